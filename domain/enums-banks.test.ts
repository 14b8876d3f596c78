import { describe, expect, it } from 'vitest';
import { BANKS, bankSchema } from './enums-banks.ts';

describe('bank list', () => {
  it('has about ninety banks, each once', () => {
    expect(BANKS.length).toBeGreaterThanOrEqual(85);
    expect(new Set(BANKS).size).toBe(BANKS.length);
  });

  it('covers public, private, small-finance and co-operative banks', () => {
    for (const bank of ['State Bank of India', 'HDFC Bank', 'AU Small Finance Bank', 'Saraswat Co-operative Bank']) {
      expect(BANKS).toContain(bank);
    }
  });

  it('refuses a bank that is not listed', () => {
    expect(bankSchema.safeParse('Bank of Nowhere').success).toBe(false);
  });
});
