import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workflowBundle } from './temporal.ts';

const SCRIPT = fileURLToPath(new URL('./loan-worker.process.ts', import.meta.url));

export interface WorkerProcess {
  pid: number;
  /** Kills the process outright, as a crash or an OOM kill would: no shutdown, no activity completion. */
  kill(): Promise<void>;
  /** Asks it to finish in-flight work and stop. */
  stop(): Promise<void>;
}

/** Writes the workflow bundle once so each worker process starts in a second instead of bundling again. */
export async function bundleFile(): Promise<string> {
  const file = path.join(os.tmpdir(), `loan-workflows-${process.pid}.js`);
  await writeFile(file, (await workflowBundle()).code);
  return file;
}

/** Starts a real worker process on the task queue and waits until it polls. */
export async function startWorkerProcess(env: { databaseUrl: string; temporalAddress: string; temporalNamespace: string; taskQueue: string; bundle: string }): Promise<WorkerProcess> {
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, DATABASE_URL: env.databaseUrl, TEMPORAL_ADDRESS: env.temporalAddress, TEMPORAL_NAMESPACE: env.temporalNamespace, TASK_QUEUE: env.taskQueue, WORKFLOW_BUNDLE: env.bundle },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the worker process did not start within 60s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the worker process exited with ${code} before it was ready`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('loan-worker-ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid!,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
