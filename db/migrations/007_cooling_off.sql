-- Up Migration

-- The parent's exit during cooling-off: the quote is fixed once, so a retried settlement never charges a different sum.
CREATE TABLE loan_cooling_off_exits (
  loan_id             text PRIMARY KEY REFERENCES loans(id),
  disbursed_on        date NOT NULL,
  exit_on             date NOT NULL,
  days                integer NOT NULL CHECK (days >= 0),
  principal_paise     bigint NOT NULL CHECK (principal_paise > 0),
  interest_paise      bigint NOT NULL CHECK (interest_paise >= 0),
  already_paid_paise  bigint NOT NULL CHECK (already_paid_paise >= 0),
  due_paise           bigint NOT NULL CHECK (due_paise >= 0),
  reason              text,
  created_at          timestamptz NOT NULL DEFAULT now()
);

-- Instalments after an exit are never presented; the settlement payment is its own kind of movement.
ALTER TABLE loan_instalments DROP CONSTRAINT loan_instalments_status_check,
  ADD CONSTRAINT loan_instalments_status_check CHECK (status IN ('due', 'paid', 'bounced', 'overdue', 'cancelled'));
ALTER TABLE loan_payments DROP CONSTRAINT loan_payments_kind_check,
  ADD CONSTRAINT loan_payments_kind_check CHECK (kind IN ('disbursement', 'debit', 'cooling_off_exit'));

-- Down Migration
ALTER TABLE loan_payments DROP CONSTRAINT loan_payments_kind_check,
  ADD CONSTRAINT loan_payments_kind_check CHECK (kind IN ('disbursement', 'debit'));
ALTER TABLE loan_instalments DROP CONSTRAINT loan_instalments_status_check,
  ADD CONSTRAINT loan_instalments_status_check CHECK (status IN ('due', 'paid', 'bounced', 'overdue'));
DROP TABLE loan_cooling_off_exits;
