import type { GstReturnType, StoredGstReturn } from '../../domain/cam/gst-returns.ts';
import type { Pool } from '../pool.ts';

export interface GstReturnRow { returnType: GstReturnType; retPeriod: string; payload: unknown }
export interface LoanGstReturns {
  loanId: string;
  gstin: string;
  /** The day the loan was applied for (India time, YYYY-MM-DD): the CAM's financial years count from it. */
  applicationDate: string;
  provider: string;
  fetchedAt: string;
  returns: StoredGstReturn[];
}

/** The raw GST returns fetched for a loan (010_gst_returns.sql). */
export function createGstReturnsRepository(pool: Pool) {
  return {
    /**
     * Stores one period's returns in one statement (all of them or none); a repeated fetch of the same
     * loan, type and period replaces the row.
     */
    async save(loanId: string, gstin: string, provider: string, rows: readonly GstReturnRow[]): Promise<void> {
      if (rows.length === 0) return;
      await pool.query(
        `INSERT INTO loan_gst_returns (loan_id, gstin, return_type, ret_period, payload, provider)
         SELECT $1, $2, r.return_type, r.ret_period, r.payload::jsonb, $3
           FROM unnest($4::text[], $5::text[], $6::text[]) AS r(return_type, ret_period, payload)
         ON CONFLICT (loan_id, return_type, ret_period)
         DO UPDATE SET gstin = EXCLUDED.gstin, payload = EXCLUDED.payload, provider = EXCLUDED.provider, fetched_at = now()`,
        [loanId, gstin, provider, rows.map((r) => r.returnType), rows.map((r) => r.retPeriod), rows.map((r) => JSON.stringify(r.payload))]);
    },

    /** The loan's returns in period order, or null when none were fetched (a salaried loan, or not fetched yet). */
    async returnsOf(loanId: string): Promise<LoanGstReturns | null> {
      const { rows } = await pool.query<{ gstin: string; return_type: GstReturnType; ret_period: string; payload: unknown; provider: string; fetched_at: Date; application_date: string }>(
        `SELECT g.gstin, g.return_type, g.ret_period, g.payload, g.provider, g.fetched_at,
                to_char(l.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS application_date
           FROM loan_gst_returns g JOIN loans l ON l.id = g.loan_id
          WHERE g.loan_id = $1
          ORDER BY substring(g.ret_period from 3 for 4), substring(g.ret_period from 1 for 2), g.return_type`, [loanId]);
      const first = rows[0];
      if (!first) return null;
      const latest = rows.reduce((t, r) => (r.fetched_at > t ? r.fetched_at : t), first.fetched_at);
      return {
        loanId, gstin: first.gstin, applicationDate: first.application_date, provider: first.provider, fetchedAt: latest.toISOString(),
        returns: rows.map((r) => ({ return_type: r.return_type, ret_period: r.ret_period, payload: r.payload })),
      };
    },
  };
}
export type GstReturnsRepository = ReturnType<typeof createGstReturnsRepository>;
