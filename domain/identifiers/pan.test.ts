import { describe, expect, it } from 'vitest';
import { PAN_PATTERN, isValidPan, panHolderType } from './pan.ts';

describe('PAN', () => {
  it('accepts five capital letters, four digits and a capital letter', () => {
    expect(isValidPan('ABCPE1234F')).toBe(true);
    expect(PAN_PATTERN.test('AAACR5055K')).toBe(true);
  });

  it('refuses lower case, wrong lengths and digits out of place', () => {
    for (const pan of ['abcpe1234f', 'ABCPE1234', 'ABCPE12345', 'ABCP11234F', 'ABCPE1234F ', '']) {
      expect(isValidPan(pan), pan).toBe(false);
    }
  });

  it('reads the holder type from the fourth character', () => {
    expect(panHolderType('ABCPE1234F')).toBe('Individual');
    expect(panHolderType('AAACR5055K')).toBe('Company');
    expect(panHolderType('AAAHS1234Q')).toBe('Hindu Undivided Family');
    expect(panHolderType('AAPFU0939F')).toBe('Firm');
    expect(panHolderType('AAATA1234Q')).toBe('Trust');
    expect(panHolderType('AAAGG1234Q')).toBe('Government');
    expect(panHolderType('AAALL1234Q')).toBe('Local Authority');
    expect(panHolderType('AAAJJ1234Q')).toBe('Artificial Juridical Person');
    expect(panHolderType('AAAAA1234Q')).toBe('Association of Persons');
    expect(panHolderType('AAABB1234Q')).toBe('Body of Individuals');
  });

  it('gives no holder type for an unknown fourth character or a malformed PAN', () => {
    expect(panHolderType('ABCXE1234F')).toBeUndefined();
    expect(panHolderType('ABCP1234F')).toBeUndefined();
  });
});
