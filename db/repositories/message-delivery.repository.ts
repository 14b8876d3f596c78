import type { Pool } from '../pool.ts';

export type MessageChannel = 'sms' | 'email';

/** The ledger of messages a real gateway has taken, so a retried job never sends one twice. */
export function createMessageDeliveryRepository(pool: Pool) {
  return {
    async wasDelivered(channel: MessageChannel, messageKey: string): Promise<boolean> {
      const { rowCount } = await pool.query('SELECT 1 FROM message_deliveries WHERE channel = $1 AND message_key = $2', [channel, messageKey]);
      return (rowCount ?? 0) > 0;
    },
    async recordDelivered(channel: MessageChannel, messageKey: string, provider: string): Promise<void> {
      await pool.query(
        'INSERT INTO message_deliveries (channel, message_key, provider) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [channel, messageKey, provider],
      );
    },
  };
}
export type MessageDeliveryRepository = ReturnType<typeof createMessageDeliveryRepository>;
