import { describe, expect, it } from 'vitest';
import { academicYearOf, academicYearOptions, feeDetailsRequestSchema, feeEntrySchema, sumOfFees } from './fee.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const today = '2025-06-15';
const entry = {
  academicYear: '2025-26',
  quarter: '1st',
  admissionFee: '25000',
  tutionFee: '90000',
  transportFee: '15000',
  otherFee: { uniformFee: '5000', studyMaterialFee: '', extracurricularFee: '0' },
  totalFee: '135000',
  tenure: '12',
  admissionNo: 'DPS1234',
};
const secondEntry = { ...entry, admissionNo: 'DPS5678' };

describe('academic years', () => {
  it('starts the school year in April', () => {
    expect(academicYearOf('2025-03-31')).toBe('2024-25');
    expect(academicYearOf('2025-04-01')).toBe('2025-26');
    expect(academicYearOf('2099-12-01')).toBe('2099-00');
  });

  it('offers the current and the next year', () => {
    expect(academicYearOptions(today)).toEqual(['2025-26', '2026-27']);
  });
});

describe('a fee entry', () => {
  const schema = feeEntrySchema({ today });

  it('reads the typed amounts and fills the blank optional ones with zero', () => {
    expect(schema.parse(entry)).toEqual({
      ...entry,
      admissionFee: 25000,
      tutionFee: 90000,
      transportFee: 15000,
      otherFee: { uniformFee: 5000, studyMaterialFee: 0, extracurricularFee: 0 },
      totalFee: 135000,
      tenure: 12,
    });
  });

  it('treats missing other charges as none', () => {
    const { otherFee: _, ...withoutOther } = entry;
    expect(schema.parse({ ...withoutOther, totalFee: 130000 }).otherFee).toEqual({ uniformFee: 0, studyMaterialFee: 0, extracurricularFee: 0 });
  });

  it.each([
    [{ academicYear: '' }, 'academicYear', 'Academic Year is required.'],
    [{ academicYear: '2020-21' }, 'academicYear', 'Select the current or the next academic year.'],
    [{ quarter: '' }, 'quarter', 'Quarter is required.'],
    [{ tenure: '' }, 'tenure', 'Tenure is required.'],
    [{ tenure: '6' }, 'tenure', 'Tenure should be 12 or 18 Months.'],
    [{ admissionNo: '' }, 'admissionNo', 'Admission Number is required.'],
    [{ totalFee: '135001' }, 'totalFee', 'Total Fee should be the sum of the fees.'],
    [{ admissionFee: '5000', tutionFee: '50000', transportFee: '5000', totalFee: '65000' }, 'totalFee', 'The minimum loan amount is ₹1,00,000.'],
    [{ tenure: 18 }, 'tenure', 'The 18 Months tenure needs a loan of at least ₹3,00,000.'],
    [{ otherFee: { uniformFee: 'abc' } }, 'otherFee.uniformFee', 'Enter numeric characters only.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(schema, { ...entry, ...change })).toEqual([[path, message]]);
  });

  it.each([
    ['admissionFee', 'Admission Fee is required.'],
    ['tutionFee', 'Tuition Fee is required.'],
    ['transportFee', 'Transport Fee is required.'],
    ['totalFee', 'Total Fee is required.'],
  ])('asks for %s and wants it numeric', (field, required) => {
    expect(issuesOf(schema, { ...entry, [field]: '' })).toEqual([[field, required]]);
    expect(issuesOf(schema, { ...entry, [field]: '12abc' })).toEqual([[field, 'Enter numeric characters only.']]);
  });

  it('caps the admission fee at 3 lakhs', () => {
    const big = { ...entry, admissionFee: '300001', totalFee: String(300001 + 90000 + 15000 + 5000) };
    expect(issuesOf(schema, big)).toEqual([['admissionFee', 'Admission should not be more than 3 lakhs.']]);
    expect(schema.safeParse({ ...big, admissionFee: '300000', totalFee: '410000' }).success).toBe(true);
  });

  it('allows 18 months from ₹3,00,000', () => {
    const large = { ...entry, tutionFee: '255000', totalFee: '300000', tenure: '18' };
    expect(schema.parse(large).tenure).toBe(18);
  });

  it('takes exactly ₹1,00,000 as the smallest loan', () => {
    expect(schema.safeParse({ ...entry, tutionFee: '55000', totalFee: '100000' }).success).toBe(true);
  });

  it('refuses fields it does not know, inside the other fees too', () => {
    expect(refusedKeys(schema, { ...entry, loan_status: 'sanctioned' })).toEqual(['loan_status']);
    expect(refusedKeys(schema, { ...entry, otherFee: { ...entry.otherFee, lateFee: '100' } })).toEqual(['lateFee']);
  });
});

describe('the fee details call', () => {
  const schema = feeDetailsRequestSchema({ today });

  it('accepts one or two entries', () => {
    expect(schema.parse({ feeDetails: [entry] }).feeDetails).toHaveLength(1);
    expect(schema.parse({ feeDetails: [entry, secondEntry] }).feeDetails).toHaveLength(2);
  });

  it('validates the second entry as strictly as the first', () => {
    expect(issuesOf(schema, { feeDetails: [entry, { ...secondEntry, admissionFee: '400000', tutionFee: '12abc', tenure: '' }] })).toEqual([
      ['feeDetails.1.admissionFee', 'Admission should not be more than 3 lakhs.'],
      ['feeDetails.1.tutionFee', 'Enter numeric characters only.'],
      ['feeDetails.1.tenure', 'Tenure is required.'],
    ]);
    expect(issuesOf(schema, { feeDetails: [entry, { ...secondEntry, totalFee: '99' }] })).toEqual([
      ['feeDetails.1.totalFee', 'Total Fee should be the sum of the fees.'],
    ]);
  });

  it('refuses none, three, or the same student twice', () => {
    expect(issuesOf(schema, { feeDetails: [] })).toEqual([['feeDetails', 'Add the fee details.']]);
    expect(issuesOf(schema, { feeDetails: [entry, secondEntry, secondEntry] })).toEqual([['feeDetails', 'At most two fee entries can be added.']]);
    expect(issuesOf(schema, { feeDetails: [entry, entry] })).toEqual([['feeDetails.1.admissionNo', 'Each fee entry should be for a different student.']]);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(schema, { feeDetails: [entry], status: 'sanctioned' })).toEqual(['status']);
  });
});

describe('sum of fees', () => {
  it('adds every fee, optional ones included', () => {
    expect(sumOfFees({ admissionFee: 1, tutionFee: 2, transportFee: 3, otherFee: { uniformFee: 4, studyMaterialFee: 5, extracurricularFee: 6 } })).toBe(21);
  });
});
