import type { createSmsOutboxRepository } from '../../db/repositories/sms-outbox.repository.ts';

/** Sends one SMS. `messageKey` makes a repeated send of the same message a no-op at the provider. */
export interface SmsProvider {
  send(message: { messageKey: string; to: string; text: string }): Promise<void>;
}

/** Development adapter: messages go to the outbox table that GET /api/dev/outbox reads. */
export function createOutboxSmsProvider(outbox: ReturnType<typeof createSmsOutboxRepository>): SmsProvider {
  return {
    send: ({ messageKey, to, text }) => outbox.deliver(messageKey, to, text),
  };
}
