import type { createEmailOutboxRepository } from '../../db/repositories/email-outbox.repository.ts';

/** One e-mail as a provider sends it: plain text, opened attachments. */
export interface OutgoingEmail {
  /** Names the message for good: a provider that sees the same key again sends nothing more. */
  messageKey: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Sends one e-mail. */
export interface EmailProvider {
  send(message: OutgoingEmail): Promise<void>;
}

/** Development adapter: messages go to the outbox table that GET /api/dev/outbox?to=<address> reads. */
export function createOutboxEmailProvider(outbox: ReturnType<typeof createEmailOutboxRepository>): EmailProvider {
  return {
    send: (message) => outbox.deliver(message),
  };
}
