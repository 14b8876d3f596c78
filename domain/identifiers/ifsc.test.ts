import { describe, expect, it } from 'vitest';
import { ifscBankCode, ifscBranchCode, isValidIfsc } from './ifsc.ts';

describe('IFSC', () => {
  it('accepts four letters, a zero and six digits', () => {
    expect(isValidIfsc('HDFC0000123')).toBe(true);
  });

  it('accepts letters in the branch code, as real regional rural bank branches have', () => {
    expect(isValidIfsc('SBIN0RRAPGB')).toBe(true);
  });

  it('refuses a fifth character other than zero, lower case and the wrong length', () => {
    for (const ifsc of ['HDFC1000123', 'hdfc0000123', 'HDFC000012', 'HDFC00001234', 'HDF00000123', 'HDFC0-00123']) {
      expect(isValidIfsc(ifsc), ifsc).toBe(false);
    }
  });

  it('splits a valid IFSC into bank and branch codes', () => {
    expect(ifscBankCode('SBIN0RRAPGB')).toBe('SBIN');
    expect(ifscBranchCode('SBIN0RRAPGB')).toBe('RRAPGB');
    expect(ifscBankCode('SBIN1RRAPGB')).toBeUndefined();
  });
});
