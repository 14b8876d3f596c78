import { jwtVerify, SignJWT } from 'jose';

export type SessionRole = 'borrower' | 'underwriter' | 'approver' | 'admin';

export interface SessionClaims {
  sessionId: string;
  subjectId: string;
  role: SessionRole;
}

const ISSUER = 'feesetu';

/** Signed, expiring bearer tokens (HS256); each names a server-side session row that can be revoked. */
export function createSessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);

  /** As verify, with the moment (epoch ms) the token stops being valid. */
  async function verifyUntil(token: string): Promise<{ claims: SessionClaims; expiresAtMs: number } | null> {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp'] });
      const role = payload.role;
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      if (role !== 'borrower' && role !== 'underwriter' && role !== 'approver' && role !== 'admin') return null;
      return { claims: Object.freeze({ sessionId: payload.sid, subjectId: payload.sub, role }), expiresAtMs: payload.exp * 1000 };
    } catch {
      return null;
    }
  }

  return {
    async sign(claims: SessionClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ role: claims.role, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.subjectId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },

    /** The claims of a well-signed, unexpired token; null for anything else. */
    async verify(token: string): Promise<SessionClaims | null> {
      return (await verifyUntil(token))?.claims ?? null;
    },

    verifyUntil,
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
