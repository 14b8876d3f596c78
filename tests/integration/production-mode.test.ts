import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { generateSecrets } from '../../scripts/dev/local-secrets.ts';
import { freePort } from '../../scripts/dev/temporal-dev-server.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

// The processes as a deployment runs them: settings checked at start-up with every problem named,
// probes for the balancer and the orchestrator, and a stop that lets requests in flight finish.

const pool = createPool(inject('databaseUrl'), 2);
afterAll(() => pool.end());

/** Runs one process to its end (it is expected to refuse to start) and returns what it said. */
function runToExit(script: string, env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve(script)], { env: { PATH: process.env.PATH, ...env } as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('settings checked at start-up', () => {
  it('the API names every missing or malformed setting at once', async () => {
    const { code, output } = await runToExit('api/main.ts', { DATABASE_URL: inject('databaseUrl'), TEMPORAL_ADDRESS: 'http://temporal', OTP_PEPPER: 'short' });
    expect(output).toContain('TEMPORAL_ADDRESS must be host:port');
    expect(code).not.toBe(0);
    expect(output).toContain('SESSION_SECRET');
    expect(output).toContain('OTP_PEPPER must be at least 32 characters');
    expect(output).toContain('DATA_ENCRYPTION_KEY');
  });

  it('the worker names a bad Temporal address and each credential a chosen gateway lacks', async () => {
    const secrets = generateSecrets();
    const temporal = await runToExit('worker/main.ts', { DATABASE_URL: inject('databaseUrl'), DATA_ENCRYPTION_KEY: secrets.DATA_ENCRYPTION_KEY, TEMPORAL_ADDRESS: 'temporal' });
    expect(temporal.code).not.toBe(0);
    expect(temporal.output).toContain('TEMPORAL_ADDRESS must be host:port');
    const gateways = await runToExit('worker/main.ts', {
      DATABASE_URL: inject('databaseUrl'), DATA_ENCRYPTION_KEY: secrets.DATA_ENCRYPTION_KEY, TEMPORAL_ADDRESS: inject('temporalAddress'),
      SMS_PROVIDER: 'msg91', EMAIL_PROVIDER: 'smtp', WORKER_HTTP_PORT: 'eighty',
    });
    expect(gateways.code).not.toBe(0);
    for (const named of ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'SMS_DLT_TEMPLATES_FILE', 'SMTP_URL', 'EMAIL_FROM', 'WORKER_HTTP_PORT']) expect(gateways.output).toContain(named);
  });
});

describe('probes and a graceful stop', () => {
  let product: RunningProduct;
  let workerPort = 0;
  beforeAll(async () => {
    workerPort = await freePort();
    product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress'), extraEnv: { WORKER_HTTP_PORT: String(workerPort), SHUTDOWN_TIMEOUT_MS: '15000' } });
  });
  afterAll(() => product?.stop());

  it('answers live and ready on the API and on the worker', async () => {
    expect((await fetch(`${product.baseUrl}/api/health/live`)).status).toBe(200);
    expect(await (await fetch(`${product.baseUrl}/api/health/ready`)).json()).toEqual({ message: 'All systems up', data: { database: 'up', temporal: 'up' } });
    expect((await fetch(`http://127.0.0.1:${workerPort}/health/live`)).status).toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${workerPort}/health/ready`)).json()).toEqual({ ready: true });
  });

  it('a stopped API finishes the request in flight, takes no new connection, and exits cleanly; so does the worker', async () => {
    // A lock on the outbox holds one read open inside the API while the stop begins.
    const blocker = await pool.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE dev_sms_outbox IN ACCESS EXCLUSIVE MODE');
    const inFlight = fetch(`${product.baseUrl}/api/dev/outbox?to=%2B919800000001`);
    try {
      await waitFor(async () => ((await pool.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%dev_sms_outbox%'`)).rowCount ?? 0) > 0);
      const apiExit = new Promise<number | null>((resolve) => product.processes.api.once('exit', (code) => resolve(code)));
      product.processes.api.kill('SIGTERM');
      await waitFor(async () => fetch(`${product.baseUrl}/api/health/live`).then(() => false, () => true));
      await blocker.query('ROLLBACK');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await apiExit).toBe(0);
    } finally {
      await blocker.query('ROLLBACK').catch(() => {});
      blocker.release();
    }
    const workerExit = new Promise<number | null>((resolve) => product.processes.worker.once('exit', (code) => resolve(code)));
    product.processes.worker.kill('SIGTERM');
    expect(await workerExit).toBe(0);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
