import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameSrc: ["'self'", 'https://www.youtube-nocookie.com'], objectSrc: ["'none'"] } },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
};

async function headersWith(middleware: express.RequestHandler) {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => { res.send('ok'); });
  const { headers } = await request(app).get('/');
  const { date: _date, etag: _etag, ...rest } = headers;
  return rest;
}

describe('security headers worked out once', () => {
  it('answer the same headers as helmet with the same options', async () => {
    const ours = await headersWith(securityHeaders(OPTIONS));
    expect(ours).toEqual(await headersWith(helmet(OPTIONS)));
    expect(ours['content-security-policy']).toContain('frame-src \'self\' https://www.youtube-nocookie.com');
    expect(ours['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(ours['x-powered-by']).toBeUndefined();
  });

  it('refuse options helmet refuses, at start-up', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } } })).toThrow();
  });
});
