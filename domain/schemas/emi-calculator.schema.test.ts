import { describe, expect, it } from 'vitest';
import { emiCalculatorFormSchema, emiCalculatorRequestSchema, emiDetailSchema } from './emi-calculator.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const row = { principle: '100000', months: '12', rate: '12' };

describe('EMI calculator request', () => {
  it('reads typed numbers as numbers', () => {
    expect(emiCalculatorRequestSchema.parse({ emiDetails: [row] })).toEqual({ emiDetails: [{ principle: 100000, months: 12, rate: 12 }] });
  });

  it.each([
    [{ principle: '' }, 'principle', 'Amount is required.'],
    [{ principle: '12abc' }, 'principle', 'Enter numeric characters only.'],
    [{ months: '' }, 'months', 'Month is required.'],
    [{ months: '24' }, 'months', 'Month should be 6, 12 or 18.'],
    [{ rate: '' }, 'rate', 'Interest Rate is required.'],
    [{ rate: '9' }, 'rate', 'Interest Rate should be between 10 and 21.'],
    [{ rate: '12.5' }, 'rate', 'Enter numeric characters only.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(emiCalculatorRequestSchema, { emiDetails: [{ ...row, ...change }] })).toEqual([[`emiDetails.0.${path}`, message]]);
  });

  it('takes one or two children', () => {
    expect(emiCalculatorRequestSchema.safeParse({ emiDetails: [] }).success).toBe(false);
    expect(emiCalculatorRequestSchema.safeParse({ emiDetails: [row, row, row] }).success).toBe(false);
  });

  it('refuses extra fields in the body and in a row', () => {
    expect(refusedKeys(emiCalculatorRequestSchema, { emiDetails: [row], status: 'x' })).toEqual(['status']);
    expect(refusedKeys(emiDetailSchema, { ...row, tenure: 12 })).toEqual(['tenure']);
  });
});

describe('EMI calculator form', () => {
  it('leaves out a second row whose amount is empty', () => {
    const blank = { principle: '', months: '', rate: '' };
    expect(emiCalculatorFormSchema.parse({ emiDetails: [row, blank] })).toEqual({ emiDetails: [{ principle: 100000, months: 12, rate: 12 }] });
  });

  it('validates the second row once its amount is filled', () => {
    expect(issuesOf(emiCalculatorFormSchema, { emiDetails: [row, { principle: '50000', months: '', rate: '30' }] })).toEqual([
      ['emiDetails.1.months', 'Month is required.'],
      ['emiDetails.1.rate', 'Interest Rate should be between 10 and 21.'],
    ]);
  });

  it('sends both children when both rows are filled', () => {
    const parsed = emiCalculatorFormSchema.parse({ emiDetails: [row, { principle: 300000, months: 18, rate: 15 }] });
    expect(parsed.emiDetails).toHaveLength(2);
  });

  it('still validates the first row', () => {
    expect(issuesOf(emiCalculatorFormSchema, { emiDetails: [{ ...row, principle: '' }] })).toEqual([['emiDetails.0.principle', 'Amount is required.']]);
  });
});
