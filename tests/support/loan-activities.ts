import type { PgBoss } from 'pg-boss';
import { createFieldCipher } from '../../db/field-encryption.ts';
import { createLocalFileStorage } from '../../db/file-storage.ts';
import type { Pool } from '../../db/pool.ts';
import { createBankStatementReader } from '../../db/repositories/bank-statement.repository.ts';
import { createLoanWorkflowActivities } from '../../worker/loan-workflow-activities.ts';
import { createSandboxCreditBureauProvider } from '../../worker/providers/credit-bureau.provider.ts';
import { createSandboxPaymentsProvider } from '../../worker/providers/payments.provider.ts';
import { createSandboxVerificationProviders } from '../../worker/providers/verification-providers.ts';

/** The data key of the loan tests: fixtures seal PANs and accounts with it, and every test worker opens them with it. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');
export const testCipher = createFieldCipher(TEST_DATA_KEY);

/** The loan workflow's activities as the worker registers them, on the sandbox providers. */
export function loanActivities(pool: Pool, boss: PgBoss): object {
  return createLoanWorkflowActivities({
    pool, boss, cipher: testCipher, payments: createSandboxPaymentsProvider(pool), providers: createSandboxVerificationProviders(),
    bureau: createSandboxCreditBureauProvider(), bankStatements: createBankStatementReader({ pool, storage: createLocalFileStorage(process.env.UPLOAD_DIR ?? '.data/uploads') }),
  });
}
