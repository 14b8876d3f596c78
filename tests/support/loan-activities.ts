import { createLocalFileStorage } from '../../db/file-storage.ts';
import { createLoanScoreActivities } from '../../worker/activities/loan-score.activities.ts';
import { createBankStatementReader } from '../../db/repositories/bank-statement.repository.ts';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, inject } from 'vitest';
import { startBoss } from '../../db/boss.ts';
import { createFieldCipher } from '../../db/field-encryption.ts';
import type { Pool } from '../../db/pool.ts';
import { createLoanActivities } from '../../worker/activities/loan.activities.ts';
import { createLoanMoneyActivities } from '../../worker/activities/loan-money.activities.ts';
import { createCoolingOffActivities } from '../../worker/activities/loan-cooling-off.activities.ts';
import { createLoanVerificationActivities } from '../../worker/activities/loan-verification.activities.ts';
import { createSandboxCreditBureauProvider } from '../../worker/providers/credit-bureau.provider.ts';
import { createSandboxPaymentsProvider } from '../../worker/providers/payments.provider.ts';
import { createSandboxVerificationProviders } from '../../worker/providers/verification-providers.ts';
import { connectTemporal, type TemporalHarness } from './temporal.ts';

/** The data key of the loan tests: fixtures seal PANs and accounts with it, and every test worker opens them with it. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');
export const testCipher = createFieldCipher(TEST_DATA_KEY);

/** The loan workflow's activities as the worker registers them, on the sandbox providers. */
export function loanActivities(pool: Pool, boss: PgBoss): object {
  const payments = createSandboxPaymentsProvider(pool);
  return {
    ...createLoanActivities({ pool }),
    ...createLoanMoneyActivities({ pool, boss, cipher: testCipher, payments }),
    ...createCoolingOffActivities({ pool, payments }),
    ...createLoanScoreActivities({ pool, bankStatements: createBankStatementReader({ pool, storage: createLocalFileStorage(process.env.UPLOAD_DIR ?? '.data/uploads') }) }),
    ...createLoanVerificationActivities({ pool, cipher: testCipher, providers: createSandboxVerificationProviders(), bureau: createSandboxCreditBureauProvider() }),
  };
}

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
  const temporal = await connectTemporal(inject('temporalAddress'));
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
