-- Up Migration

-- Parents who sign up with their mobile number.
CREATE TABLE borrowers (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone         text NOT NULL UNIQUE CHECK (phone ~ '^\+91[0-9]{10}$'),
  first_name    text NOT NULL,
  middle_name   text,
  last_name     text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Application numbers are searched in a 10-character box: 'FS' and eight digits.
CREATE SEQUENCE loan_number_seq;

-- The read model of each loan; the loan's workflow owns its state and writes here at every transition.
CREATE TABLE loans (
  id               text PRIMARY KEY DEFAULT ('FS' || lpad(nextval('loan_number_seq')::text, 8, '0')),
  borrower_id      uuid NOT NULL REFERENCES borrowers(id),
  status           text NOT NULL DEFAULT 'submitted',
  principal_paise  bigint NOT NULL CHECK (principal_paise > 0),
  tenure_months    integer NOT NULL CHECK (tenure_months > 0),
  annual_rate_bp   integer NOT NULL CHECK (annual_rate_bp >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loans_borrower_idx ON loans (borrower_id, created_at DESC);
CREATE INDEX loans_status_idx ON loans (status, created_at DESC);

-- The event log: one row per transition of a loan, written in the same transaction as the read model.
CREATE TABLE loan_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  loan_id     text NOT NULL REFERENCES loans(id),
  type        text NOT NULL,
  actor       text NOT NULL,
  payload     jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Set by the writer from the workflow's own step, so a retried activity appends nothing twice.
  dedupe_key  text UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_events_loan_idx ON loan_events (loan_id, id);

-- The log is evidence: the database itself refuses to change or remove what it holds.
CREATE FUNCTION loan_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'loan_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER loan_events_append_only
  BEFORE UPDATE OR DELETE ON loan_events
  FOR EACH ROW EXECUTE FUNCTION loan_events_refuse_change();
CREATE TRIGGER loan_events_no_truncate
  BEFORE TRUNCATE ON loan_events
  FOR EACH STATEMENT EXECUTE FUNCTION loan_events_refuse_change();

-- Down Migration
DROP TABLE loan_events;
DROP FUNCTION loan_events_refuse_change();
DROP TABLE loans;
DROP SEQUENCE loan_number_seq;
DROP TABLE borrowers;
