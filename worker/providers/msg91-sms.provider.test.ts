import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMsg91SmsProvider, dltTemplate, matchTemplate } from './msg91-sms.provider.ts';

// MSG91 answers replayed from a recording by a local HTTP server: what the adapter sends is checked
// request by request, and each documented answer (taken, refused, throttled) is played back to it.
const recorded = JSON.parse(readFileSync(new URL('./msg91.recorded.json', import.meta.url), 'utf8')) as { answers: Record<string, { status: number; body: unknown }> };
const templates = z.array(dltTemplate).parse(JSON.parse(readFileSync(new URL('../../docs/dlt-sms-templates.json', import.meta.url), 'utf8')))
  .map((template, i) => ({ ...template, templateId: `tpl-${i + 1}` }));

const received: { path: string; headers: IncomingMessage['headers']; body: any }[] = [];
let server: Server;
let baseUrl = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => { raw += chunk.toString(); });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      received.push({ path: req.url ?? '', headers: req.headers, body });
      const answer = req.headers.authkey !== 'test-auth-key' ? recorded.answers.badAuthKey!
        : body.recipients?.[0]?.mobiles === '919000000429' ? recorded.answers.throttled!
          : templates.some((t) => t.templateId === body.template_id) ? recorded.answers.accepted! : recorded.answers.unknownTemplate!;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = (authKey = 'test-auth-key', list = templates) => createMsg91SmsProvider({ baseUrl, authKey, senderId: 'FEESTU', templates: list });

describe('the MSG91 SMS adapter (DLT templates)', () => {
  it('sends a login code as its registered template with the code as the variable', async () => {
    received.length = 0;
    await provider().send({ messageKey: 'otp:1', to: '+919876543210', text: 'Your FeeSetu login code is 4821. It is valid for 5 minutes. Do not share it with anyone.' });
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/api/v5/flow/');
    expect(received[0]!.headers.authkey).toBe('test-auth-key');
    expect(received[0]!.body).toEqual({ template_id: 'tpl-2', sender: 'FEESTU', short_url: '0', recipients: [{ mobiles: '919876543210', VAR1: '4821' }] });
  });

  it('fills every variable of a reminder in order', () => {
    const text = 'FeeSetu: instalment 3 of ₹8,885.00 for loan FS00000012 will be auto-debited on 05/01/2027. Please keep the balance ready.';
    expect(matchTemplate(templates, text)?.values).toEqual(['3', '₹8,885.00', 'FS00000012', '05/01/2027']);
  });

  it('refuses a text that matches no registered template before anything leaves', async () => {
    received.length = 0;
    await expect(provider().send({ messageKey: 'x', to: '+919876543210', text: 'Hello from nowhere' })).rejects.toThrow(/matches no registered DLT template/);
    expect(received).toHaveLength(0);
  });

  it('fails, for the job to retry, when MSG91 refuses, throttles or does not know the template', async () => {
    const text = 'Your FeeSetu login code is 4821. It is valid for 5 minutes. Do not share it with anyone.';
    await expect(provider('wrong-key').send({ messageKey: 'a', to: '+919876543210', text })).rejects.toThrow('Authentication failure');
    await expect(provider().send({ messageKey: 'b', to: '+919000000429', text })).rejects.toThrow('Too many requests');
    const unknown = templates.map((t) => ({ ...t, templateId: `${t.templateId}-unregistered` }));
    await expect(provider('test-auth-key', unknown).send({ messageKey: 'c', to: '+919876543210', text })).rejects.toThrow('Invalid Template');
  });

  it('matches every text the product sends today to a shipped template', () => {
    const texts = [
      'Your FeeSetu registration code is 1234. It is valid for 5 minutes. Do not share it with anyone.',
      'Your FeeSetu code to sign your loan agreement is 1234. It is valid for 5 minutes. Do not share it with anyone.',
      'Your FeeSetu password reset code is 1234. It is valid for 5 minutes.',
    ];
    for (const text of texts) expect(matchTemplate(templates, text)?.values).toEqual(['1234']);
  });
});
