import type { Pool } from '../pool.ts';

export interface OutboxMessage {
  to: string;
  text: string;
  otp: string | null;
  createdAt: string;
}

// The codes of our SMS templates are the only run of four digits set apart as "is NNNN".
const CODE_IN_TEXT = /\bis (\d{4})\b/;

/** The development SMS provider's mailbox: what a phone would have received. */
export function createSmsOutboxRepository(pool: Pool) {
  return {
    /** Stores a message once per key, so a retried send job delivers nothing twice. */
    async deliver(messageKey: string, to: string, text: string): Promise<void> {
      await pool.query(
        'INSERT INTO dev_sms_outbox (message_key, to_phone, text) VALUES ($1, $2, $3) ON CONFLICT (message_key) DO NOTHING',
        [messageKey, to, text],
      );
    },

    async listFor(to: string, limit = 20): Promise<OutboxMessage[]> {
      const { rows } = await pool.query<{ to_phone: string; text: string; created_at: Date }>(
        'SELECT to_phone, text, created_at FROM dev_sms_outbox WHERE to_phone = $1 ORDER BY id DESC LIMIT $2',
        [to, limit],
      );
      return rows.map((row) => ({
        to: row.to_phone,
        text: row.text,
        otp: CODE_IN_TEXT.exec(row.text)?.[1] ?? null,
        createdAt: row.created_at.toISOString(),
      }));
    },
  };
}
