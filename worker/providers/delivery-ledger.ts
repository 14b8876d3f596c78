import type { MessageChannel, MessageDeliveryRepository } from '../../db/repositories/message-delivery.repository.ts';

/**
 * Wraps a real gateway's adapter so each message key is sent once: a key already in the ledger is
 * skipped, and a sent message is written to it. Two workers racing on one key could both send; pg-boss
 * hands a job to one worker at a time, so that takes a lost acknowledgement and a retry inside the
 * same moment, and a duplicate SMS or e-mail is the price then, never a missing one.
 */
export function withDeliveryLedger<Message extends { messageKey: string }>(
  channel: MessageChannel,
  provider: string,
  ledger: MessageDeliveryRepository,
  adapter: { send(message: Message): Promise<void> },
): { send(message: Message): Promise<void> } {
  return {
    async send(message) {
      if (await ledger.wasDelivered(channel, message.messageKey)) return;
      await adapter.send(message);
      await ledger.recordDelivered(channel, message.messageKey, provider);
    },
  };
}
