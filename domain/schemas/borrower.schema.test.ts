import { describe, expect, it } from 'vitest';
import { borrowerDetailsSchema } from './borrower.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const today = '2025-06-15';
const salaried = { email: 'asha@example.in', dob: '1985-08-20', empStatus: 'Salaried', relationship: 'Mother' };

describe('borrower details', () => {
  const schema = borrowerDetailsSchema({ today });

  it('accepts a salaried parent without a profession', () => {
    expect(schema.parse(salaried)).toEqual({ ...salaried, profession: undefined });
  });

  it('stores a self-employed parent’s own words in place of Other', () => {
    const parsed = schema.parse({ ...salaried, empStatus: 'Self-Employed', profession: 'Other', otherProfession: 'Chartered Accountant' });
    expect(parsed.profession).toBe('Chartered Accountant');
    expect(parsed).not.toHaveProperty('otherProfession');
  });

  it('accepts the words sent in place of Other, as the old form sent them', () => {
    expect(schema.parse({ ...salaried, empStatus: 'Self-Employed', profession: 'Lawyer' }).profession).toBe('Lawyer');
  });

  it.each([
    [{ email: '' }, 'email', 'Email is required.'],
    [{ email: 'asha@' }, 'email', 'Invalid email address.'],
    [{ dob: '' }, 'dob', 'Date of Birth is required.'],
    [{ dob: '2010-01-01' }, 'dob', 'Date of Birth should be proper.'],
    [{ dob: '1940-01-01' }, 'dob', 'Date of Birth should be proper.'],
    [{ relationship: '' }, 'relationship', 'Relationship is required.'],
    [{ empStatus: '' }, 'empStatus', 'Employment Status is required.'],
    [{ empStatus: 'Self-Employed' }, 'profession', 'Profession is required.'],
    [{ empStatus: 'Self-Employed', profession: 'Other' }, 'otherProfession', 'Other Profession is required.'],
    [{ empStatus: 'Self-Employed', profession: 'Other', otherProfession: 'CA 2' }, 'otherProfession', 'Enter alphabet characters only.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(schema, { ...salaried, ...change })).toEqual([[path, message]]);
  });

  it('accepts an 18-year-old and a 75-year-old, relative to the date given', () => {
    expect(schema.safeParse({ ...salaried, dob: '2007-06-15' }).success).toBe(true);
    expect(schema.safeParse({ ...salaried, dob: '1949-06-16' }).success).toBe(true);
    expect(schema.safeParse({ ...salaried, dob: '2007-06-16' }).success).toBe(false);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(schema, { ...salaried, phoneNo: '+919876543210' })).toEqual(['phoneNo']);
  });
});
