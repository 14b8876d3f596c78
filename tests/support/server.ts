import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { inject } from 'vitest';
import { LOAN_TASK_QUEUE } from '../../workflows/loan-application/loan-application.messages.ts';
import { VERIFICATION_TASK_QUEUE } from '../../workflows/verification/verification.messages.ts';
import { generateSecrets } from '../../scripts/dev/local-secrets.ts';
import { freePort } from '../../scripts/dev/temporal-dev-server.ts';

export interface RunningProduct {
  baseUrl: string;
  /** The two processes, for tests that signal one of them. */
  processes: { api: ChildProcess; worker: ChildProcess };
  /** Everything the API and worker printed, when started with `captureLogs`. */
  logs(): string;
  stop(): Promise<void>;
}

/** The real API process (serving the built web app) and the real worker, on the test's database and Temporal. */
export async function startProduct(env: { databaseUrl: string; temporalAddress: string; temporalNamespace?: string; extraEnv?: Record<string, string>; captureLogs?: boolean }): Promise<RunningProduct> {
  const port = await freePort();
  const childEnv = {
    ...generateSecrets(),
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: env.databaseUrl,
    TEMPORAL_ADDRESS: env.temporalAddress,
    // The test worker's namespace on the shared server; a file with a Temporal server of its own passes 'default'.
    TEMPORAL_NAMESPACE: env.temporalNamespace ?? inject('temporalNamespace'),
    LOG_LEVEL: 'warn',
    // Test files send many codes from one address; the limit's own test sets a small one.
    AUTH_RATE_LIMIT: '1000',
    ...env.extraEnv,
  };
  const processes: ChildProcess[] = ['api/main.ts', 'worker/main.ts'].map((script) =>
    spawn(process.execPath, [path.resolve(script)], { env: childEnv, stdio: ['ignore', env.captureLogs ? 'pipe' : 'inherit', env.captureLogs ? 'pipe' : 'inherit'] }),
  );
  const output: string[] = [];
  for (const child of processes) {
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let exited: string | undefined;
  for (const child of processes) child.once('exit', (code) => { exited ??= `a product process exited with ${code} before it was healthy`; });
  for (;;) {
    if (exited) throw new Error(exited);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the product did not become healthy within 60s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The API answers before the worker has bundled the workflows: wait until this worker polls both queues,
  // so a test's first check or loan does not spend its deadline in the task queue.
  await workerPolling(childEnv.TEMPORAL_ADDRESS, childEnv.TEMPORAL_NAMESPACE, processes[1]!.pid!, () => exited, deadline + 60_000);
  return {
    baseUrl,
    processes: { api: processes[0]!, worker: processes[1]! },
    logs: () => output.join(''),
    async stop() {
      await Promise.all(processes.map((child) => new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      })));
    },
  };
}

async function workerPolling(address: string, namespace: string, pid: number, exited: () => string | undefined, deadline: number): Promise<void> {
  const connection = await Connection.connect({ address });
  try {
    for (const name of [LOAN_TASK_QUEUE, VERIFICATION_TASK_QUEUE]) {
      for (;;) {
        const exit = exited();
        if (exit) throw new Error(exit);
        const { pollers } = await connection.workflowService.describeTaskQueue({ namespace, taskQueue: { name } });
        // A worker's identity starts with its process id; pollers of an earlier product linger in the list for a while.
        if (pollers.some((poller) => poller.identity?.startsWith(`${pid}@`))) break;
        if (Date.now() > deadline) throw new Error(`the worker did not poll ${name} in time`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await connection.close();
  }
}
