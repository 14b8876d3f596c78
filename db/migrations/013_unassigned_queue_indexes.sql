-- Up Migration

-- The queues reviewers open most, the loans nobody has picked up yet, newest first. Each index holds
-- exactly one queue's loans in its order, so a page reads its rows and nothing it must skip. The desk's
-- statement names these stages as literals (they are fixed in code), so its prepared plan can use them.
CREATE INDEX loans_underwriter_unassigned_idx ON loans (created_at DESC, id DESC)
  WHERE underwriter_id IS NULL AND status IN ('ready_for_review', 'under_review', 'returned_to_underwriter');
CREATE INDEX loans_approver_unassigned_idx ON loans (created_at DESC, id DESC)
  WHERE approver_id IS NULL AND status IN ('recommended');

-- Down Migration
DROP INDEX loans_approver_unassigned_idx;
DROP INDEX loans_underwriter_unassigned_idx;
