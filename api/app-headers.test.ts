import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { SPA_SHELL_FILE } from './web-static.ts';

// Services the two routes below never reach: any middleware they hand out lets the request through.
function inert(): never {
  return new Proxy(function inertService() {}, {
    get: (_target, key) => (key === 'then' ? undefined : inert()),
    apply: (_target, _this, args: unknown[]) => (typeof args[2] === 'function' ? (args[2] as () => void)() : inert()),
  }) as never;
}

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'feesetu-app-headers-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root">home</div>');
  await writeFile(path.join(dist, SPA_SHELL_FILE), '<!doctype html><div id="root"></div>');
});
afterAll(async () => { await rm(dist, { recursive: true, force: true }); });

describe('security headers by kind of answer', () => {
  const app = () => createApp({ log: pino({ level: 'silent' }), probes: inert(), services: inert(), devTools: false, webDist: dist });

  it('gives a page the document set, with the CSP the web app runs under', async () => {
    const page = await request(app()).get('/');
    expect(page.status).toBe(200);
    for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'"]) expect(page.headers['content-security-policy']).toContain(directive);
    expect(page.headers).toMatchObject({ 'cross-origin-opener-policy': 'same-origin', 'referrer-policy': 'no-referrer', 'x-frame-options': 'SAMEORIGIN' });
  });

  it('gives an API answer the JSON set: nothing runs in it, nothing frames or reads it from elsewhere, never sniffed, never stored', async () => {
    const answer = await request(app()).post('/api/documents/emicalculator').send({ emiDetails: [{ principle: 100000, months: 12, rate: 12 }] });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cache-control': 'no-store',
      'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(answer.headers['x-powered-by']).toBeUndefined();
  });

  it('treats a path that only starts with the letters of /api as a page', async () => {
    const page = await request(app()).get('/apifoo');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
