import { describe, expect, it } from 'vitest';
import { accountNumber, gstin, ifsc, pan, SALARIED_ACCOUNT_DIGITS, SELF_EMPLOYED_ACCOUNT_DIGITS } from './identifiers.ts';
import { issuesOf } from './test-helpers.ts';

describe('identifier formats', () => {
  it('takes a PAN in any case and stores it in capitals', () => {
    expect(pan().parse(' abcde1234f ')).toBe('ABCDE1234F');
    expect(issuesOf(pan(), 'ABCD1234F')).toEqual([['', 'Invalid PAN Number.']]);
    expect(issuesOf(pan(), '')).toEqual([['', 'PAN number is required.']]);
  });

  it('checks the shape of a GSTIN, its state code included', () => {
    expect(gstin().parse('27abcde1234f1z5')).toBe('27ABCDE1234F1Z5');
    expect(gstin().parse('38ABCDE1234F1Z5')).toBe('38ABCDE1234F1Z5');
    for (const bad of ['00ABCDE1234F1Z5', '40ABCDE1234F1Z5', '27ABCDE1234F1X5', '27ABCDE1234F0Z5']) {
      expect(issuesOf(gstin(), bad)).toEqual([['', 'Invalid GST Number.']]);
    }
    expect(issuesOf(gstin(), '')).toEqual([['', 'GST Number is required.']]);
  });

  it('checks an IFSC: four letters, a zero, six branch characters', () => {
    expect(ifsc().parse('sbin0001234')).toBe('SBIN0001234');
    expect(ifsc().parse('HDFC0CAGSBK')).toBe('HDFC0CAGSBK');
    expect(issuesOf(ifsc(), 'SBIN1001234')).toEqual([['', 'Invalid Bank IFSC Code.']]);
    expect(issuesOf(ifsc(), '')).toEqual([['', 'IFSC Code is required.']]);
  });

  it('allows 8 to 18 digits for a salary account and 8 to 15 for a business one', () => {
    expect(accountNumber(SALARIED_ACCOUNT_DIGITS).parse('001234567890123456')).toBe('001234567890123456');
    expect(issuesOf(accountNumber(SELF_EMPLOYED_ACCOUNT_DIGITS), '1234567890123456')).toEqual([['', 'Invalid Bank Account Number.']]);
    expect(issuesOf(accountNumber(SALARIED_ACCOUNT_DIGITS), '1234567')).toEqual([['', 'Invalid Bank Account Number.']]);
    expect(issuesOf(accountNumber(SALARIED_ACCOUNT_DIGITS), '12345678a')).toEqual([['', 'Invalid Bank Account Number.']]);
    expect(issuesOf(accountNumber(SALARIED_ACCOUNT_DIGITS), '')).toEqual([['', 'Bank Account Number is required.']]);
  });
});
