import { describe, expect, it } from 'vitest';
import { SELF_EMPLOYED_BANK_ACCOUNT_PATTERN, isValidBankAccountNumber, maskAccountNumber } from './bank-account.ts';

describe('bank account number', () => {
  it('accepts 8 to 18 digits', () => {
    expect(isValidBankAccountNumber('12345678')).toBe(true);
    expect(isValidBankAccountNumber('123456789012345678')).toBe(true);
  });

  it('refuses fewer than 8 or more than 18 digits and anything but digits', () => {
    for (const account of ['1234567', '1234567890123456789', '12345678A', '1234 5678']) {
      expect(isValidBankAccountNumber(account), account).toBe(false);
    }
  });

  it('allows at most 15 digits on the self-employed documents step', () => {
    expect(SELF_EMPLOYED_BANK_ACCOUNT_PATTERN.test('123456789012345')).toBe(true);
    expect(SELF_EMPLOYED_BANK_ACCOUNT_PATTERN.test('1234567890123456')).toBe(false);
  });

  it('shows only the last four digits', () => {
    expect(maskAccountNumber('50100012345678')).toBe('XXXXXXXXXX5678');
    expect(maskAccountNumber('12345678')).toBe('XXXX5678');
  });

  it('hides an implausibly short number entirely rather than showing all of it', () => {
    expect(maskAccountNumber('1234')).toBe('XXXX');
  });
});
