import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  ACCOUNT_TYPES_WITH_SANCTION_LIMIT,
  APPLICATION_TENURES,
  applicationTenureSchema,
  CALCULATOR_TENURES,
  EDUCATIONAL_STAGES,
  EMPLOYMENT_STATUSES,
  employmentStatusSchema,
  EXPERIENCE_BANDS,
  GRADES,
  GRADES_BY_STAGE,
  gradeSchema,
  INTEREST_RATES,
  interestRateSchema,
  KYC_DOCUMENT_TYPES,
  REGISTERED_AS,
  RESIDENCE_YEARS,
  SALARIED_ACCOUNT_TYPES,
  UTILITY_TYPES,
} from './enums.ts';

describe('borrower-side enumerations', () => {
  it('keeps the values the specification sends', () => {
    expect(ACCOUNT_TYPES).toEqual(['current', 'savings', 'cash-credit', 'over-draft']);
    expect(EMPLOYMENT_STATUSES).toEqual(['Salaried', 'Self-Employed']);
    expect(KYC_DOCUMENT_TYPES).toEqual(['aadhar', 'voterid', 'passport']);
    expect(UTILITY_TYPES).toEqual(['electricity', 'telephone', 'lpg', 'png']);
    expect(EXPERIENCE_BANDS).toEqual(['less than 1', '1-3', '3-5', '5-7', '7-9', '>10']);
    expect(RESIDENCE_YEARS).toEqual(EXPERIENCE_BANDS);
  });

  it('offers a salaried parent only current and savings accounts', () => {
    expect(SALARIED_ACCOUNT_TYPES).toEqual(['current', 'savings']);
    expect(ACCOUNT_TYPES_WITH_SANCTION_LIMIT).toEqual(['cash-credit', 'over-draft']);
  });

  it('spells Sole Proprietorship correctly', () => {
    expect(REGISTERED_AS).toContain('Sole Proprietorship');
  });

  it('offers 12 or 18 months at the fee step and 6, 12 or 18 in the calculator', () => {
    expect(APPLICATION_TENURES).toEqual([12, 18]);
    expect(CALCULATOR_TENURES).toEqual([6, 12, 18]);
    expect(applicationTenureSchema.safeParse(6).success).toBe(false);
    expect(applicationTenureSchema.parse(18)).toBe(18);
  });

  it('offers whole interest rates from 10 to 21 percent', () => {
    expect(INTEREST_RATES).toHaveLength(12);
    expect(INTEREST_RATES[0]).toBe(10);
    expect(INTEREST_RATES.at(-1)).toBe(21);
    expect(interestRateSchema.safeParse(9).success).toBe(false);
  });

  it('lists each stage with its own grades and every grade once', () => {
    expect(EDUCATIONAL_STAGES).toEqual(['Pre-Primary', 'Primary', 'Secondary']);
    expect(GRADES_BY_STAGE['Pre-Primary']).toEqual(['Playschool', 'Jr.Kg', 'Sr.Kg', 'Nursery']);
    expect(GRADES_BY_STAGE.Primary).toHaveLength(5);
    expect(GRADES_BY_STAGE.Secondary.at(-1)).toBe('Class 10th');
    expect(new Set(GRADES).size).toBe(GRADES.length);
    expect(gradeSchema.parse('Class 1st')).toBe('Class 1st');
  });

  it('refuses a value outside the list', () => {
    expect(employmentStatusSchema.safeParse('Retired').success).toBe(false);
  });

  it('re-exports the banks, electricity companies and lifecycle lists', async () => {
    const all = await import('./enums.ts');
    expect(all.BANKS.length).toBeGreaterThan(80);
    expect(all.ELECTRICITY_DISTRIBUTION_COMPANIES.length).toBeGreaterThan(50);
    expect(all.LOAN_STATUSES).toContain('sanctioned');
  });
});
