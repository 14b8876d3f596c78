import { z } from 'zod';
import type { Pool } from '../pool.ts';

/** One entry of a loan's event log as it leaves the database. */
export const loanEventRowSchema = z.object({
  id: z.coerce.number().int(),
  type: z.string(),
  actor: z.string(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.date(),
});
export type LoanEventRow = z.infer<typeof loanEventRowSchema>;

/** Reads the append-only event log of a loan (writes go through the workflow's recordTransition activity). */
export function createLoanEventsRepository(pool: Pool) {
  return {
    /** The loan's events in the order they happened; null when there is no such loan. */
    async history(loanId: string): Promise<LoanEventRow[] | null> {
      const loan = await pool.query('SELECT 1 FROM loans WHERE id = $1', [loanId]);
      if (loan.rowCount === 0) return null;
      // The identity column orders events exactly as they were committed within a loan; created_at can tie.
      const { rows } = await pool.query(
        'SELECT id, type, actor, payload, created_at AS "createdAt" FROM loan_events WHERE loan_id = $1 ORDER BY id',
        [loanId],
      );
      return rows.map((row) => loanEventRowSchema.parse(row));
    },
  };
}
export type LoanEventsRepository = ReturnType<typeof createLoanEventsRepository>;
