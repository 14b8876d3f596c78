import type { Pool } from '../pool.ts';

/** The sandbox payment provider's books (006_lifecycle.sql): one row per idempotency key, repeats counted. */
export function createSandboxPaymentsRepository(pool: Pool) {
  return {
    /** Books a call once; a repeated key adds to `calls` and answers the first call's outcome. */
    async book(call: { idempotencyKey: string; kind: string; amountPaise: number; counterparty: string; outcome: 'succeeded' | 'bounced' }): Promise<'succeeded' | 'bounced'> {
      const { rows } = await pool.query<{ outcome: 'succeeded' | 'bounced' }>(
        `INSERT INTO sandbox_payment_calls (idempotency_key, kind, amount_paise, counterparty, outcome) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (idempotency_key) DO UPDATE SET calls = sandbox_payment_calls.calls + 1 RETURNING outcome`,
        [call.idempotencyKey, call.kind, call.amountPaise, call.counterparty, call.outcome],
      );
      return rows[0]!.outcome;
    },
  };
}
