import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { jsonAnswer } from './json-answer.ts';

function appAnswering(status: number, body: unknown) {
  const app = express();
  app.set('etag', false);
  app.get('/x', (_req, res) => {
    res.json = jsonAnswer;
    res.status(status).json(body);
  });
  return app;
}

describe('the API JSON answer', () => {
  it('writes the body with its type and its length in bytes', async () => {
    const body = { message: 'ok', data: { name: 'अनन्या', total: 1085.5, none: null } };
    const answer = await request(appAnswering(200, body)).get('/x');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(body)));
    expect(answer.body).toEqual(body);
  });

  it('keeps the status it was given', async () => {
    const answer = await request(appAnswering(404, { message: 'No such API route.', data: null })).get('/x');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'No such API route.', data: null });
  });

  it('sends no body for HEAD or 204, as Express does', async () => {
    const head = await request(appAnswering(200, { a: 1 })).head('/x');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength('{"a":1}')));
    expect(head.text).toBeUndefined();
    const empty = await request(appAnswering(204, { a: 1 })).get('/x');
    expect(empty.status).toBe(204);
    expect(empty.text).toBe('');
  });
});
