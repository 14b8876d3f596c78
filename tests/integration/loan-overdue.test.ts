import { describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { DEFAULT_PENAL_CHARGE_PER_BOUNCE_PAISE } from '../../domain/penal-charges.ts';
import { loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { loanReadyToStart, reviewToSanction, signOffer, staffId, startLoan } from '../support/lifecycle.ts';
import { useLoanWorker } from '../support/loan-worker.ts';
import { replayAndRecord } from '../support/replay-histories.ts';

const pool = createPool(inject('databaseUrl'));
const { temporal } = useLoanWorker(pool);

describe('closure', () => {
  it('does not close a loan while an instalment is unpaid: overdue instalments are presented again until collected', async () => {
    // Sandbox: an account ending in 23 bounces all three attempts inside the schedule (SANDBOX.md).
    const { loanId, borrower } = await loanReadyToStart(pool, { accountLast4: '0023' });
    await pool.query('UPDATE loans SET tenure_months = 2 WHERE id = $1', [loanId]);
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
    await reviewToSanction(pool, handle, loanId, { underwriter: await staffId(pool, 'underwriter1'), approver: await staffId(pool, 'approver1') });
    await signOffer(pool, handle, loanId);
    expect(await handle.result()).toBe('closed');

    const { rows: instalments } = await pool.query<{ status: string; bounces: number; penal_paise: number }>(
      'SELECT status, bounces, penal_paise FROM loan_instalments WHERE loan_id = $1 ORDER BY number', [loanId]);
    expect(instalments).toEqual([1, 2].map(() => ({ status: 'paid', bounces: 3, penal_paise: 3 * DEFAULT_PENAL_CHARGE_PER_BOUNCE_PAISE })));
    const { rows: events } = await pool.query<{ type: string; payload: { instalments?: number[]; attempt?: number } }>(
      `SELECT type, payload FROM loan_events WHERE loan_id = $1 AND type IN ('emi_paid', 'repayment_overdue', 'closed') ORDER BY id`, [loanId]);
    // The overdue notice lists both instalments; both are collected on the fourth attempt, and only then is the loan closed.
    expect(events.map((e) => e.type)).toEqual(['repayment_overdue', 'emi_paid', 'emi_paid', 'closed']);
    expect(events[0]!.payload.instalments).toEqual([1, 2]);
    expect(events.filter((e) => e.type === 'emi_paid').map((e) => e.payload.attempt)).toEqual([4, 4]);
    const { rows: ledger } = await pool.query<{ n: number; calls: number }>(
      `SELECT count(*)::int AS n, max(calls)::int AS calls FROM sandbox_payment_calls WHERE idempotency_key LIKE $1`, [`debit:${loanId}:%`]);
    expect(ledger[0]).toEqual({ n: 8, calls: 1 });
    await replayAndRecord(temporal.client, loanWorkflowId(loanId), 'overdue-then-collected');
  });
});
