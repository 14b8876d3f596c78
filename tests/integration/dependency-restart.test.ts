import { Client, Connection } from '@temporalio/client';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { createPool, type Pool } from '../../db/pool.ts';
import { generateSecrets } from '../../scripts/dev/local-secrets.ts';
import { seedDevelopment } from '../../scripts/dev/seed.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/dev/embedded-postgres.ts';
import { freePort, startTemporalDevServer, type TemporalDevServer } from '../../scripts/dev/temporal-dev-server.ts';
import { LOAN_TASK_QUEUE, loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { TEST_DATA_KEY } from '../support/loan-activities.ts';
import { FAST, loanReadyToStart, reviewToSanction, signOffer, staffId, startLoan, statusOf } from '../support/lifecycle.ts';
import { attachSnapshot } from '../support/review-desk.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';
import { eventually } from '../support/temporal.ts';
import { bundleFile, startWorkerProcess } from '../support/worker-process.ts';

// PostgreSQL and Temporal restarted under the real API and worker processes, on a database and a
// Temporal server of this file's own (the shared ones serve the other test files meanwhile).

let dir: string;
let pgPort: number;
let temporalPort: number;
let database: EmbeddedDatabase;
let temporal: TemporalDevServer;
let product: RunningProduct;
let pool: Pool;
let databaseUrl: string;
let underwriterToken = '';

const startDatabase = () => startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port: pgPort });
// The SQLite file keeps every workflow's history across the restart, as a production server's store does.
const startTemporal = () => startTemporalDevServer({ port: temporalPort, dbFile: path.join(dir, 'temporal.db') });

