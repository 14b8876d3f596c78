import { describe, expect, it } from 'vitest';
import { createSandboxItrProvider, sandboxFiledReturns, sandboxTaxOf, type FiledReturn } from './itr.provider.ts';

describe('the ITR sandbox', () => {
  it('taxes by the new regime slabs with the 87A rebate and 4 % cess', () => {
    expect(sandboxTaxOf(700_000)).toBe(0);
    // 5 % of 4,00,000 + 10 % of 3,00,000 = 50,000; with cess 52,000.
    expect(sandboxTaxOf(1_000_000)).toBe(52_000);
    // 20,000 + 30,000 + 30,000 + 60,000 + 30,000 = 1,70,000; with cess 1,76,800.
    expect(sandboxTaxOf(1_600_000)).toBe(176_800);
  });

  it('lists the last three assessment years, the same for the same PAN', async () => {
    const today = new Date('2026-11-23T00:00:00Z');
    const returns = sandboxFiledReturns('ABCPE1234F', today);
    expect(returns.map((r) => r.assessmentYear)).toEqual(['2024-25', '2025-26', '2026-27']);
    expect(returns.every((r) => r.itrForm === 'ITR-1' && /^\d{15}$/.test(r.acknowledgementNumber))).toBe(true);
    expect(returns[0]!.filedOn).toMatch(/^2024-07-\d{2}$/);
    for (const r of returns) expect(r.taxPaidPaise).toBe(sandboxTaxOf(r.grossTotalIncomePaise / 100) * 100);
    expect(returns[1]!.grossTotalIncomePaise).toBeGreaterThan(returns[0]!.grossTotalIncomePaise);
    expect(sandboxFiledReturns('ABCPE1234F', today)).toEqual(returns);
    expect(sandboxFiledReturns('ABCPF5678K', today)[0]!.acknowledgementNumber).not.toBe(returns[0]!.acknowledgementNumber);
    // Before 31 July the newest year is not yet due.
    expect(sandboxFiledReturns('ABCPE1234F', new Date('2026-05-01T00:00:00Z')).at(-1)!.assessmentYear).toBe('2025-26');
    expect(sandboxFiledReturns('ABCFE1234F', today)[0]!.itrForm).toBe('ITR-5');

    const answer = await createSandboxItrProvider({ today: () => today }).verify({ username: 'abcpe1234f', password: 'secret' });
    expect(answer.outcome).toBe('verified');
    expect(JSON.parse(String(answer.details.filedReturns)) as FiledReturn[]).toEqual(returns);
    expect((await createSandboxItrProvider().verify({ username: 'ABCPE1234F', password: 'wrong-password' })).details).toEqual({});
  });
});
