import { describe, expect, it } from 'vitest';
import { accountVerifyRequestSchema, gstAuthRequestSchema, panAuthRequestSchema, validateItrRequestSchema } from './verification.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

describe('instant verification calls', () => {
  it('checks a PAN', () => {
    expect(panAuthRequestSchema.parse({ panNumber: 'abcpr1234k' })).toEqual({ panNumber: 'ABCPR1234K' });
    expect(issuesOf(panAuthRequestSchema, { panNumber: 'ABCPR12345' })).toEqual([['panNumber', 'Invalid PAN Number.']]);
    expect(refusedKeys(panAuthRequestSchema, { panNumber: 'ABCPR1234K', name: 'Asha' })).toEqual(['name']);
  });

  it('checks a GSTIN with the GST portal login', () => {
    const body = { gstIn: '27ABCPR1234K1Z5', username: 'raocaterers', password: 'secret' };
    expect(gstAuthRequestSchema.parse(body)).toEqual(body);
    expect(issuesOf(gstAuthRequestSchema, { gstIn: '27ABCPR1234K1Z', username: '', password: '' })).toEqual([
      ['gstIn', 'Invalid GST Number.'],
      ['username', 'Username is required.'],
      ['password', 'Password is required.'],
    ]);
  });

  it('checks a bank account under data', () => {
    const body = { data: { accountNumber: '50100123456789', ifsc: 'hdfc0000123' } };
    expect(accountVerifyRequestSchema.parse(body)).toEqual({ data: { accountNumber: '50100123456789', ifsc: 'HDFC0000123' } });
    expect(issuesOf(accountVerifyRequestSchema, { data: { accountNumber: '123', ifsc: '' } })).toEqual([
      ['data.accountNumber', 'Invalid Bank Account Number.'],
      ['data.ifsc', 'IFSC Code is required.'],
    ]);
    expect(refusedKeys(accountVerifyRequestSchema, { data: { ...body.data, name: 'x' } })).toEqual(['name']);
  });

  it('validates an ITR login', () => {
    expect(validateItrRequestSchema.parse({ username: 'ABCPR1234K', password: 'x', itrtype: 'userid' }).itrtype).toBe('userid');
    expect(issuesOf(validateItrRequestSchema, { username: 'ABCPR1234K', password: 'x' })).toEqual([['itrtype', 'ITR Type is required.']]);
  });
});
