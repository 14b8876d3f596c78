import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { createPool } from '../../db/pool.ts';
import { loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { FAST, loanReadyToStart, reviewToSanction, signOffer, staffId, startLoan } from '../support/lifecycle.ts';
import { replayAndRecord } from '../support/replay-histories.ts';
import { connectTemporal, eventually, type TemporalHarness } from '../support/temporal.ts';
import { bundleFile, startWorkerProcess, type WorkerProcess } from '../support/worker-process.ts';

// A worker process killed with SIGKILL mid-loan, and a new one started: Temporal hands the loan to the new
// worker, which replays its history and carries on. The sandbox payment ledger proves no money moved twice.

const pool = createPool(inject('databaseUrl'));
let temporal: TemporalHarness;
let bundle: string;
let ids: { underwriter: string; approver: string };
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  temporal = await connectTemporal(inject('temporalAddress'), inject('temporalNamespace'));
  bundle = await bundleFile();
  ids = { underwriter: await staffId(pool, 'underwriter1'), approver: await staffId(pool, 'approver1') };
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await temporal.close();
  await pool.end();
  await rm(bundle, { force: true });
});

function workerOn(taskQueue: string): Promise<WorkerProcess> {
  return startWorkerProcess({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress'), temporalNamespace: inject('temporalNamespace'), taskQueue, bundle }).then((w) => {
    workers.push(w);
    return w;
  });
}

const count = async (sql: string, params: unknown[]) => (await pool.query<{ n: number }>(sql, params)).rows[0]!.n;
const eventCount = (loanId: string, type: string) => count('SELECT count(*)::int AS n FROM loan_events WHERE loan_id = $1 AND type = $2', [loanId, type]);

/** Every side effect of a finished twelve-month loan happened exactly once. */
async function expectNothingDoubled(loanId: string) {
  const { rows: ledger } = await pool.query<{ idempotency_key: string; kind: string; amount_paise: string }>(
    'SELECT idempotency_key, kind, amount_paise FROM sandbox_payment_calls WHERE idempotency_key LIKE $1 OR idempotency_key LIKE $2',
    [`disburse:${loanId}`, `debit:${loanId}:%`]);
  // One ledger row per key is the provider's promise; one key per instalment is ours.
  expect(ledger.filter((r) => r.kind === 'disbursement').map((r) => r.idempotency_key)).toEqual([`disburse:${loanId}`]);
  const debitKeys = ledger.filter((r) => r.kind === 'debit').map((r) => r.idempotency_key.split(':').slice(0, 3).join(':'));
  expect(debitKeys).toHaveLength(12);
  expect(new Set(debitKeys).size).toBe(12);
  expect(await count('SELECT count(*)::int AS n FROM loan_payments WHERE loan_id = $1', [loanId])).toBe(13);
  const debited = ledger.filter((r) => r.kind === 'debit').reduce((sum, r) => sum + Number(r.amount_paise), 0);
  expect(debited).toBe(await count('SELECT sum(emi_paise)::bigint::int AS n FROM loan_instalments WHERE loan_id = $1', [loanId]));
  expect(await count(`SELECT count(*)::int AS n FROM loan_instalments WHERE loan_id = $1 AND status = 'paid'`, [loanId])).toBe(12);
  expect(await eventCount(loanId, 'disbursed')).toBe(1);
  expect(await eventCount(loanId, 'emi_paid')).toBe(12);
  expect(await eventCount(loanId, 'emi_reminder_sent')).toBe(12);
  expect(await eventCount(loanId, 'closed')).toBe(1);
}

describe('a loan survives its worker being killed', () => {
  it('finishes the repayment schedule after the worker is killed between instalments, debiting each instalment once', async () => {
    const taskQueue = `crash-${randomUUID()}`;
    const first = await workerOn(taskQueue);
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handle = await startLoan(temporal.client, taskQueue, loanId, borrower.phone, { ...FAST, instalmentIntervalMs: 400 });
    await reviewToSanction(pool, handle, loanId, ids);
    await signOffer(pool, handle, loanId);
    await eventually(async () => (await eventCount(loanId, 'emi_paid')) >= 3, 60_000);
    await first.kill();
    const paidWhenKilled = await eventCount(loanId, 'emi_paid');
    // The durable timers keep running on the server while no worker is alive.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await eventCount(loanId, 'emi_paid')).toBe(paidWhenKilled);
    await workerOn(taskQueue);
    expect(await handle.result()).toBe('closed');
    await expectNothingDoubled(loanId);
    await replayAndRecord(temporal.client, loanWorkflowId(loanId), 'worker-killed-during-repayment');
  }, 240_000);

  it('pays the school once when the worker is killed after the provider paid but before the payment was recorded', async () => {
    const taskQueue = `crash-${randomUUID()}`;
    const first = await workerOn(taskQueue);
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handle = await startLoan(temporal.client, taskQueue, loanId, borrower.phone);
    // Holding a lock on our payments table stops the disbursement activity between the provider's answer and our record
    // of it, so the kill lands in the worst place every time: money moved, the activity never reports back.
    const blocker = await pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE loan_payments IN SHARE MODE');
      await reviewToSanction(pool, handle, loanId, ids);
      await signOffer(pool, handle, loanId);
      await eventually(async () => (await count('SELECT count(*)::int AS n FROM sandbox_payment_calls WHERE idempotency_key = $1', [`disburse:${loanId}`])) === 1, 60_000);
      await first.kill();
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
    expect(await count(`SELECT count(*)::int AS n FROM loan_payments WHERE loan_id = $1`, [loanId])).toBe(0);
    await workerOn(taskQueue);
    expect(await handle.result()).toBe('closed');
    // Temporal ran the disbursement again after the lost attempt timed out; the provider saw the same key twice and paid once.
    expect(await count('SELECT calls AS n FROM sandbox_payment_calls WHERE idempotency_key = $1', [`disburse:${loanId}`])).toBe(2);
    await expectNothingDoubled(loanId);
    await replayAndRecord(temporal.client, loanWorkflowId(loanId), 'worker-killed-during-disbursement');
  }, 240_000);
});
