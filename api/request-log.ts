import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

declare module 'node:http' {
  interface IncomingMessage {
    /** This request's id: in the X-Request-Id answer header, the log lines and a 500's reference. */
    id?: string;
  }
}

/**
 * Gives each request an id and logs it once answered: the route, never the query, body or headers
 * (they may carry OTPs, tokens and personal data). Server errors at `error`, the rest at `info`.
 * A plain middleware rather than pino-http: no child logger or serializers per request, and nothing
 * built when the level would drop the line anyway.
 */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const id = randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const started = performance.now();
    res.once('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const url = req.originalUrl;
      const query = url.indexOf('?');
      log[level]({
        req: { id, method: req.method, url: query === -1 ? url : url.slice(0, query) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      }, level === 'error' ? 'request errored' : 'request completed');
    });
    next();
  };
}
