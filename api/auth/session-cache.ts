import type { SessionRepository } from '../../db/repositories/session.repository.ts';

/**
 * The session repository with a short-lived memory of sessions found live, so a burst of reads by
 * one signed-in user costs one session query per few seconds instead of one per request.
 * Revocation stays immediate in this process: revoke, revokeAllOf and `forget` (called after every
 * authenticated write, which may have ended sessions in its own transaction) drop the memory, and a
 * lookup that started before a drop is not remembered. Another process's revocation is seen within
 * `ttlMs`. Only "live" is remembered, never "revoked"; the token's own expiry is checked before this.
 */
export function createCachedSessions(inner: SessionRepository, ttlMs = 3000, maxEntries = 10_000) {
  const live = new Map<string, number>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    live.clear();
  };
  return {
    ...inner,
    async isLive(id: string): Promise<boolean> {
      const until = live.get(id);
      if (until !== undefined && until > Date.now()) return true;
      const started = generation;
      const answer = await inner.isLive(id);
      if (answer && started === generation) {
        if (live.size >= maxEntries) live.clear();
        live.set(id, Date.now() + ttlMs);
      } else live.delete(id);
      return answer;
    },
    async revoke(id: string): Promise<void> {
      forget();
      await inner.revoke(id);
      forget();
    },
    async revokeAllOf(...args: Parameters<SessionRepository['revokeAllOf']>): Promise<void> {
      forget();
      await inner.revokeAllOf(...args);
      forget();
    },
    forget,
  };
}
