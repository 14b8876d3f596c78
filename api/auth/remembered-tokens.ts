import type { SessionClaims, SessionTokens } from './session-tokens.ts';

/**
 * Session tokens with a short memory of tokens whose signature and expiry already checked out, so
 * a burst of requests with one token pays the HMAC check (WebCrypto, a thread-pool round trip) once
 * per few seconds rather than per request. A verified token is a pure function of its text until it
 * expires, so remembering it cannot let anything through that verifying again would refuse: a memory
 * never outlives the token's own expiry, and only well-signed tokens are remembered. Revocation is not
 * a property of the token: the session check after this (createCachedSessions) still decides it.
 */
export function createRememberedTokens(tokens: SessionTokens, ttlMs = 3000, maxEntries = 10_000, now = () => Date.now()): SessionTokens {
  const verified = new Map<string, { claims: SessionClaims; until: number }>();
  return {
    ...tokens,
    async verify(token: string): Promise<SessionClaims | null> {
      const remembered = verified.get(token);
      if (remembered && remembered.until > now()) return remembered.claims;
      const answer = await tokens.verifyUntil(token);
      if (!answer) {
        verified.delete(token);
        return null;
      }
      if (verified.size >= maxEntries) verified.clear();
      verified.set(token, { claims: answer.claims, until: Math.min(now() + ttlMs, answer.expiresAtMs) });
      return answer.claims;
    },
  };
}
