import type { EmiInstalment } from '../../domain/emi-schedule.ts';
import { inTransaction, type Pool } from '../pool.ts';

/** A payment as the provider answered it. */
export interface PaymentOutcome {
  outcome: 'succeeded' | 'bounced';
  providerRef: string;
}

/** A debit attempt to record: the instalment, the attempt, the amount and what the provider said. */
export interface DebitAttempt {
  number: number;
  attempt: number;
  idempotencyKey: string;
  amountPaise: number;
  paid: PaymentOutcome;
  /** Added to the instalment when the debit bounced. */
  penalChargePaise: number;
}

/** The loan's money in and out (006_lifecycle.sql): the disbursement, the schedule, each debit attempt. */
export function createLoanInstalmentsRepository(pool: Pool) {
  return {
    /**
     * Records the payment to the school and fixes the schedule from the day of disbursement, in one
     * transaction; a repeat keeps the first payment's row, day and schedule. Answers the day (India time).
     */
    async recordDisbursement(loanId: string, idempotencyKey: string, amountPaise: number, paid: PaymentOutcome, scheduleFrom: (disbursedAt: Date) => EmiInstalment[]): Promise<Date> {
      return inTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO loan_payments (loan_id, kind, idempotency_key, amount_paise, outcome, provider_ref) VALUES ($1, 'disbursement', $2, $3, $4, $5)
           ON CONFLICT (idempotency_key) DO NOTHING`, [loanId, idempotencyKey, amountPaise, paid.outcome, paid.providerRef]);
        const { rows } = await client.query<{ disbursed_at: Date }>('UPDATE loans SET disbursed_at = COALESCE(disbursed_at, now()) WHERE id = $1 RETURNING disbursed_at', [loanId]);
        const disbursedAt = rows[0]!.disbursed_at;
        for (const row of scheduleFrom(disbursedAt)) {
          await client.query(
            `INSERT INTO loan_instalments (loan_id, number, due_date, emi_paise, principal_paise, interest_paise) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (loan_id, number) DO NOTHING`, [loanId, row.number, row.dueDate, row.emiPaise, row.principalPaise, row.interestPaise]);
        }
        return disbursedAt;
      });
    },

    /** The instalments neither paid nor cancelled, in order. */
    async unpaidOf(loanId: string): Promise<number[]> {
      const { rows } = await pool.query<{ number: number }>(
        `SELECT number FROM loan_instalments WHERE loan_id = $1 AND status NOT IN ('paid', 'cancelled') ORDER BY number`, [loanId]);
      return rows.map((row) => row.number);
    },

    /** One instalment (its due date as dd/mm/yyyy), or null. */
    async instalmentOf(loanId: string, number: number): Promise<{ emiPaise: number; status: string; dueDate: string } | null> {
      const { rows } = await pool.query<{ emi_paise: number; status: string; due_date: string }>(
        `SELECT emi_paise, status, to_char(due_date, 'DD/MM/YYYY') AS due_date FROM loan_instalments WHERE loan_id = $1 AND number = $2`, [loanId, number]);
      return rows[0] ? { emiPaise: rows[0].emi_paise, status: rows[0].status, dueDate: rows[0].due_date } : null;
    },

    /**
     * Records one debit attempt with what it did to the instalment (paid, or bounced with its flat penal
     * charge) and its event, in one transaction. The attempt's key is recorded once: a repeat changes nothing.
     */
    async recordDebit(loanId: string, debit: DebitAttempt): Promise<void> {
      await inTransaction(pool, async (client) => {
        const inserted = await client.query(
          `INSERT INTO loan_payments (loan_id, kind, instalment_number, attempt, idempotency_key, amount_paise, outcome, provider_ref)
           VALUES ($1, 'debit', $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
          [loanId, debit.number, debit.attempt, debit.idempotencyKey, debit.amountPaise, debit.paid.outcome, debit.paid.providerRef]);
        if (inserted.rowCount === 0) return; // this attempt was recorded by an earlier try
        const succeeded = debit.paid.outcome === 'succeeded';
        if (succeeded) {
          await client.query(`UPDATE loan_instalments SET status = 'paid', paid_at = now() WHERE loan_id = $1 AND number = $2`, [loanId, debit.number]);
        } else {
          await client.query(
            `UPDATE loan_instalments SET status = CASE WHEN $3 >= 3 THEN 'overdue' ELSE 'bounced' END, bounces = bounces + 1, penal_paise = penal_paise + $4
              WHERE loan_id = $1 AND number = $2`, [loanId, debit.number, debit.attempt, debit.penalChargePaise]);
        }
        await client.query(
          `INSERT INTO loan_events (loan_id, type, actor, payload, dedupe_key) VALUES ($1, $2, 'system', $3, $4)`,
          [loanId, succeeded ? 'emi_paid' : 'emi_bounced',
            JSON.stringify({ instalment: debit.number, attempt: debit.attempt, amountPaise: debit.amountPaise, ...(succeeded ? {} : { penalChargePaise: debit.penalChargePaise }) }),
            debit.idempotencyKey]);
      });
    },
  };
}
export type LoanInstalmentsRepository = ReturnType<typeof createLoanInstalmentsRepository>;
