import { describe, expect, it } from 'vitest';
import { kycStepSchema, utilitySchema, verifyUtilityRequestSchema } from './kyc.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const electricity = { type: 'electricity', customerId: '100234567', electricityDistributionCompany: 'BSES Rajdhani Power' };

describe('utility bill', () => {
  it.each([
    electricity,
    { type: 'telephone', telephoneNumber: '022-2345 6789', city: 'Mumbai' },
    { type: 'lpg', lpgId: '71000001234567890' },
    { type: 'png', consumerId: '500012345', serviceProvider: 'Mahanagar Gas' },
  ])('accepts a %s bill', (bill) => {
    expect(utilitySchema.safeParse(bill).success).toBe(true);
  });

  it('keeps only the digits of a telephone number', () => {
    expect(utilitySchema.parse({ type: 'telephone', telephoneNumber: '022-2345 6789', city: 'Mumbai' })).toMatchObject({ telephoneNumber: '02223456789' });
  });

  it.each([
    [{ type: 'electricity', customerId: '', electricityDistributionCompany: '' }, [['customerId', 'Customer Id is required.'], ['electricityDistributionCompany', 'Electricity Distribution Company is required.']]],
    [{ ...electricity, electricityDistributionCompany: 'Acme Power' }, [['electricityDistributionCompany', 'Select a company from the list.']]],
    [{ type: 'telephone', telephoneNumber: '', city: '' }, [['telephoneNumber', 'Telephone Number is required.'], ['city', 'City is required.']]],
    [{ type: 'telephone', telephoneNumber: '12345', city: 'Pune' }, [['telephoneNumber', 'Telephone Number should be proper.']]],
    [{ type: 'lpg', lpgId: '' }, [['lpgId', 'LPG Id is required.']]],
    [{ type: 'png' }, [['consumerId', 'Consumer Id is required.'], ['serviceProvider', 'Service Provider is required.']]],
    [{ type: '' }, [['type', 'Utility Bill Type is required.']]],
    [{ type: 'water' }, [['type', 'Utility Bill Type is required.']]],
  ])('refuses %o', (bill, issues) => {
    expect(issuesOf(utilitySchema, bill)).toEqual(issues);
  });

  it('refuses another type’s fields', () => {
    expect(refusedKeys(utilitySchema, { type: 'lpg', lpgId: '123', city: 'Pune' })).toEqual(['city']);
  });

  it('travels under data in the verify call', () => {
    expect(verifyUtilityRequestSchema.parse({ data: electricity })).toEqual({ data: electricity });
    expect(issuesOf(verifyUtilityRequestSchema, { data: { type: 'lpg', lpgId: '' } })).toEqual([['data.lpgId', 'LPG Id is required.']]);
    expect(refusedKeys(verifyUtilityRequestSchema, { data: electricity, status: 'verified' })).toEqual(['status']);
  });
});

describe('the KYC step', () => {
  const step = { kycType: 'aadhar', kycDocument: 'aadhaar.jpg', profilePic: 'me.png', utility: electricity };

  it('accepts a complete step', () => {
    expect(kycStepSchema.parse(step)).toEqual(step);
  });

  it('asks for the photo, the document and its type', () => {
    expect(issuesOf(kycStepSchema, { ...step, kycType: '', kycDocument: '', profilePic: '' })).toEqual([
      ['kycType', 'KYC Document Type is required.'],
      ['kycDocument', 'KYC Document is required.'],
      ['profilePic', 'Profile Picture is required.'],
    ]);
  });

  it('holds uploads to the file rules', () => {
    expect(issuesOf(kycStepSchema, { ...step, profilePic: 'me.pdf', kycDocument: 'my-aadhaar-card-front-side.jpg' })).toEqual([
      ['kycDocument', 'File name max 25 characters.'],
      ['profilePic', 'Only jpg, png, jpeg and gif files are allowed.'],
    ]);
  });
});
