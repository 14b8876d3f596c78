import { describe, expect, it } from 'vitest';
import type { SessionRepository } from '../../db/repositories/session.repository.ts';
import { createCachedSessions } from './session-cache.ts';

function fakeRepository() {
  const revoked = new Set<string>();
  let lookups = 0;
  const repository = {
    create: async () => ({ id: 's', expiresAt: new Date() }),
    isLive: async (id: string) => { lookups += 1; return !revoked.has(id); },
    revoke: async (id: string) => { revoked.add(id); },
    revokeAllOf: async () => { revoked.add('a'); revoked.add('b'); },
  } satisfies SessionRepository;
  return { repository, revoked, lookups: () => lookups };
}

describe('cached sessions', () => {
  it('asks the database once for a burst of reads of a live session', async () => {
    const fake = fakeRepository();
    const sessions = createCachedSessions(fake.repository);
    for (let i = 0; i < 5; i += 1) expect(await sessions.isLive('a')).toBe(true);
    expect(fake.lookups()).toBe(1);
  });

  it('honours a logout in this process at once', async () => {
    const fake = fakeRepository();
    const sessions = createCachedSessions(fake.repository);
    await sessions.isLive('a');
    await sessions.revoke('a');
    expect(await sessions.isLive('a')).toBe(false);
  });

  it('honours revoking every session of a subject and a revocation made elsewhere after forget', async () => {
    const fake = fakeRepository();
    const sessions = createCachedSessions(fake.repository);
    await sessions.isLive('b');
    await sessions.revokeAllOf('staff', 'x');
    expect(await sessions.isLive('b')).toBe(false);
    await sessions.isLive('c');
    fake.revoked.add('c');
    sessions.forget();
    expect(await sessions.isLive('c')).toBe(false);
  });

  it('forgets a live session after its time to live and never remembers a revoked one', async () => {
    const fake = fakeRepository();
    const sessions = createCachedSessions(fake.repository, 0);
    await sessions.isLive('a');
    fake.revoked.add('a');
    expect(await sessions.isLive('a')).toBe(false);
    expect(await sessions.isLive('a')).toBe(false);
    expect(fake.lookups()).toBe(3);
  });

  it('does not remember a lookup that started before a forget', async () => {
    const fake = fakeRepository();
    const sessions = createCachedSessions(fake.repository);
    const pending = sessions.isLive('a');
    sessions.forget();
    fake.revoked.add('a');
    expect(await pending).toBe(true);
    expect(await sessions.isLive('a')).toBe(false);
  });
});
