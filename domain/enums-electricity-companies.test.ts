import { describe, expect, it } from 'vitest';
import {
  ELECTRICITY_DISTRIBUTION_COMPANIES,
  ELECTRICITY_DISTRIBUTION_COMPANY_STATES,
  electricityDistributionCompanySchema,
} from './enums-electricity-companies.ts';

describe('electricity distribution companies', () => {
  it('has at least fifty-five companies, each once', () => {
    expect(ELECTRICITY_DISTRIBUTION_COMPANIES.length).toBeGreaterThanOrEqual(55);
    expect(new Set(ELECTRICITY_DISTRIBUTION_COMPANIES).size).toBe(ELECTRICITY_DISTRIBUTION_COMPANIES.length);
  });

  it('spans the states and union territories', () => {
    const states = new Set(ELECTRICITY_DISTRIBUTION_COMPANY_STATES.map((company) => company.state));
    expect(states.size).toBeGreaterThanOrEqual(30);
    expect(states).toContain('Tamil Nadu');
    expect(states).toContain('Assam');
  });

  it('accepts a listed company and refuses another', () => {
    expect(electricityDistributionCompanySchema.parse('BSES Rajdhani Power')).toBe('BSES Rajdhani Power');
    expect(electricityDistributionCompanySchema.safeParse('Acme Power').success).toBe(false);
  });
});
