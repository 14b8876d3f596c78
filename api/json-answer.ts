import type { Response } from 'express';

/**
 * res.json for the API's answers. Express's own runs content-type negotiation, a charset parse and
 * rewrite, and a freshness check on every answer; the API answers only JSON, always no-store and
 * without ETags, so the body and its two headers are all there is to write. Same bytes on the wire
 * (`application/json; charset=utf-8`, Content-Length, no body for HEAD, 204 or 304).
 */
export function jsonAnswer(this: Response, body: unknown): Response {
  const text = JSON.stringify(body) as string | undefined;
  this.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (text === undefined || this.req.method === 'HEAD' || this.statusCode === 204 || this.statusCode === 304) {
    if (text !== undefined && this.req.method === 'HEAD') this.setHeader('Content-Length', Buffer.byteLength(text));
    this.end();
    return this;
  }
  this.setHeader('Content-Length', Buffer.byteLength(text));
  this.end(text);
  return this;
}
