import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';

/** A refusal the user can act on; its code maps to one HTTP status in one table. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  constructor(code: DomainErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

const STATUS_OF = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
} as const;
export type DomainErrorCode = keyof typeof STATUS_OF;

/** The first problem, phrased with its field, e.g. "emiDetails.0.principle: Amount is required." */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  if (issue.code === 'unrecognized_keys') return `${[...issue.path, ...issue.keys].join('.')}: this field is not allowed.`;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Every error leaves as `{ message, data }`; unexpected ones say nothing of their insides. */
// Connection refused or reset, a server shutting down (57P0x), a broken connection (08xxx), a pool
// that could not connect in time: the database is away, not the request wrong.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
export function databaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (error instanceof ZodError) {
      res.status(400).json({ message: describeZodError(error), data: { issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) } });
      return;
    }
    if (error instanceof DomainError) {
      res.status(STATUS_OF[error.code]).json({ message: error.message, data: null });
      return;
    }
    if (databaseUnavailable(error)) {
      log.warn({ requestId: req.id, code: (error as { code?: string }).code }, 'database unavailable');
      res.status(503).json({ message: 'Our database is not reachable just now. Please try again in a minute.', data: null });
      return;
    }
    // Body-parser's own errors (malformed JSON, too large) carry a 4xx status of their own.
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status < 500) {
      res.status(status).json({ message: status === 413 ? 'The request body is too large.' : 'The request body is not valid JSON.', data: null });
      return;
    }
    log.error({ err: error, requestId: req.id }, 'unhandled error');
    res.status(500).json({ message: `Something went wrong on our side (reference ${String(req.id)}).`, data: null });
  };
}
