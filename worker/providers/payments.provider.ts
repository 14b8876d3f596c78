import type { Pool } from '../../db/pool.ts';
import { createSandboxPaymentsRepository } from '../../db/repositories/sandbox-payments.repository.ts';

export interface PaymentResult {
  outcome: 'succeeded' | 'bounced';
  providerRef: string;
}

/**
 * Moves money: disbursements to a school, debits under a mandate. Every call carries an
 * idempotency key, and a provider answers a repeated key with the first call's result.
 */
export interface PaymentsProvider {
  pay(call: { idempotencyKey: string; kind: 'disbursement' | 'debit'; amountPaise: number; counterparty: string; bounce?: boolean }): Promise<PaymentResult>;
}

/**
 * Sandbox: keeps its books in `sandbox_payment_calls`, one row per key (the `calls` column counts
 * repeats), so tests can prove that nothing was paid twice. A debit bounces when asked to by the
 * caller's sandbox rule (see SANDBOX.md).
 */
export function createSandboxPaymentsProvider(pool: Pool): PaymentsProvider {
  const books = createSandboxPaymentsRepository(pool);
  return {
    async pay({ idempotencyKey, kind, amountPaise, counterparty, bounce }) {
      const outcome = await books.book({ idempotencyKey, kind, amountPaise, counterparty, outcome: bounce ? 'bounced' : 'succeeded' });
      return { outcome, providerRef: `SBX-${idempotencyKey}` };
    },
  };
}

/**
 * Sandbox rules (SANDBOX.md): a repayment account whose last digits are 13 bounces the first attempt of every
 * instalment; one ending in 23 bounces all three attempts within the schedule, so only the re-presentation
 * after the schedule collects it.
 */
export function sandboxDebitBounces(accountLast4: string, attempt: number): boolean {
  return (accountLast4.endsWith('13') && attempt === 1) || (accountLast4.endsWith('23') && attempt <= 3);
}

/** Sandbox credit bureau: a deterministic score from 650 to 849 for a borrower. */
export function sandboxBureauScore(borrowerId: string): number {
  let hash = 0;
  for (const char of borrowerId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 650 + (hash % 200);
}
