import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpEmailProvider } from './smtp-email.provider.ts';

// A real SMTP conversation with a local server (the smtp-server package), which keeps what it received.
const received: { from: string; to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port = 0;
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'feesetu' && auth.password === 'mail-secret') return callback(null, { user: 'feesetu' });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => { raw += chunk.toString(); });
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const smtp = (password = 'mail-secret') =>
  createSmtpEmailProvider({ url: `smtp://feesetu:${password}@127.0.0.1:${port}`, from: 'FeeSetu <no-reply@feesetu.example.in>', requireTls: false });

describe('e-mail over SMTP', () => {
  it('delivers the text and the attachment, signed in, from the configured sender', async () => {
    received.length = 0;
    const provider = smtp();
    await provider.send({
      messageKey: 'advice:FS00000001', to: 'accounts@school.example.in', subject: 'Disbursement advice', text: 'We have paid ₹1,25,000.',
      attachments: [{ filename: 'advice.csv', contentType: 'text/csv', content: Buffer.from('loan,amount\nFS00000001,125000.00\n') }],
    });
    provider.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('no-reply@feesetu.example.in');
    expect(mail!.to).toEqual(['accounts@school.example.in']);
    expect(mail!.raw).toContain('Subject: Disbursement advice');
    expect(mail!.raw).toContain('filename=advice.csv');
    expect(mail!.raw).toContain(Buffer.from('loan,amount\nFS00000001,125000.00\n').toString('base64'));
  });

  it('gives a retried message the same Message-ID, so the inbox shows it once', async () => {
    received.length = 0;
    const provider = smtp();
    const message = { messageKey: 'notice:1', to: 'parent@example.in', subject: 'Notice', text: 'Hello', attachments: [] };
    await provider.send(message);
    await provider.send(message);
    provider.close();
    const ids = received.map((mail) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim());
    expect(ids[0]).toMatch(/^<[A-Za-z0-9_-]+@feesetu\.example\.in>$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('fails the send when the server refuses the credentials', async () => {
    const provider = smtp('wrong');
    await expect(provider.send({ messageKey: 'k', to: 'parent@example.in', subject: 's', text: 't', attachments: [] })).rejects.toThrow(/Invalid username or password|auth/i);
    provider.close();
  });
});
