import { describe, expect, it } from 'vitest';
import { isValidMobile, maskMobile, toE164India } from './mobile.ts';

describe('Indian mobile number', () => {
  it('accepts ten digits with or without the country code', () => {
    for (const mobile of ['9876543210', '+919876543210', '919876543210', '+91 9876543210', '+91-9876543210', '09876543210']) {
      expect(isValidMobile(mobile), mobile).toBe(true);
    }
  });

  it('refuses nine or eleven digits, letters and other country codes', () => {
    for (const mobile of ['987654321', '98765432101', '98765abcde', '+449876543210', '+91 98765 43210', '']) {
      expect(isValidMobile(mobile), mobile).toBe(false);
    }
  });

  it('writes every accepted form as +91 and ten digits', () => {
    expect(toE164India('9876543210')).toBe('+919876543210');
    expect(toE164India('+91 9876543210')).toBe('+919876543210');
    expect(toE164India('919876543210')).toBe('+919876543210');
    expect(toE164India('09876543210')).toBe('+919876543210');
    expect(() => toE164India('12345')).toThrow(RangeError);
  });

  it('masks all but the last four digits', () => {
    expect(maskMobile('+919876543210')).toBe('+91 ******3210');
    expect(maskMobile('9876543210')).toBe('+91 ******3210');
    expect(maskMobile('321')).toBe('+91 **********');
  });
});
