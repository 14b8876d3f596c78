import { z } from 'zod';
import type { PgBoss } from 'pg-boss';
import type { FieldCipher } from './field-encryption.ts';
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

/** An attachment of an e-mail: its bytes (base64) sealed like the body, since an advice or a statement names people and sums. */
export const emailAttachment = z.object({
  filename: z.string().min(1).max(120).regex(/^[^/\\\0]+$/, 'an attachment name has no path'),
  contentType: z.string().min(3).max(100),
  // About 512 KB of file once sealed and encoded.
  sealedContent: z.string().min(1).max(720_000, 'an attachment is at most 512 KB'),
}).strict();

/**
 * One e-mail to one address. The body (plain text) and any attachments are sealed: they may carry a
 * code, an account's last digits or money figures, and job payloads sit in the database until sent.
 * `messageKey` names the message for good (e.g. `advice:<loanId>`): a retried or repeated job sends it once.
 * Attachments travel in the payload, so keep them small (a generated advice or statement, not uploads).
 */
export const sendEmailJob = defineJob({
  name: 'email.send',
  schema: z.object({
    messageKey: z.string().min(1).max(200),
    to: z.email(),
    subject: z.string().min(1).max(200),
    sealedBody: z.string().min(1),
    attachments: z.array(emailAttachment).max(5).optional(),
  }).strict(),
  retryLimit: 8,
  retryDelaySeconds: 10,
});

/** An e-mail as its sender writes it; `sealEmail` turns it into the job's payload. */
export interface EmailMessage {
  messageKey: string;
  to: string;
  subject: string;
  body: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** The `sendEmailJob` payload of a message: body and attachments sealed with the data key. */
export function sealEmail(cipher: FieldCipher, message: EmailMessage): z.infer<typeof sendEmailJob.schema> {
  return sendEmailJob.schema.parse({
    messageKey: message.messageKey,
    to: message.to,
    subject: message.subject,
    sealedBody: cipher.encrypt(message.body),
    ...(message.attachments?.length
      ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, sealedContent: cipher.encrypt(a.content.toString('base64')) })) }
      : {}),
  });
}

export const ALL_JOBS = [startLoanWorkflowJob, sendSmsJob, sendEmailJob] as const;

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