beforeAll(async () => {
  await mkdir('.data', { recursive: true });
  dir = await mkdtemp(path.resolve('.data/restart-'));
  await chmod(dir, 0o755);
  [pgPort, temporalPort] = [await freePort(), await freePort()];
  database = await startDatabase();
  databaseUrl = database.url;
  await migrate(databaseUrl);
  await seedDevelopment(databaseUrl, generateSecrets().DATA_ENCRYPTION_KEY);
  temporal = await startTemporal();
  product = await startProduct({ databaseUrl, temporalAddress: temporal.address, temporalNamespace: 'default', extraEnv: { DATA_ENCRYPTION_KEY: TEST_DATA_KEY }, captureLogs: true });
  pool = createPool(databaseUrl);
  const login = await (await fetch(`${product.baseUrl}/api/underwriter/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'underwriter1', password: 'Underwriter@123' }),
  })).json() as { data: { authToken: string } };
  underwriterToken = login.data.authToken;
}, 240_000);
afterAll(async () => {
  await product?.stop();
  await pool?.end();
  await temporal?.stop();
  await database?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const get = async (route: string) => {
  const response = await fetch(`${product.baseUrl}/api${route}`, { headers: { Authorization: `Bearer ${underwriterToken}` }, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, body: await response.json() as { message: string; data: unknown } };
};

/** A loan repaying every `intervalMs`, with the product's own worker running it. */
async function repayingLoan(client: Client, intervalMs: number) {
  const { loanId, borrower } = await loanReadyToStart(pool);
  await attachSnapshot(pool, loanId, borrower.id);
  const handle = await startLoan(client, LOAN_TASK_QUEUE, loanId, borrower.phone, { ...FAST, instalmentIntervalMs: intervalMs });
  await reviewToSanction(pool, handle, loanId, { underwriter: await staffId(pool, 'underwriter1'), approver: await staffId(pool, 'approver1') });
  await signOffer(pool, handle, loanId);
  await eventually(async () => (await statusOf(pool, loanId)) === 'repaying', 60_000);
  return loanId;
}

/** Every payment key was asked of the provider once, and every instalment is paid. */
async function nothingDoubled(loanId: string) {
  const { rows: calls } = await pool.query<{ idempotency_key: string; calls: number }>(
    `SELECT idempotency_key, calls FROM sandbox_payment_calls WHERE idempotency_key LIKE $1 OR idempotency_key = $2`, [`debit:${loanId}:%`, `disburse:${loanId}`]);
  expect(calls.length).toBeGreaterThanOrEqual(13);
  expect(calls.filter((c) => c.calls !== 1)).toEqual([]);
  const { rows: unpaid } = await pool.query('SELECT number FROM loan_instalments WHERE loan_id = $1 AND status <> $2', [loanId, 'paid']);
  expect(unpaid).toEqual([]);
  const { rows: disbursed } = await pool.query(`SELECT 1 FROM loan_payments WHERE loan_id = $1 AND kind = 'disbursement'`, [loanId]);
  expect(disbursed).toHaveLength(1);
}

describe('dependencies restarted under traffic', () => {
  it('PostgreSQL down: the API answers 503 and recovers by itself; a repaying loan still closes with nothing paid twice', async () => {
    const connection = await Connection.connect({ address: temporal.address });
    const loanId = await repayingLoan(new Client({ connection, namespace: 'default' }), 1_500);
    expect((await get('/underwriter/getloancounts')).status).toBe(200);

    await database.stop();
    const health = await fetch(`${product.baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { data: { database: string } }).data.database).toBe('down');
    const read = await get('/underwriter/getloancounts');
    expect(read.status).toBe(503);
    expect(read.body.message).toMatch(/database is not reachable/);
    // Requests keep coming while it is down: every one is answered, none with a 500.
    const during = await Promise.all(Array.from({ length: 10 }, () => get('/underwriter/getallloans')));
    expect(during.map((r) => r.status)).toEqual(Array(10).fill(503));

    await new Promise((resolve) => setTimeout(resolve, 3_000));
    database = await startDatabase();
    // No restart of the API or the worker: they reconnect on their own.
    await eventually(async () => (await fetch(`${product.baseUrl}/api/health`)).status === 200, 60_000);
    await eventually(async () => (await get('/underwriter/getloancounts')).status === 200, 30_000);
    await eventually(async () => (await statusOf(pool, loanId)) === 'closed', 120_000);
    await nothingDoubled(loanId);
    await connection.close();
  }, 300_000);

  it('Temporal down: workflow-backed calls answer 503, health says so, and after the restart loans carry on to closure', async () => {
    let connection = await Connection.connect({ address: temporal.address });
    const loanId = await repayingLoan(new Client({ connection, namespace: 'default' }), 1_500);
    await connection.close();

    await temporal.stop();
    await eventually(async () => (await fetch(`${product.baseUrl}/api/health`)).status === 503, 30_000);
    // Deciding goes to the loan's workflow: refused with a clear 503, not a hang or a 500.
    const decisions = await Promise.all(Array.from({ length: 3 }, () => fetch(`${product.baseUrl}/api/underwriter/setapprovalstatus`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${underwriterToken}` },
      body: JSON.stringify({ loanid: loanId, documentName: 'studentDetails', approvalStatus: 'Accepted' }), signal: AbortSignal.timeout(30_000),
    })));
    for (const decision of decisions) {
      expect(decision.status).toBe(503);
      expect(((await decision.json()) as { message: string }).message).toMatch(/not reachable just now; nothing was changed/);
    }
    // Reads from PostgreSQL still work while Temporal is away.
    expect((await get('/underwriter/getloancounts')).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 3_000));
    temporal = await startTemporal();
    await eventually(async () => (await fetch(`${product.baseUrl}/api/health`)).status === 200, 90_000);
    connection = await Connection.connect({ address: temporal.address });
    await eventually(async () => (await statusOf(pool, loanId)) === 'closed', 180_000);
    await nothingDoubled(loanId);
    await connection.close();
  }, 400_000);

  it('the worker killed mid-verification: a new worker takes the loan to review once, each check recorded once', async () => {
    const connection = await Connection.connect({ address: temporal.address });
    const client = new Client({ connection, namespace: 'default' });
    // A task queue of its own, so only the worker processes this test starts and kills run this loan.
    const taskQueue = `verify-crash-${randomUUID()}`;
    const bundle = await bundleFile();
    const worker = { databaseUrl, temporalAddress: temporal.address, temporalNamespace: 'default', taskQueue, bundle };
    const first = await startWorkerProcess(worker);
    const { loanId, borrower } = await loanReadyToStart(pool);
    // A lock on the checks table holds each verification activity after the provider answered and before the
    // result is stored, so the kill lands inside the verification stage every time.
    const blocker = await pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE loan_verifications IN SHARE MODE');
      await startLoan(client, taskQueue, loanId, borrower.phone);
      await eventually(async () => ((await pool.query(
        `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO loan_verifications%'`)).rowCount ?? 0) > 0, 60_000);
      await first.kill();
      expect(await statusOf(pool, loanId)).not.toBe('ready_for_review');
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
    const second = await startWorkerProcess(worker);
    try {
      // Temporal gives the lost attempts to the new worker once their 30 s start-to-close timeout runs out.
      await eventually(async () => (await statusOf(pool, loanId)) === 'ready_for_review', 150_000);
      const { rows: checks } = await pool.query<{ kind: string; n: number }>(
        'SELECT kind, count(*)::int AS n FROM loan_verifications WHERE loan_id = $1 GROUP BY kind ORDER BY kind', [loanId]);
      expect(checks.map((c) => c.kind)).toEqual(expect.arrayContaining(['bank_account', 'bureau', 'pan']));
      expect(checks.filter((c) => c.n !== 1)).toEqual([]);
      const { rows: events } = await pool.query<{ type: string; n: number }>(
        'SELECT type, count(*)::int AS n FROM loan_events WHERE loan_id = $1 GROUP BY type', [loanId]);
      expect(events.find((e) => e.type === 'verifications_completed')?.n).toBe(1);
      expect(events.filter((e) => e.n !== 1)).toEqual([]);
    } finally {
      await client.workflow.getHandle(loanWorkflowId(loanId)).terminate('test finished').catch(() => {});
      await second.stop();
      await connection.close();
      await rm(bundle, { force: true });
    }
  }, 300_000);
});
