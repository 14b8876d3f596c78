import type { Pool } from '../pool.ts';

/** The application's bank and tax details the loan's checks run on (sealed fields stay sealed here). */
export interface ApplicationDetails {
  borrowerId: string;
  path: 'Salaried' | 'Self-Employed';
  panSealed: string;
  accountSealed: string;
  ifscCode: string;
}

/** One check's result as it is kept for the loan. */
export interface LoanCheckRecord {
  kind: string;
  outcome: 'verified' | 'failed';
  reason: string | null;
  details: Record<string, unknown>;
  provider: string;
  source: 'provider' | 'wizard';
}

/** The loan's verification stage: what it checks and what it found (008_loan_verifications.sql). */
export function createLoanChecksRepository(pool: Pool) {
  return {
    /** The bank and tax details of the loan's application, or null when it has none. */
    async applicationDetailsOf(loanId: string): Promise<ApplicationDetails | null> {
      const { rows } = await pool.query<{ borrower_id: string; path: 'Salaried' | 'Self-Employed'; pan_sealed: string; account_sealed: string; ifsc_code: string }>({
        name: 'loan-checks-bank-row',
        text: `SELECT b.borrower_id, b.path, b.pan_sealed, b.account_sealed, b.ifsc_code FROM loans l JOIN bank_documents b ON b.borrower_id = l.borrower_id WHERE l.id = $1`,
        values: [loanId],
      });
      const row = rows[0];
      return row ? { borrowerId: row.borrower_id, path: row.path, panSealed: row.pan_sealed, accountSealed: row.account_sealed, ifscCode: row.ifsc_code } : null;
    },

    /**
     * Several results in one statement (and, when given, the bureau score on the loan in the same one).
     * One row per loan and kind: a retry overwrites its own result, never adds a second.
     */
    async record(loanId: string, results: readonly LoanCheckRecord[], bureauScore?: number | null): Promise<void> {
      await pool.query({
        name: bureauScore === undefined ? 'loan-checks-record' : 'loan-checks-record-with-score',
        text: `WITH saved AS (
                 INSERT INTO loan_verifications (loan_id, kind, outcome, reason, details, provider, source)
                 SELECT $1::text, r.kind, r.outcome, r.reason, r.details, r.provider, r.source
                   FROM jsonb_to_recordset($2::jsonb) AS r(kind text, outcome text, reason text, details jsonb, provider text, source text)
                 ON CONFLICT (loan_id, kind) DO UPDATE SET outcome = EXCLUDED.outcome, reason = EXCLUDED.reason, details = EXCLUDED.details,
                   provider = EXCLUDED.provider, source = EXCLUDED.source, checked_at = now()
               )${bureauScore === undefined ? ' SELECT 1' : ' UPDATE loans SET bureau_score = $3::int WHERE id = $1'}`,
        values: bureauScore === undefined ? [loanId, JSON.stringify(results)] : [loanId, JSON.stringify(results), bureauScore],
      });
    },

    /** A self-employed loan's GSTIN and the day it was applied for (India time), or null for any other loan. */
    async selfEmployedGstinOf(loanId: string): Promise<{ gstin: string | null; appliedOn: string } | null> {
      const { rows } = await pool.query<{ gst_number: string | null; applied_on: string }>(
        `SELECT b.gst_number, to_char(l.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS applied_on
           FROM loans l JOIN bank_documents b ON b.borrower_id = l.borrower_id WHERE l.id = $1 AND b.path = 'Self-Employed'`, [loanId]);
      return rows[0] ? { gstin: rows[0].gst_number, appliedOn: rows[0].applied_on } : null;
    },
  };
}
export type LoanChecksRepository = ReturnType<typeof createLoanChecksRepository>;
