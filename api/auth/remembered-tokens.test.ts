import { describe, expect, it } from 'vitest';
import { createRememberedTokens } from './remembered-tokens.ts';
import { createSessionTokens } from './session-tokens.ts';

const SECRET = 'a-test-secret-of-enough-length-for-hs256-signing';
const claims = { sessionId: 's1', subjectId: 'u1', role: 'underwriter' as const };

function counted(secret = SECRET) {
  const tokens = createSessionTokens(secret);
  let checks = 0;
  return { tokens: { ...tokens, verifyUntil: (token: string) => { checks += 1; return tokens.verifyUntil(token); } }, checks: () => checks };
}

describe('remembered tokens', () => {
  it('checks the signature of a burst of requests with one token once', async () => {
    const inner = counted();
    const token = await inner.tokens.sign(claims, new Date(Date.now() + 3_600_000));
    const remembered = createRememberedTokens(inner.tokens);
    for (let i = 0; i < 5; i += 1) expect(await remembered.verify(token)).toEqual(claims);
    expect(inner.checks()).toBe(1);
  });

  it('checks again once the memory has lapsed', async () => {
    const inner = counted();
    let clock = Date.now();
    const token = await inner.tokens.sign(claims, new Date(clock + 3_600_000));
    const remembered = createRememberedTokens(inner.tokens, 3000, 100, () => clock);
    await remembered.verify(token);
    clock += 3001;
    await remembered.verify(token);
    expect(inner.checks()).toBe(2);
  });

  it('never remembers a token past its own expiry', async () => {
    const inner = counted();
    let clock = Date.now();
    const token = await inner.tokens.sign(claims, new Date(clock + 1000));
    const remembered = createRememberedTokens(inner.tokens, 60_000, 100, () => clock);
    expect(await remembered.verify(token)).toEqual(claims);
    clock += 1001;
    await remembered.verify(token);
    expect(inner.checks()).toBe(2);
  });

  it('refuses, and does not remember, a token signed with another secret or tampered with', async () => {
    const inner = counted();
    const remembered = createRememberedTokens(inner.tokens);
    const forged = await createSessionTokens('another-secret-of-enough-length-for-hs256').sign(claims, new Date(Date.now() + 3_600_000));
    expect(await remembered.verify(forged)).toBeNull();
    expect(await remembered.verify(forged)).toBeNull();
    expect(inner.checks()).toBe(2);
    const good = await inner.tokens.sign(claims, new Date(Date.now() + 3_600_000));
    await remembered.verify(good);
    const [header, , signature] = good.split('.');
    const payload = Buffer.from(JSON.stringify({ role: 'admin', sid: 's1', sub: 'u1', iss: 'feesetu', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    expect(await remembered.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });
});
