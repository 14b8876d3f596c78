import type { Job } from 'pg-boss';
import type { FieldCipher } from '../../db/field-encryption.ts';
import { sendSmsJob } from '../../db/jobs.ts';
import type { SmsProvider } from '../providers/sms.provider.ts';

/** Opens the sealed text and hands it to the SMS provider; retried jobs reuse the message key. */
export function createSendSmsHandler(deps: { sms: SmsProvider; cipher: FieldCipher }) {
  return async (jobs: Job<unknown>[]): Promise<void> => {
    // Each message carries its own key, so a retried batch delivers nothing twice.
    await Promise.all(jobs.map(async (job) => {
      const data = sendSmsJob.schema.parse(job.data);
      await deps.sms.send({ messageKey: data.messageKey, to: data.to, text: deps.cipher.decrypt(data.sealedText) });
    }));
  };
}
