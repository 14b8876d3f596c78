-- Up Migration

-- The GST returns of a self-employed borrower's GSTIN as the GST provider gave them, fetched by the
-- loan's verification stage for the two financial years before the application (and the 15 months the
-- CAM summarises). Kept raw: the CAM and the GST report are computed from them when read. One row per
-- loan, return and period, so a retried fetch replaces its own rows and never adds a second copy.
CREATE TABLE loan_gst_returns (
  loan_id      text NOT NULL REFERENCES loans(id),
  gstin        text NOT NULL,
  return_type  text NOT NULL CHECK (return_type IN ('GSTR1', 'GSTR3B', 'GSTR2B', 'GSTR2A')),
  ret_period   text NOT NULL CHECK (ret_period ~ '^(0[1-9]|1[0-2])[0-9]{4}$'),
  payload      jsonb NOT NULL,
  provider     text NOT NULL,
  fetched_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (loan_id, return_type, ret_period)
);

-- Down Migration
DROP TABLE loan_gst_returns;
