-- Up Migration

-- The review desk's hot reads at a busy season's size. The queues list newest first across several
-- statuses at once, which the (status, created_at) index cannot order: this one walks loans newest
-- first and stops at the page. The counts read only status and the two reviewer columns, so they
-- can be answered from this index alone.
CREATE INDEX loans_newest_idx ON loans (created_at DESC, id DESC);
CREATE INDEX loans_status_reviewers_idx ON loans (status, underwriter_id, approver_id);

-- Down Migration
DROP INDEX loans_status_reviewers_idx;
DROP INDEX loans_newest_idx;
