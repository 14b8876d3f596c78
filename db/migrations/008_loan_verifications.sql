-- Up Migration

-- The loan's verification stage: one standing result per check, shown to the underwriter beside the application.
-- `source` says whether the loan's workflow asked the provider itself or took the wizard's recorded outcome.
CREATE TABLE loan_verifications (
  loan_id     text NOT NULL REFERENCES loans(id),
  kind        text NOT NULL CHECK (kind IN ('pan', 'bank_account', 'gstin', 'itr', 'kyc_ocr', 'utility', 'bureau')),
  outcome     text NOT NULL CHECK (outcome IN ('verified', 'failed')),
  reason      text,
  details     jsonb NOT NULL DEFAULT '{}'::jsonb,
  provider    text NOT NULL,
  source      text NOT NULL CHECK (source IN ('provider', 'wizard')),
  checked_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (loan_id, kind)
);

-- Down Migration
DROP TABLE loan_verifications;
