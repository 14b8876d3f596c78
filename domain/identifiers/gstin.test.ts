import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gstinCheckCharacter, gstinStateCode, isValidGstin, panOfGstin } from './gstin.ts';

describe('GSTIN', () => {
  // 27AAPFU0939F1ZV, a widely published sample, checked by hand: the base-36 values of its first
  // 14 characters are 2 7 10 10 25 15 30 0 9 3 9 15 1 35; weighted 1,2,1,2,…: 2 14 10 20 25 30 30
  // 0 9 6 9 30 1 70; 70 is 1×36 + 34, giving 1 + 34 = 35, so the sum is 182 + 35 = 217;
  // 217 mod 36 = 1 and 36 − 1 = 31, which is 'V'.
  it('accepts a published GSTIN whose check character was verified by hand', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
  });

  it('accepts a GSTIN whose check character this module computed', () => {
    const first14 = '29ABCPE1234F1Z';
    const gstin = `${first14}${gstinCheckCharacter(first14)}`;
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('refuses a GSTIN with the wrong check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
  });

  it('detects any single changed character', () => {
    const valid = '27AAPFU0939F1ZV';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), (at, ch) => {
        fc.pre(valid.charAt(at) !== ch);
        expect(isValidGstin(valid.slice(0, at) + ch + valid.slice(at + 1))).toBe(false);
      }),
    );
  });

  it('refuses state codes outside 01-38, a missing Z, an entity number 0 and lower case', () => {
    for (const first14 of ['00AAPFU0939F1Z', '39AAPFU0939F1Z', '27AAPFU0939F1Y', '27AAPFU0939F0Z']) {
      expect(isValidGstin(`${first14}${gstinCheckCharacter(first14)}`), first14).toBe(false);
    }
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });

  it('accepts Ladakh, state code 38', () => {
    expect(isValidGstin(`38AAPFU0939F1Z${gstinCheckCharacter('38AAPFU0939F1Z')}`)).toBe(true);
  });

  it('gives the state code and the holder PAN of a valid GSTIN only', () => {
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
    expect(gstinStateCode('27AAPFU0939F1ZA')).toBeUndefined();
    expect(panOfGstin('27AAPFU0939F1ZA')).toBeUndefined();
  });
});
