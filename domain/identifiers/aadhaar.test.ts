import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  findAadhaarNumbers,
  isValidAadhaar,
  isVerhoeffValid,
  maskAadhaar,
  redactAadhaarNumbers,
  verhoeffCheckDigit,
} from './aadhaar.ts';

const withCheck = (first11: string): string => `${first11}${verhoeffCheckDigit(first11)}`;
const aadhaar = withCheck('23456789012');
const grouped = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;

describe('Verhoeff check digit', () => {
  it('gives the textbook check digits (236 → 3, 12345 → 1)', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(isVerhoeffValid('2363')).toBe(true);
    expect(verhoeffCheckDigit('12345')).toBe('1');
    expect(isVerhoeffValid('123451')).toBe(true);
  });

  it('validates any number with its check digit appended', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{1,20}$/), (digits) => {
      expect(isVerhoeffValid(withCheck(digits))).toBe(true);
    }));
  });

  it('catches every single wrong digit and every swap of two different adjacent digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{11}$/), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 9 }), (first11, at, shift) => {
      const valid = withCheck(first11);
      const wrong = valid.slice(0, at) + String((Number(valid.charAt(at)) + shift) % 10) + valid.slice(at + 1);
      expect(isVerhoeffValid(wrong)).toBe(false);
      if (at < 11 && valid.charAt(at) !== valid.charAt(at + 1)) {
        const swapped = valid.slice(0, at) + valid.charAt(at + 1) + valid.charAt(at) + valid.slice(at + 2);
        expect(isVerhoeffValid(swapped)).toBe(false);
      }
    }));
  });
});

describe('Aadhaar number', () => {
  it('accepts twelve Verhoeff-valid digits, run together or in groups of four', () => {
    expect(isValidAadhaar(aadhaar)).toBe(true);
    expect(isValidAadhaar(grouped)).toBe(true);
  });

  it('refuses a number starting with 0 or 1, whatever its check digit', () => {
    expect(isValidAadhaar(withCheck('03456789012'))).toBe(false);
    expect(isValidAadhaar(withCheck('13456789012'))).toBe(false);
  });

  it('refuses a wrong check digit and the wrong number of digits', () => {
    const wrong = aadhaar.slice(0, 11) + String((Number(aadhaar.charAt(11)) + 1) % 10);
    expect(isValidAadhaar(wrong)).toBe(false);
    expect(isValidAadhaar(aadhaar.slice(1))).toBe(false);
    expect(isValidAadhaar(`${aadhaar}0`)).toBe(false);
  });

  it('masks all but the last four digits', () => {
    expect(maskAadhaar('234567891234')).toBe('XXXX XXXX 1234');
    expect(maskAadhaar('2345 6789 1234')).toBe('XXXX XXXX 1234');
    expect(maskAadhaar('12345')).toBe('XXXX XXXX XXXX');
  });
});

describe('finding leaked Aadhaar numbers in text', () => {
  it('finds valid numbers written plainly, in spaced groups and in dashed groups', () => {
    const dashed = grouped.replaceAll(' ', '-');
    const text = `kyc ok aadhaar=${aadhaar}; note: "${grouped}" and ${dashed}.`;
    expect(findAadhaarNumbers(text)).toEqual([
      { digits: aadhaar, index: text.indexOf(aadhaar), text: aadhaar },
      { digits: aadhaar, index: text.indexOf(grouped), text: grouped },
      { digits: aadhaar, index: text.indexOf(dashed), text: dashed },
    ]);
  });

  it('ignores twelve digits that fail Verhoeff or start with 0 or 1', () => {
    const wrong = aadhaar.slice(0, 11) + String((Number(aadhaar.charAt(11)) + 1) % 10);
    expect(findAadhaarNumbers(`${wrong} ${withCheck('13456789012')}`)).toEqual([]);
  });

  it('ignores twelve digits inside a longer number, even one written in groups', () => {
    expect(findAadhaarNumbers(`ref 9${aadhaar} and card ${grouped} 4321 and ${aadhaar}7`)).toEqual([]);
  });

  it('masks every leaked number in a log line and leaves other numbers alone', () => {
    expect(redactAadhaarNumbers(`user 42 sent ${grouped} at 2025-01-05`))
      .toBe(`user 42 sent XXXX XXXX ${aadhaar.slice(8)} at 2025-01-05`);
  });
});

describe('scanning for Aadhaar numbers beside phone numbers', () => {
  it('does not take an Indian mobile number with its +91 prefix for an Aadhaar number', () => {
    expect(isVerhoeffValid('919000000001')).toBe(true); // it would pass the check digit
    expect(findAadhaarNumbers('call +919000000001 today')).toEqual([]);
    expect(findAadhaarNumbers('Aadhaar 2341 2341 2346')).toHaveLength(1);
  });
});
