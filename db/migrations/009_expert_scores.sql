-- Up Migration

-- The expert score of a loan as last computed by its workflow (after the checks, and again whenever
-- a corrected section comes back). `inputs` keeps what the score was computed from, so a reviewer
-- can see why it is what it is, and `fingerprint` lets a recomputation with unchanged inputs be a no-op.
CREATE TABLE loan_scores (
  loan_id        text PRIMARY KEY REFERENCES loans(id),
  expert_score   integer NOT NULL CHECK (expert_score BETWEEN 0 AND 1000),
  credit_score   integer CHECK (credit_score BETWEEN 300 AND 900),
  factors        jsonb NOT NULL,
  reason_codes   text[] NOT NULL,
  risk_analysis  jsonb NOT NULL,
  inputs         jsonb NOT NULL,
  fingerprint    text NOT NULL,
  computed_at    timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE loan_scores;
