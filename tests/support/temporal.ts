import { Client, Connection } from '@temporalio/client';
import { bundleWorkflowCode, DefaultLogger, NativeConnection, Runtime, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

// Worker state changes are noise in test output; warnings and errors still show.
try {
  Runtime.install({ logger: new DefaultLogger('WARN') });
} catch {
  // Already installed by another test file in this process.
}

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;

/** The workflow bundle, built once per test file: the same entry the worker loads. */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  bundle ??= bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('../../workflows/index.ts', import.meta.url)),
    logger: { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error() {} },
  });
  return bundle;
}

export interface TemporalHarness {
  client: Client;
  taskQueue: string;
  /** A worker on this test's own task queue with the given activities. */
  createWorker(activities: object): Promise<Worker>;
  close(): Promise<void>;
}

export async function connectTemporal(address: string, namespace: string): Promise<TemporalHarness> {
  const connection = await Connection.connect({ address });
  const nativeConnection = await NativeConnection.connect({ address });
  const client = new Client({ connection, namespace });
  const taskQueue = `test-${randomUUID()}`;
  return {
    client,
    taskQueue,
    async createWorker(activities: object) {
      return Worker.create({ connection: nativeConnection, namespace, taskQueue, workflowBundle: await workflowBundle(), activities });
    },
    async close() {
      await connection.close();
      await nativeConnection.close();
    },
  };
}

/** Polls until `check` returns a value, for read-model effects that land shortly after a step. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
