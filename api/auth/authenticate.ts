import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionRepository } from '../../db/repositories/session.repository.ts';
import { DomainError } from '../errors.ts';
import type { SessionClaims, SessionRole, SessionTokens } from './session-tokens.ts';

declare module 'express-serve-static-core' {
  interface Request {
    session?: SessionClaims;
  }
}

/** Reads the bearer token, checks its signature, expiry and that its session was not revoked. */
export function createAuthenticator(deps: { tokens: SessionTokens; sessions: SessionRepository & { forget?: () => void } }) {
  async function sessionOf(req: Request): Promise<SessionClaims | null> {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header);
    if (!match?.[1]) return null;
    const claims = await deps.tokens.verify(match[1]);
    if (!claims) return null;
    return (await deps.sessions.isLive(claims.sessionId)) ? claims : null;
  }

  /** Lets through only a live session of one of the given roles: 401 without one, 403 for another role. */
  function requireRole(...roles: SessionRole[]): RequestHandler {
    return async (req: Request, res: Response, next: NextFunction) => {
      const session = await sessionOf(req);
      if (!session) throw new DomainError('unauthenticated', 'Please sign in to continue.');
      if (!roles.includes(session.role)) throw new DomainError('forbidden', 'You do not have access to this.');
      req.session = session;
      // A write may end sessions in its own transaction (a staff member deleted, a password reset):
      // once it has answered, no session is taken as live from memory.
      if (req.method !== 'GET' && req.method !== 'HEAD' && deps.sessions.forget) res.once('finish', deps.sessions.forget);
      next();
    };
  }

  return { requireRole, sessionOf };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;

/** The signed-in session of a route behind requireRole. */
export function sessionOf(req: Request): SessionClaims {
  if (!req.session) throw new DomainError('unauthenticated', 'Please sign in to continue.');
  return req.session;
}
