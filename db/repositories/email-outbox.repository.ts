import type { Pool } from '../pool.ts';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number; contentBase64: string }[];
  createdAt: string;
}

export interface OutboxEmailInput {
  messageKey: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** The development e-mail provider's mailbox: what an inbox would have received. */
export function createEmailOutboxRepository(pool: Pool) {
  return {
    /** Stores a message once per key, so a retried send job delivers nothing twice. */
    async deliver(message: OutboxEmailInput): Promise<void> {
      const attachments = message.attachments.map((a) => ({
        filename: a.filename, contentType: a.contentType, size: a.content.length, contentBase64: a.content.toString('base64'),
      }));
      await pool.query(
        `INSERT INTO dev_email_outbox (message_key, to_address, subject, body, attachments) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (message_key) DO NOTHING`,
        [message.messageKey, message.to, message.subject, message.text, JSON.stringify(attachments)],
      );
    },

    async listFor(to: string, limit = 20): Promise<OutboxEmail[]> {
      const { rows } = await pool.query<{ to_address: string; subject: string; body: string; attachments: OutboxEmail['attachments']; created_at: Date }>(
        'SELECT to_address, subject, body, attachments, created_at FROM dev_email_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT $2',
        [to, limit],
      );
      return rows.map((row) => ({
        to: row.to_address, subject: row.subject, text: row.body, attachments: row.attachments, createdAt: row.created_at.toISOString(),
      }));
    },
  };
}
