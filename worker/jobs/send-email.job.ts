import type { Job } from 'pg-boss';
import type { FieldCipher } from '../../db/field-encryption.ts';
import { sendEmailJob } from '../../db/jobs.ts';
import type { EmailProvider } from '../providers/email.provider.ts';

/** Opens the sealed body and attachments and hands the message to the e-mail provider; retries reuse the message key. */
export function createSendEmailHandler(deps: { email: EmailProvider; cipher: FieldCipher }) {
  return async (jobs: Job<unknown>[]): Promise<void> => {
    await Promise.all(jobs.map(async (job) => {
      const data = sendEmailJob.schema.parse(job.data);
      await deps.email.send({
        messageKey: data.messageKey,
        to: data.to,
        subject: data.subject,
        text: deps.cipher.decrypt(data.sealedBody),
        attachments: (data.attachments ?? []).map((a) => ({
          filename: a.filename, contentType: a.contentType, content: Buffer.from(deps.cipher.decrypt(a.sealedContent), 'base64'),
        })),
      });
    }));
  };
}
