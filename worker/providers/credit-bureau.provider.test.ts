import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSandboxCreditBureauProvider, sandboxBureauScoreOfPan } from './credit-bureau.provider.ts';

const bureau = createSandboxCreditBureauProvider();
const pans = fc.tuple(
  fc.stringMatching(/^[A-Z]{3}$/), fc.constantFrom('P', 'C', 'H', 'F'), fc.stringMatching(/^[A-Z]$/), fc.stringMatching(/^[0-8][0-9]{3}$/), fc.stringMatching(/^[A-Z]$/),
).map((parts) => parts.join(''));

describe('the sandbox credit bureau', () => {
  it('gives the same PAN the same score every time, always between 300 and 900', async () => {
    await fc.assert(fc.asyncProperty(pans, async (pan) => {
      const first = await bureau.pull(pan);
      const second = await bureau.pull(pan);
      expect(first).toEqual(second);
      expect(first.outcome).toBe('verified');
      const score = first.details.score as number;
      expect(score).toBe(sandboxBureauScoreOfPan(pan));
      expect(score).toBeGreaterThanOrEqual(300);
      expect(score).toBeLessThanOrEqual(900);
      expect(first.details.overdueAccounts === 0).toBe(score >= 600);
    }));
  });

  it('reports a PAN whose digits start with 99 as new to credit, with no score made up', async () => {
    expect(await bureau.pull('ABCPV9912F')).toEqual({
      outcome: 'verified', reason: 'No credit history at the bureau.', details: { score: null, newToCredit: true, sandbox: true }, provider: 'sandbox-bureau',
    });
  });

  it('refuses to search an invalid PAN', async () => {
    expect(await bureau.pull('ABCP1234F')).toMatchObject({ outcome: 'failed', reason: 'The bureau cannot search an invalid PAN.' });
  });

  it('spreads scores over the range rather than clustering them', () => {
    const scores = ['ABCPV1234F', 'ABCPV1235F', 'XYZPK4321L', 'PQRPM5555Q', 'LMNPA0001B'].map(sandboxBureauScoreOfPan);
    expect(new Set(scores).size).toBe(scores.length);
  });
});
