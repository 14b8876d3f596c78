import { describe, expect, it } from 'vitest';
import { calculateEmis } from './emi-calculator.ts';
import { emiCalculatorRequestSchema } from './schemas/emi-calculator.schema.ts';

describe('EMI calculator', () => {
  it('answers one child with no second EMI', () => {
    const request = emiCalculatorRequestSchema.parse({ emiDetails: [{ principle: '100000', months: '12', rate: '12' }] });
    expect(calculateEmis(request)).toEqual({ child1Emi: 8885, totalEmi: 8885 });
  });

  it('adds the second child to the total', () => {
    const request = emiCalculatorRequestSchema.parse({
      emiDetails: [{ principle: 100000, months: 12, rate: 12 }, { principle: 300000, months: 18, rate: 15 }],
    });
    expect(calculateEmis(request)).toEqual({ child1Emi: 8885, child2Emi: 18715, totalEmi: 27600 });
  });

  it('says which field is wrong', () => {
    const result = emiCalculatorRequestSchema.safeParse({ emiDetails: [{ principle: '12abc', months: 12, rate: 12 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['emiDetails', 0, 'principle'], message: 'Enter numeric characters only.' });
  });

  it('refuses a month choice the product does not offer', () => {
    const result = emiCalculatorRequestSchema.safeParse({ emiDetails: [{ principle: 100000, months: 7, rate: 12 }] });
    expect(result.error?.issues[0]?.path).toEqual(['emiDetails', 0, 'months']);
  });

  it('refuses extra fields', () => {
    const result = emiCalculatorRequestSchema.safeParse({ emiDetails: [{ principle: 1, months: 6, rate: 10 }], status: 'x' });
    expect(result.success).toBe(false);
  });
});
