import { WorkflowUpdateFailedError, type WorkflowHandle } from '@temporalio/client';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { coolingOffExitAmount } from '../../domain/penal-charges.ts';
import { exitDuringCoolingOff, getOffer, loanWorkflowId, signAgreement } from '../../workflows/loan-application/loan-application.messages.ts';
import { FAST, loanReadyToStart, reviewToSanction, signOffer, staffId, startLoan, statusOf } from '../support/lifecycle.ts';
import { useLoanWorker } from '../support/loan-worker.ts';
import { replayAndRecord } from '../support/replay-histories.ts';
import { eventually } from '../support/temporal.ts';

const pool = createPool(inject('databaseUrl'));
const { temporal } = useLoanWorker(pool);
let ids: { underwriter: string; approver: string };

beforeAll(async () => {
  ids = { underwriter: await staffId(pool, 'underwriter1'), approver: await staffId(pool, 'approver1') };
});

/** A loan taken through review, KFS and e-sign to disbursement, repaying on the given timings. */
async function disbursedLoan(timing: Partial<typeof FAST>) {
  const { loanId, borrower } = await loanReadyToStart(pool);
  const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone, { ...FAST, ...timing });
  await reviewToSanction(pool, handle, loanId, ids);
  await signOffer(pool, handle, loanId);
  await eventually(async () => (await statusOf(pool, loanId)) === 'repaying');
  return { loanId, handle };
}

/** What the domain says the exit costs, from the dates the database recorded. */
async function expectedExit(loanId: string) {
  const { rows } = await pool.query<{ disbursed_on: string; exit_on: string }>(
    `SELECT to_char(l.disbursed_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS disbursed_on, to_char(x.exit_on, 'YYYY-MM-DD') AS exit_on
       FROM loans l JOIN loan_cooling_off_exits x ON x.loan_id = l.id WHERE l.id = $1`, [loanId]);
  return coolingOffExitAmount({ principalPaise: 150_000_00, annualRateBp: await rateOf(loanId), disbursedOn: rows[0]!.disbursed_on, exitOn: rows[0]!.exit_on });
}
const rateOf = async (loanId: string) => (await pool.query<{ r: number }>('SELECT annual_rate_bp AS r FROM loans WHERE id = $1', [loanId])).rows[0]!.r;
const ledger = async (loanId: string) =>
  (await pool.query<{ idempotency_key: string; amount_paise: number; calls: number }>(
    `SELECT idempotency_key, amount_paise, calls FROM sandbox_payment_calls WHERE idempotency_key LIKE $1 OR idempotency_key = $2 ORDER BY created_at`,
    [`debit:${loanId}:%`, `cooling-off-exit:${loanId}`])).rows;
const instalmentStatuses = async (loanId: string) =>
  (await pool.query<{ status: string }>('SELECT status FROM loan_instalments WHERE loan_id = $1 ORDER BY number', [loanId])).rows.map((r) => r.status);

