import { inTransaction, type Pool } from '../pool.ts';

/** The loan as a cooling-off exit needs it. */
export interface ExitingLoan {
  principalPaise: number;
  annualRateBp: number;
  disbursedAt: Date | null;
  mandateAccountLast4: string | null;
}

/** The settlement quoted to the parent: written once, read back on every retry. */
export interface ExitQuote {
  disbursedOn: string;
  exitOn: string;
  days: number;
  principalPaise: number;
  interestPaise: number;
  alreadyPaidPaise: number;
  duePaise: number;
  reason: string | null;
}

/** Exits during cooling-off (007_cooling_off.sql): the quote, its collection, the schedule cancelled. */
export function createCoolingOffExitsRepository(pool: Pool) {
  return {
    /** Null when there is no such loan. */
    async loanOf(loanId: string): Promise<ExitingLoan | null> {
      const { rows } = await pool.query<{ principal_paise: string; annual_rate_bp: number; disbursed_at: Date | null; mandate_account_last4: string | null }>(
        'SELECT principal_paise, annual_rate_bp, disbursed_at, mandate_account_last4 FROM loans WHERE id = $1', [loanId]);
      const row = rows[0];
      return row ? { principalPaise: Number(row.principal_paise), annualRateBp: row.annual_rate_bp, disbursedAt: row.disbursed_at, mandateAccountLast4: row.mandate_account_last4 } : null;
    },

    /** What the parent has paid in instalments so far. */
    async paidSoFar(loanId: string): Promise<number> {
      const { rows } = await pool.query<{ paise: string }>(
        `SELECT COALESCE(sum(emi_paise), 0) AS paise FROM loan_instalments WHERE loan_id = $1 AND status = 'paid'`, [loanId]);
      return Number(rows[0]!.paise);
    },

    /** Keeps the quote unless one is kept already, and answers the kept one: the sum cannot change between attempts. */
    async quote(loanId: string, quote: ExitQuote): Promise<Omit<ExitQuote, 'disbursedOn' | 'exitOn' | 'reason'>> {
      await pool.query(
        `INSERT INTO loan_cooling_off_exits (loan_id, disbursed_on, exit_on, days, principal_paise, interest_paise, already_paid_paise, due_paise, reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (loan_id) DO NOTHING`,
        [loanId, quote.disbursedOn, quote.exitOn, quote.days, quote.principalPaise, quote.interestPaise, quote.alreadyPaidPaise, quote.duePaise, quote.reason]);
      const { rows } = await pool.query<{ days: number; principal_paise: string; interest_paise: string; already_paid_paise: string; due_paise: string }>(
        'SELECT days, principal_paise, interest_paise, already_paid_paise, due_paise FROM loan_cooling_off_exits WHERE loan_id = $1', [loanId]);
      const kept = rows[0]!;
      return {
        days: kept.days, principalPaise: Number(kept.principal_paise), interestPaise: Number(kept.interest_paise),
        alreadyPaidPaise: Number(kept.already_paid_paise), duePaise: Number(kept.due_paise),
      };
    },

    /** The settlement's collection; its idempotency key is recorded once. */
    async recordCollection(loanId: string, idempotencyKey: string, amountPaise: number, providerRef: string): Promise<void> {
      await pool.query(
        `INSERT INTO loan_payments (loan_id, kind, idempotency_key, amount_paise, outcome, provider_ref) VALUES ($1, 'cooling_off_exit', $2, $3, 'succeeded', $4)
         ON CONFLICT (idempotency_key) DO NOTHING`, [loanId, idempotencyKey, amountPaise, providerRef]);
    },

    /** Cancels what is left of the schedule and marks the loan closed, together. */
    async closeSchedule(loanId: string): Promise<void> {
      await inTransaction(pool, async (client) => {
        await client.query(`UPDATE loan_instalments SET status = 'cancelled' WHERE loan_id = $1 AND status <> 'paid'`, [loanId]);
        await client.query('UPDATE loans SET closed_at = COALESCE(closed_at, now()) WHERE id = $1', [loanId]);
      });
    },
  };
}
export type CoolingOffExitsRepository = ReturnType<typeof createCoolingOffExitsRepository>;
