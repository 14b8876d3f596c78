import { z } from 'zod';
import type { PgBoss } from 'pg-boss';
import type { PoolClient } from './pool.ts';

/**
 * The jobs that leave a database transaction reliably (transactional outbox): each has a name, a
 * payload schema and its retry policy here; the handlers live in worker/.
 */
export interface JobDefinition<Schema extends z.ZodType> {
  name: string;
  schema: Schema;
  retryLimit: number;
  retryDelaySeconds: number;
}

function defineJob<Schema extends z.ZodType>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  return definition;
}

/** Start a loan's workflow once the fee submission that created the loan has committed. */
export const startLoanWorkflowJob = defineJob({
  name: 'loan.start-workflow',
  schema: z.object({ loanId: z.string().min(1), borrowerPhone: z.string().min(1) }).strict(),
  retryLimit: 10,
  retryDelaySeconds: 5,
});

/** One SMS to one number; the text is sealed (it may carry a one-time code) and opened only to send. */
export const sendSmsJob = defineJob({
  name: 'sms.send',
  schema: z.object({ messageKey: z.string().min(1), to: z.string().regex(/^\+91[0-9]{10}$/), sealedText: z.string().min(1) }).strict(),
  retryLimit: 5,
  retryDelaySeconds: 2,
});

export const ALL_JOBS = [startLoanWorkflowJob, sendSmsJob] as const;

/** Creates every queue with its retry limit and a dead-letter queue for what exhausts its retries. */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  for (const job of ALL_JOBS) {
    const deadLetter = `${job.name}.dead`;
    await boss.createQueue(deadLetter, { retryLimit: 0 });
    await boss.createQueue(job.name, {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      deadLetter,
      notify: true,
    });
    // Queues made before workers were woken by NOTIFY get it too.
    await boss.updateQueue(job.name, { notify: true });
  }
}

/** Queues a job inside the caller's transaction: it exists only if that transaction commits. */
export async function sendInTransaction<Schema extends z.ZodType>(
  boss: PgBoss,
  client: PoolClient,
  job: JobDefinition<Schema>,
  data: z.infer<Schema>,
  options: { singletonKey?: string } = {},
): Promise<void> {
  const payload = job.schema.parse(data) as object;
  await boss.send(job.name, payload, {
    ...options,
    db: { executeSql: (text: string, values?: unknown[]) => client.query(text, values) },
  });
}
