import { describe, expect, it } from 'vitest';
import { businessDetailsSchema, businessHistorySchema } from './business.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const details = {
  industry: 'Hospitality',
  businessType: 'Services',
  companyType: 'Sole Proprietorship',
  businessName: 'Rao Caterers',
  businessRegistered: 'Sole Proprietorship',
  businessNature: 'Catering',
  officeAddress: '14 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};

describe('business details', () => {
  it('accepts a listed industry', () => {
    expect(businessDetailsSchema.parse(details)).toEqual(details);
  });

  it('stores the parent’s own industry in place of Other', () => {
    expect(businessDetailsSchema.parse({ ...details, industry: 'Other', otherIndustry: 'Textiles' }).industry).toBe('Textiles');
  });

  it.each([
    [{ industry: '' }, 'industry', 'Industry is required.'],
    [{ industry: 'Other' }, 'otherIndustry', 'Other Industry is required.'],
    [{ businessType: '' }, 'businessType', 'Business Type is required.'],
    [{ companyType: '' }, 'companyType', 'Company Type is required.'],
    [{ businessName: '' }, 'businessName', 'Business Name is required.'],
    [{ businessRegistered: '' }, 'businessRegistered', 'Registered As is required.'],
    [{ businessNature: '' }, 'businessNature', 'Nature of Business is required.'],
    [{ officeAddress: '' }, 'officeAddress', 'Office Address is required.'],
    [{ city: '' }, 'city', 'City is required.'],
    [{ state: '' }, 'state', 'State is required.'],
    [{ pincode: '' }, 'pincode', 'Pincode is required.'],
    [{ pincode: '56002' }, 'pincode', 'Pincode should be proper.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(businessDetailsSchema, { ...details, ...change })).toEqual([[path, message]]);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(businessDetailsSchema, { ...details, turnover: '5-10' })).toEqual(['turnover']);
  });
});

describe('business history', () => {
  const history = { numberOfYears: '5-7', annualTurnover: 'less than 5', officePremise: 'Owned', itReturnCondition: true };

  it('accepts the history with consent', () => {
    expect(businessHistorySchema.parse(history)).toEqual(history);
  });

  it('asks for every answer and the consent', () => {
    expect(issuesOf(businessHistorySchema, {})).toEqual([
      ['numberOfYears', 'Number of Years is required.'],
      ['annualTurnover', 'Annual Turnover is required.'],
      ['officePremise', 'Office Premise is required.'],
      ['itReturnCondition', 'IT Return checkbox field is required.'],
    ]);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(businessHistorySchema, { ...history, status: 'ok' })).toEqual(['status']);
  });
});
