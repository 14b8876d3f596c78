import { describe, expect, it } from 'vitest';
import { addressSchema } from './address.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const address = {
  residenceType: 'Rented',
  livingYears: '3-5',
  addressLine1: 'Flat 12, Sunrise Apartments',
  addressLine2: 'MG Road',
  addressLine3: '',
  landmark: '',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

describe('home address', () => {
  it('accepts an address with line 3 and landmark left blank', () => {
    expect(addressSchema.parse(address)).toEqual({ ...address, addressLine3: undefined, landmark: undefined });
  });

  it.each([
    [{ residenceType: '' }, 'residenceType', 'Residence Type is required.'],
    [{ livingYears: '' }, 'livingYears', 'Current Residence is required.'],
    [{ addressLine1: '' }, 'addressLine1', 'Address Line 1 is required.'],
    [{ addressLine1: 'x'.repeat(101) }, 'addressLine1', 'Address Line 1 should be at most 100 characters.'],
    [{ addressLine2: ' ' }, 'addressLine2', 'Address Line 2 is required.'],
    [{ addressLine3: 'x'.repeat(101) }, 'addressLine3', 'Address Line 3 should be at most 100 characters.'],
    [{ city: '' }, 'city', 'City is required.'],
    [{ city: 'x'.repeat(51) }, 'city', 'City should be at most 50 characters.'],
    [{ state: '' }, 'state', 'State is required.'],
    [{ pincode: '' }, 'pincode', 'Pincode is required.'],
    [{ pincode: '41100A' }, 'pincode', 'Pincode should be proper.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(addressSchema, { ...address, ...change })).toEqual([[path, message]]);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(addressSchema, { ...address, country: 'India' })).toEqual(['country']);
  });
});
