import { describe, expect, it } from 'vitest';
import { selfEmployedDocumentsFormSchema, selfEmployedDocumentsSchema } from './self-employed.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const documents = {
  pan: 'ABCPR1234K',
  gstNumber: '27ABCPR1234K1Z5',
  accountNumber: '123456789012345',
  ifscCode: 'SBIN0001234',
  accountType: 'current',
  bankName: 'State Bank of India',
  itrtype: 'userid',
};

describe('self-employed documents', () => {
  it('accepts a current account without a sanction limit', () => {
    expect(selfEmployedDocumentsSchema.parse(documents)).toEqual({ ...documents, sanctionLimit: undefined });
  });

  it('requires the sanction limit of an over-draft or cash-credit account', () => {
    for (const accountType of ['over-draft', 'cash-credit']) {
      expect(issuesOf(selfEmployedDocumentsSchema, { ...documents, accountType })).toEqual([['sanctionLimit', 'Sanction Limit is required.']]);
      expect(selfEmployedDocumentsSchema.parse({ ...documents, accountType, sanctionLimit: '500000' }).sanctionLimit).toBe(500000);
    }
  });

  it('drops a limit left behind on a savings or current account', () => {
    expect(selfEmployedDocumentsSchema.parse({ ...documents, sanctionLimit: '500000' }).sanctionLimit).toBeUndefined();
  });

  it.each([
    [{ gstNumber: '' }, 'gstNumber', 'GST Number is required.'],
    [{ gstNumber: '99ABCPR1234K1Z5' }, 'gstNumber', 'Invalid GST Number.'],
    [{ pan: 'ABC' }, 'pan', 'Invalid PAN Number.'],
    [{ accountNumber: '1234567890123456' }, 'accountNumber', 'Invalid Bank Account Number.'],
    [{ ifscCode: 'SBIN001234' }, 'ifscCode', 'Invalid Bank IFSC Code.'],
    [{ accountType: '' }, 'accountType', 'Account Type is required.'],
    [{ bankName: '' }, 'bankName', 'Bank Name is required.'],
    [{ itrtype: '' }, 'itrtype', 'ITR Type is required.'],
    [{ accountType: 'over-draft', sanctionLimit: '5 lakh' }, 'sanctionLimit', 'Enter numeric characters only.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(selfEmployedDocumentsSchema, { ...documents, ...change })).toEqual([[path, message]]);
  });

  it('shows a missing sanction limit beside other missing fields', () => {
    expect(issuesOf(selfEmployedDocumentsSchema, { ...documents, pan: undefined, accountType: 'cash-credit' })).toEqual([
      ['pan', 'PAN number is required.'],
      ['sanctionLimit', 'Sanction Limit is required.'],
    ]);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(selfEmployedDocumentsSchema, { ...documents, loan_status: 'sanctioned' })).toEqual(['loan_status']);
  });
});

describe('self-employed documents form', () => {
  it('asks for the bank statement, and the ITR form only when it is uploaded', () => {
    expect(issuesOf(selfEmployedDocumentsFormSchema, { ...documents, itrtype: 'ITR', bankStatement: '' })).toEqual([
      ['bankStatement', 'Bank Statement is required.'],
      ['form16', 'ITR form is required.'],
    ]);
    expect(selfEmployedDocumentsFormSchema.safeParse({ ...documents, bankStatement: 'statement.pdf' }).success).toBe(true);
  });
});
