import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, inject } from 'vitest';
import { startBoss } from '../../db/boss.ts';
import type { Pool } from '../../db/pool.ts';
import { loanActivities } from './loan-activities.ts';
import { connectTemporal, type TemporalHarness } from './temporal.ts';

/** A running loan worker and what it stands on; `stop` takes all of it down, the test's pool included. */
export interface LoanWorker {
  temporal: TemporalHarness;
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * The set-up of a test file that drives loan workflows: Temporal, pg-boss, and a worker with the loan
 * activities on the file's own task queue. Call it in beforeAll and `stop` it in afterAll.
 */
export async function startLoanWorker(pool: Pool): Promise<LoanWorker> {
  const temporal = await connectTemporal(inject('temporalAddress'), inject('temporalNamespace'));
  const boss = await startBoss(inject('databaseUrl'), { supervise: false, onError: () => {} });
  const worker = await temporal.createWorker(loanActivities(pool, boss));
  const running = worker.run();
  return {
    temporal,
    boss,
    async stop() {
      worker.shutdown();
      await running;
      await temporal.close();
      await boss.stop({ graceful: false });
      await pool.end();
    },
  };
}

/**
 * startLoanWorker for a whole test file: starts it before the file's tests and stops it after them.
 * Call it at the top of the file; `temporal` and `boss` answer once the file's tests have begun.
 */
export function useLoanWorker(pool: Pool): { temporal: Pick<TemporalHarness, 'client' | 'taskQueue'>; readonly boss: PgBoss } {
  let started: LoanWorker | undefined;
  beforeAll(async () => {
    started = await startLoanWorker(pool);
  });
  afterAll(() => started?.stop());
  const live = () => {
    if (!started) throw new Error('the loan worker is used before the tests began');
    return started;
  };
  return {
    temporal: {
      get client() { return live().temporal.client; },
      get taskQueue() { return live().temporal.taskQueue; },
    },
    get boss() { return live().boss; },
  };
}
