import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_NUMERIC_MESSAGE,
  AMOUNT_REQUIRED_MESSAGE,
  AMOUNT_TOO_LARGE_MESSAGE,
  formatRupees,
  paiseToRupeeString,
  paiseToRupees,
  parseRupees,
  rupeesToPaise,
} from './money.ts';

describe('rupees and paise', () => {
  it('converts rupees with paise to whole paise without floating-point error', () => {
    expect(rupeesToPaise(1.1)).toBe(110);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(100_000)).toBe(1_00_00_000);
    expect(rupeesToPaise(-12.5)).toBe(-1250);
  });

  it('refuses rupee amounts with fractions of a paisa', () => {
    expect(() => rupeesToPaise(1.005)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });

  it('turns any paise amount into rupees and back to the same paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
    );
  });

  it('prints paise as an exact two-decimal rupee string', () => {
    expect(paiseToRupeeString(10_000_050)).toBe('100000.50');
    expect(paiseToRupeeString(5)).toBe('0.05');
    expect(paiseToRupeeString(-105)).toBe('-1.05');
  });

  it('refuses paise that are not whole', () => {
    expect(() => paiseToRupees(10.5)).toThrow(RangeError);
  });
});

describe('formatRupees: Indian digit grouping', () => {
  it('groups lakhs and crores and hides paise for a whole rupee amount', () => {
    expect(formatRupees(1_00_00_000)).toBe('₹1,00,000');
    expect(formatRupees(12_34_56_78_900)).toBe('₹12,34,56,789');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows two decimals when paise are present', () => {
    expect(formatRupees(1_00_00_050)).toBe('₹1,00,000.50');
    expect(formatRupees(5)).toBe('₹0.05');
  });

  it('stays exact for the largest safe amount', () => {
    expect(formatRupees(Number.MAX_SAFE_INTEGER)).toBe('₹9,00,71,99,25,47,409.91');
  });
});

describe('parseRupees: amounts typed into forms', () => {
  it('reads plain digits, Indian grouping and international grouping', () => {
    expect(parseRupees('100000')).toEqual({ ok: true, paise: 1_00_00_000 });
    expect(parseRupees('1,00,000')).toEqual({ ok: true, paise: 1_00_00_000 });
    expect(parseRupees('100,000')).toEqual({ ok: true, paise: 1_00_00_000 });
    expect(parseRupees('12,34,567.5')).toEqual({ ok: true, paise: 12_34_567_50 });
    expect(parseRupees(' ₹ 2,500.05 ')).toEqual({ ok: true, paise: 2_500_05 });
  });

  it('asks for an amount when the field is empty', () => {
    expect(parseRupees('  ')).toEqual({ ok: false, error: AMOUNT_REQUIRED_MESSAGE });
  });

  it('refuses letters, signs and commas that are not digit grouping', () => {
    for (const text of ['12a', '-100', '1e5', '10,00', '1,,000', ',100', '100.', '.5', '1.000,50']) {
      expect(parseRupees(text), text).toEqual({ ok: false, error: AMOUNT_NUMERIC_MESSAGE });
    }
  });

  it('refuses more than two decimals', () => {
    expect(parseRupees('10.005')).toEqual({ ok: false, error: AMOUNT_DECIMALS_MESSAGE });
  });

  it('refuses an amount beyond the safe range of paise', () => {
    expect(parseRupees('99999999999999999')).toEqual({ ok: false, error: AMOUNT_TOO_LARGE_MESSAGE });
  });

  it('reads back whatever formatRupees printed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (paise) => {
        expect(parseRupees(formatRupees(paise))).toEqual({ ok: true, paise });
      }),
    );
  });
});
