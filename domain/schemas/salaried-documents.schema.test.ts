import { describe, expect, it } from 'vitest';
import { salariedDocumentsStep1FormSchema, salariedDocumentsStep1Schema, salariedDocumentsStep2Schema } from './salaried-documents.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const step1 = {
  pan: 'ABCPR1234K',
  accountNumber: '50100123456789',
  ifscCode: 'HDFC0000123',
  account_type: 'savings',
  bank_name: 'HDFC Bank',
  itrtype: 'ITR',
};

describe('salaried documents, step 1', () => {
  it('accepts the bank and tax details', () => {
    expect(salariedDocumentsStep1Schema.parse({ ...step1, pan: 'abcpr1234k' })).toEqual(step1);
  });

  it.each([
    [{ pan: '' }, 'pan', 'PAN number is required.'],
    [{ pan: 'ABCPR1234' }, 'pan', 'Invalid PAN Number.'],
    [{ accountNumber: '' }, 'accountNumber', 'Bank Account Number is required.'],
    [{ accountNumber: '1234567' }, 'accountNumber', 'Invalid Bank Account Number.'],
    [{ ifscCode: '' }, 'ifscCode', 'IFSC Code is required.'],
    [{ ifscCode: 'HDFC1000123' }, 'ifscCode', 'Invalid Bank IFSC Code.'],
    [{ account_type: '' }, 'account_type', 'Account Type is required.'],
    [{ account_type: 'over-draft' }, 'account_type', 'Select one of the listed options.'],
    [{ bank_name: '' }, 'bank_name', 'Bank Name is required.'],
    [{ bank_name: 'Bank of Nowhere' }, 'bank_name', 'Select a bank from the list.'],
    [{ itrtype: '' }, 'itrtype', 'ITR Type is required.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(salariedDocumentsStep1Schema, { ...step1, ...change })).toEqual([[path, message]]);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(salariedDocumentsStep1Schema, { ...step1, status: 'verified' })).toEqual(['status']);
  });
});

describe('salaried documents, step 1 form', () => {
  const form = { ...step1, bankStatement: 'statement.pdf', salarySlip: 'slips.pdf', form16: 'itr.pdf' };

  it('accepts a form with every upload chosen', () => {
    expect(salariedDocumentsStep1FormSchema.safeParse(form).success).toBe(true);
  });

  it('asks for the statement, the slips, and the ITR form when it is to be uploaded', () => {
    expect(issuesOf(salariedDocumentsStep1FormSchema, { ...form, bankStatement: '', salarySlip: '', form16: '' })).toEqual([
      ['bankStatement', 'Bank Statement is required.'],
      ['salarySlip', 'Salary Slip is required.'],
      ['form16', 'ITR form is required.'],
    ]);
  });

  it('needs no ITR file when the ITR is fetched with credentials', () => {
    expect(salariedDocumentsStep1FormSchema.safeParse({ ...form, itrtype: 'userid', form16: '' }).success).toBe(true);
  });
});

describe('salaried documents, step 2', () => {
  const step2 = {
    currentCompany: 'Infosys',
    employmentSector: 'Private Sector',
    designation: 'Project Manager',
    workExperience: '3-5',
    totalWorkExperience: '7-9',
    itReturnCondition: true,
  };

  it('accepts the work details', () => {
    expect(salariedDocumentsStep2Schema.parse(step2)).toEqual(step2);
  });

  it.each([
    [{ currentCompany: '' }, 'currentCompany', 'Company Name is required.'],
    [{ employmentSector: '' }, 'employmentSector', 'Employment Sector is required.'],
    [{ designation: '' }, 'designation', 'Designation is required.'],
    [{ workExperience: '' }, 'workExperience', 'Work Experience is required.'],
    [{ totalWorkExperience: '' }, 'totalWorkExperience', 'Total Work Experience is required.'],
    [{ itReturnCondition: false }, 'itReturnCondition', 'IT Return checkbox field is required.'],
    [{ workExperience: '>10' }, 'workExperience', 'Work Experience in the current company cannot be more than Total Work Experience.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(salariedDocumentsStep2Schema, { ...step2, ...change })).toEqual([[path, message]]);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(salariedDocumentsStep2Schema, { ...step2, salary: 90000 })).toEqual(['salary']);
  });
});
