-- Up Migration

-- What the loan's workflow decides, kept in the read model the dashboards and screens use.
ALTER TABLE loans
  ADD COLUMN school_id             uuid REFERENCES schools(id),
  ADD COLUMN bureau_score          integer,
  ADD COLUMN underwriter_id        uuid REFERENCES staff(id),
  ADD COLUMN approver_id           uuid REFERENCES staff(id),
  ADD COLUMN underwriter_remark    text,
  ADD COLUMN approver_remark       text,
  ADD COLUMN mandate_account_last4 text,
  ADD COLUMN disbursed_at          timestamptz,
  ADD COLUMN closed_at             timestamptz;
CREATE INDEX loans_underwriter_idx ON loans (underwriter_id, status) WHERE underwriter_id IS NOT NULL;

-- The standing decision on each section of a loan; every decision ever made is in loan_events.
CREATE TABLE loan_section_decisions (
  loan_id      text NOT NULL REFERENCES loans(id),
  section      text NOT NULL,
  role         text NOT NULL CHECK (role IN ('underwriter', 'approver')),
  reviewer_id  uuid NOT NULL REFERENCES staff(id),
  status       text NOT NULL CHECK (status IN ('Accepted', 'Rejected')),
  comment      text,
  decided_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (loan_id, section)
);

-- The Key Fact Statement: its terms are frozen when it is issued and stay valid until valid_until.
CREATE TABLE loan_offers (
  proposal_number      text PRIMARY KEY,
  loan_id              text NOT NULL UNIQUE REFERENCES loans(id),
  principal_paise      bigint NOT NULL,
  annual_rate_bp       integer NOT NULL,
  tenure_months        integer NOT NULL,
  processing_fee_paise bigint NOT NULL,
  fee_gst_paise        bigint NOT NULL,
  apr_bp               integer NOT NULL,
  emi_paise            bigint NOT NULL,
  total_interest_paise bigint NOT NULL,
  penal_charge_paise   bigint NOT NULL,
  cooling_off_days     integer NOT NULL CHECK (cooling_off_days >= 1),
  schedule             jsonb NOT NULL,
  valid_until          timestamptz NOT NULL,
  signed_at            timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now()
);

-- The repayment schedule from the day of disbursement; penal charges sit apart from principal and interest.
CREATE TABLE loan_instalments (
  loan_id          text NOT NULL REFERENCES loans(id),
  number           integer NOT NULL,
  due_date         date NOT NULL,
  emi_paise        bigint NOT NULL,
  principal_paise  bigint NOT NULL,
  interest_paise   bigint NOT NULL,
  penal_paise      bigint NOT NULL DEFAULT 0,
  status           text NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'paid', 'bounced', 'overdue')),
  bounces          integer NOT NULL DEFAULT 0,
  paid_at          timestamptz,
  PRIMARY KEY (loan_id, number)
);

-- Money that moved, one row per provider call; the idempotency key is what the provider sees too.
CREATE TABLE loan_payments (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  loan_id             text NOT NULL REFERENCES loans(id),
  kind                text NOT NULL CHECK (kind IN ('disbursement', 'debit')),
  instalment_number   integer,
  attempt             integer,
  idempotency_key     text NOT NULL UNIQUE,
  amount_paise        bigint NOT NULL,
  outcome             text NOT NULL CHECK (outcome IN ('succeeded', 'bounced')),
  provider_ref        text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_payments_loan_idx ON loan_payments (loan_id, id);

-- The sandbox payment provider's own books: one row per idempotency key, whatever the retries.
CREATE TABLE sandbox_payment_calls (
  idempotency_key  text PRIMARY KEY,
  kind             text NOT NULL,
  amount_paise     bigint NOT NULL,
  counterparty     text NOT NULL,
  outcome          text NOT NULL,
  calls            integer NOT NULL DEFAULT 1,
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE sandbox_payment_calls;
DROP TABLE loan_payments;
DROP TABLE loan_instalments;
DROP TABLE loan_offers;
DROP TABLE loan_section_decisions;
DROP INDEX loans_underwriter_idx;
ALTER TABLE loans DROP COLUMN school_id, DROP COLUMN bureau_score, DROP COLUMN underwriter_id, DROP COLUMN approver_id,
  DROP COLUMN underwriter_remark, DROP COLUMN approver_remark, DROP COLUMN mandate_account_last4, DROP COLUMN disbursed_at, DROP COLUMN closed_at;
