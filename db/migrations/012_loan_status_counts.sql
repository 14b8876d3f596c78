-- Up Migration

-- The review desk's counts at a busy season's size: counting loans by status and reviewer walked
-- every loan (100,000 index entries per request). PostgreSQL keeps the count of each (status,
-- underwriter, approver) group here itself, in the same transaction as the change to loans, so
-- the desk reads a few dozen rows instead. A group that empties keeps its row at 0.
CREATE TABLE loan_status_counts (
  status          text NOT NULL,
  underwriter_id  uuid,
  approver_id     uuid,
  loans           bigint NOT NULL,
  CONSTRAINT loan_status_counts_group UNIQUE NULLS NOT DISTINCT (status, underwriter_id, approver_id)
);

-- Adds each group's net change, in one order of the key for every writer: two transactions that
-- touch the same groups lock their rows in the same order and wait for each other, never deadlock.
-- (A transaction changing loans in several statements locks per statement; the loan workflows
-- change one loan per transaction.)
CREATE FUNCTION loan_status_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO loan_status_counts AS c (status, underwriter_id, approver_id, loans)
    SELECT status, underwriter_id, approver_id, count(*) FROM new_loans
     GROUP BY status, underwriter_id, approver_id
     ORDER BY status, underwriter_id, approver_id
    ON CONFLICT (status, underwriter_id, approver_id) DO UPDATE SET loans = c.loans + EXCLUDED.loans;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO loan_status_counts AS c (status, underwriter_id, approver_id, loans)
    SELECT status, underwriter_id, approver_id, -count(*) FROM old_loans
     GROUP BY status, underwriter_id, approver_id
     ORDER BY status, underwriter_id, approver_id
    ON CONFLICT (status, underwriter_id, approver_id) DO UPDATE SET loans = c.loans + EXCLUDED.loans;
  ELSE
    -- An update that leaves a loan in its group (a remark, a date) changes no count and locks nothing.
    INSERT INTO loan_status_counts AS c (status, underwriter_id, approver_id, loans)
    SELECT status, underwriter_id, approver_id, sum(change) FROM (
      SELECT status, underwriter_id, approver_id, -1 AS change FROM old_loans
      UNION ALL
      SELECT status, underwriter_id, approver_id, 1 FROM new_loans
    ) moved
     GROUP BY status, underwriter_id, approver_id
    HAVING sum(change) <> 0
     ORDER BY status, underwriter_id, approver_id
    ON CONFLICT (status, underwriter_id, approver_id) DO UPDATE SET loans = c.loans + EXCLUDED.loans;
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION loan_status_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM loan_status_counts;
  RETURN NULL;
END;
$$;

CREATE TRIGGER loan_status_counts_insert AFTER INSERT ON loans
  REFERENCING NEW TABLE AS new_loans FOR EACH STATEMENT EXECUTE FUNCTION loan_status_counts_add();
CREATE TRIGGER loan_status_counts_update AFTER UPDATE ON loans
  REFERENCING OLD TABLE AS old_loans NEW TABLE AS new_loans FOR EACH STATEMENT EXECUTE FUNCTION loan_status_counts_add();
CREATE TRIGGER loan_status_counts_delete AFTER DELETE ON loans
  REFERENCING OLD TABLE AS old_loans FOR EACH STATEMENT EXECUTE FUNCTION loan_status_counts_add();
CREATE TRIGGER loan_status_counts_truncate AFTER TRUNCATE ON loans
  FOR EACH STATEMENT EXECUTE FUNCTION loan_status_counts_clear();

-- The loans already there. The triggers above took a lock that holds off writers to loans until this
-- migration commits, so no change falls between the count and the triggers.
INSERT INTO loan_status_counts (status, underwriter_id, approver_id, loans)
SELECT status, underwriter_id, approver_id, count(*) FROM loans GROUP BY status, underwriter_id, approver_id;

-- Down Migration
DROP TRIGGER loan_status_counts_truncate ON loans;
DROP TRIGGER loan_status_counts_delete ON loans;
DROP TRIGGER loan_status_counts_update ON loans;
DROP TRIGGER loan_status_counts_insert ON loans;
DROP FUNCTION loan_status_counts_clear();
DROP FUNCTION loan_status_counts_add();
DROP TABLE loan_status_counts;
