import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once: helmet runs a chain of a dozen middleware per request to set
 * the same fixed values each time. Every directive given here is a fixed string (a per-request
 * value such as a CSP nonce would need helmet itself), so the answer headers are identical.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => { set.push([name, String(value)]); },
    removeHeader: (name: string) => { removed.push(name); },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => { failure = error; });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