describe('the cooling-off exit', () => {
  it('lets the parent leave after disbursement paying only principal and pro-rata interest, collected once, and closes the loan', async () => {
    const { loanId, handle } = await disbursedLoan({ instalmentIntervalMs: 60_000, coolingOffMs: 60_000 });
    expect(await handle.query(getOffer)).toMatchObject({ proposalNumber: `KFS-${loanId}`, signed: true, coolingOffOpen: true, coolingOffDays: 3 });

    const settlement = await handle.executeUpdate(exitDuringCoolingOff, { args: [{ reason: 'Got a scholarship' }] });
    const expected = await expectedExit(loanId);
    expect(settlement).toMatchObject({ principalPaise: 150_000_00, interestPaise: expected.interestPaise, alreadyPaidPaise: 0, duePaise: expected.totalPaise });
    expect(await handle.result()).toBe('closed');
    // No fee, no penalty, no instalment: one collection of exactly the settlement.
    expect(await ledger(loanId)).toEqual([{ idempotency_key: `cooling-off-exit:${loanId}`, amount_paise: expected.totalPaise, calls: 1 }]);
    expect(new Set(await instalmentStatuses(loanId))).toEqual(new Set(['cancelled']));
    const { rows: events } = await pool.query<{ type: string; actor: string; payload: { duePaise: number; reason: string } }>(
      `SELECT type, actor, payload FROM loan_events WHERE loan_id = $1 AND type = 'cooling_off_exit'`, [loanId]);
    expect(events).toEqual([{ type: 'cooling_off_exit', actor: 'borrower', payload: expect.objectContaining({ duePaise: expected.totalPaise, reason: 'Got a scholarship' }) }]);
    await replayAndRecord(temporal.client, loanWorkflowId(loanId), 'cooling-off-exit');
  });

  it('credits instalments already debited, and no debit runs after the exit', async () => {
    const { loanId, handle } = await disbursedLoan({ instalmentIntervalMs: 400, coolingOffMs: 60_000 });
    await eventually(async () => (await instalmentStatuses(loanId)).includes('paid'));
    const settlement = await handle.executeUpdate(exitDuringCoolingOff, { args: [{}] });
    expect(await handle.result()).toBe('closed');
    const statuses = await instalmentStatuses(loanId);
    const paid = statuses.filter((s) => s === 'paid').length;
    expect(paid).toBeGreaterThanOrEqual(1);
    expect(statuses.slice(paid).every((s) => s === 'cancelled')).toBe(true);
    const { rows } = await pool.query<{ n: string }>(`SELECT sum(emi_paise) AS n FROM loan_instalments WHERE loan_id = $1 AND status = 'paid'`, [loanId]);
    expect(settlement.alreadyPaidPaise).toBe(Number(rows[0]!.n));
    expect(settlement.duePaise).toBe(settlement.principalPaise + settlement.interestPaise - settlement.alreadyPaidPaise);
    const debits = (await ledger(loanId)).filter((r) => r.idempotency_key.startsWith('debit:'));
    expect(debits).toHaveLength(paid);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await ledger(loanId)).filter((r) => r.idempotency_key.startsWith('debit:'))).toHaveLength(paid);
  });

  it('is refused before disbursement and after the cooling-off period, and the loan carries on; a signature must name the open offer', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    const early: WorkflowHandle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone, { ...FAST, instalmentIntervalMs: 60_000, coolingOffMs: 300 });
    await reviewToSanction(pool, early, loanId, ids);
    const beforeDisbursement = early.executeUpdate(exitDuringCoolingOff, { args: [{}] });
    await expect(beforeDisbursement).rejects.toBeInstanceOf(WorkflowUpdateFailedError);
    await expect(beforeDisbursement).rejects.toMatchObject({ cause: { message: 'The loan can be exited only during the cooling-off period after disbursement.' } });
    // A signature binds the parent to the KFS they were shown: another proposal number is refused.
    await eventually(async () => (await early.query(getOffer)) !== null);
    await expect(early.executeUpdate(signAgreement, { args: [{ proposalNumber: 'KFS-SOMETHING-ELSE' }] }))
      .rejects.toMatchObject({ cause: { message: 'The signature is for a different offer than the one open.' } });
    await signOffer(pool, early, loanId);
    await eventually(async () => (await statusOf(pool, loanId)) === 'repaying');
    await eventually(async () => (await early.query(getOffer))?.coolingOffOpen === false);
    await expect(early.executeUpdate(exitDuringCoolingOff, { args: [{}] })).rejects.toMatchObject({ cause: { message: expect.stringMatching(/cooling-off period/) } });
    expect(await statusOf(pool, loanId)).toBe('repaying');
    expect((await pool.query('SELECT 1 FROM loan_cooling_off_exits WHERE loan_id = $1', [loanId])).rowCount).toBe(0);
    await early.terminate('test finished');
  });
});
