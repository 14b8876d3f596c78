import nodemailer from 'nodemailer';
import type { EmailProvider } from './email.provider.ts';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465. */
  url: string;
  /** The sender, e.g. "FeeSetu <no-reply@feesetu.in>". */
  from: string;
  /** Domain of the Message-ID header; defaults to the sender's. */
  messageIdDomain?: string;
  /** Refuse a server that will not upgrade to TLS (production). */
  requireTls?: boolean;
}

/**
 * E-mail over SMTP (nodemailer). The Message-ID is made from the message key, so a message that a
 * retry sends again reaches the inbox as the same message, which mail systems show once.
 */
export function createSmtpEmailProvider(options: SmtpOptions): EmailProvider & { close(): void } {
  // The URL names host, port, credentials and whether to start in TLS (smtps://); STARTTLS is then required when asked.
  const transport = nodemailer.createTransport(`${options.url}${options.url.includes('?') ? '&' : '?'}requireTLS=${options.requireTls ? 'true' : 'false'}`);
  const domain = options.messageIdDomain ?? /@([^>\s]+)/.exec(options.from)?.[1] ?? 'feesetu.local';
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: `<${Buffer.from(message.messageKey).toString('base64url')}@${domain}>`,
        attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close: () => transport.close(),
  };
}
