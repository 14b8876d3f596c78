import { describe, expect, it } from 'vitest';
import { userProfileSchema } from './profile.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const profile = {
  firstName: 'Asha',
  middleName: '',
  lastName: 'Rao',
  emailId: 'asha@example.in',
  dob: '1985-08-20',
  empStatus: 'Self-Employed',
  profession: 'Doctor',
  relationship: 'Mother',
  residenceType: 'Owned',
  livingYears: '>10',
  addressLine1: 'Flat 12, Sunrise Apartments',
  addressLine2: 'MG Road',
  addressLine3: 'Camp',
  landmark: 'Opposite the post office',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

describe('the combined profile page', () => {
  const schema = userProfileSchema({ today: '2025-06-15' });

  it('accepts a complete profile', () => {
    expect(schema.parse(profile)).toEqual({ ...profile, middleName: undefined });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First Name is required.'],
    [{ lastName: '' }, 'lastName', 'Last Name is required.'],
    [{ lastName: 'Rao1' }, 'lastName', 'Enter alphabet characters only.'],
    [{ middleName: 'K.' }, 'middleName', 'Enter alphabet characters only.'],
    [{ emailId: 'asha' }, 'emailId', 'Invalid email address.'],
    [{ relationship: '' }, 'relationship', 'Relationship is required.'],
    [{ residenceType: '' }, 'residenceType', 'Residence Type is required.'],
    [{ landmark: '' }, 'landmark', 'Landmark is required.'],
    [{ pincode: '000000' }, 'pincode', 'Pincode should be proper.'],
    [{ profession: '' }, 'profession', 'Profession is required.'],
    [{ dob: '2015-01-01' }, 'dob', 'Date of Birth should be proper.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(schema, { ...profile, ...change })).toEqual([[path, message]]);
  });

  it('stores the parent’s own profession in place of Other', () => {
    expect(schema.parse({ ...profile, profession: 'Other', otherProfession: 'Architect Planner' }).profession).toBe('Architect Planner');
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(schema, { ...profile, phoneNo: '+919876543210' })).toEqual(['phoneNo']);
  });
});
