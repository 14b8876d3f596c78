import { describe, expect, it } from 'vitest';
import { applicationNumberSearchSchema, finalDecisionSchema, sectionDecisionSchema, staffProfileSchema } from './staff.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const profile = {
  firstName: 'Ravi',
  middleName: '',
  lastName: 'Kumar',
  phoneNo: '9876543210',
  userName: 'underwriter1',
  emailId: 'ravi@feesetu.in',
};

describe('staff profile', () => {
  it('accepts a profile and stores the mobile with +91', () => {
    expect(staffProfileSchema('underwriter').parse(profile)).toEqual({ ...profile, middleName: undefined, phoneNo: '+919876543210' });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First Name is required.'],
    [{ lastName: '' }, 'lastName', 'Last Name is required.'],
    [{ firstName: 'Ravi3' }, 'firstName', 'Enter alphabet characters only.'],
    [{ middleName: 'K.' }, 'middleName', 'Enter alphabet characters only.'],
    [{ userName: '' }, 'userName', 'Username is required.'],
    [{ phoneNo: '' }, 'phoneNo', 'Mobile No is required.'],
    [{ phoneNo: '12345' }, 'phoneNo', 'Mobile No should be proper.'],
    [{ emailId: '' }, 'emailId', 'Email is required.'],
    [{ emailId: 'ravi@' }, 'emailId', 'Invalid email address.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(staffProfileSchema('approver'), { ...profile, ...change })).toEqual([[path, message]]);
  });

  it('uses the administrator’s wording for a wrong mobile number', () => {
    expect(issuesOf(staffProfileSchema('admin'), { ...profile, phoneNo: '12345' })).toEqual([['phoneNo', 'Invalid Mobile number.']]);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(staffProfileSchema('underwriter'), { ...profile, role: 'admin' })).toEqual(['role']);
  });
});

describe('section decision', () => {
  const accept = { loanid: 'FS00000042', documentName: 'kycDetails', approvalStatus: 'Accepted' };

  it('accepts a section without comments', () => {
    expect(sectionDecisionSchema.parse(accept)).toEqual({ ...accept, comments: undefined });
  });

  it('wants the reason for a rejection', () => {
    expect(issuesOf(sectionDecisionSchema, { ...accept, approvalStatus: 'Rejected' })).toEqual([['comments', 'Comments are required to reject a section.']]);
    expect(sectionDecisionSchema.parse({ ...accept, approvalStatus: 'Rejected', comments: 'Utility bill is older than 3 months.' }).comments).toBe(
      'Utility bill is older than 3 months.',
    );
  });

  it.each([
    [{ comments: 'x'.repeat(1001) }, 'comments', 'Comments should be at most 1000 characters.'],
    [{ documentName: 'loanDetails' }, 'documentName', 'Select one of the listed options.'],
    [{ documentName: '' }, 'documentName', 'Section is required.'],
    [{ approvalStatus: 'Maybe' }, 'approvalStatus', 'Select one of the listed options.'],
    [{ loanid: '' }, 'loanid', 'Application Number is required.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(sectionDecisionSchema, { ...accept, ...change })).toEqual([[path, message]]);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(sectionDecisionSchema, { ...accept, loan_status: 'sanctioned' })).toEqual(['loan_status']);
  });
});

describe('final decision', () => {
  it('needs a remark to recommend, reject or return, but not to sanction', () => {
    expect(finalDecisionSchema.parse({ decision: 'sanction', loanid: 'FS00000042' })).toEqual({ decision: 'sanction', loanid: 'FS00000042' });
    expect(finalDecisionSchema.parse({ decision: 'recommend', loanid: 'FS00000042', remark: 'Stable income.' }).remark).toBe('Stable income.');
    for (const decision of ['recommend', 'reject', 'return_to_underwriter']) {
      expect(issuesOf(finalDecisionSchema, { decision, loanid: 'FS00000042', remark: ' ' })).toEqual([['remark', 'Remark is required.']]);
    }
  });

  it('refuses an unknown decision and extra fields', () => {
    expect(issuesOf(finalDecisionSchema, { decision: 'approve', loanid: 'FS00000042' })).toEqual([['decision', 'Decision is required.']]);
    expect(refusedKeys(finalDecisionSchema, { decision: 'sanction', loanid: 'FS00000042', status: 'sanctioned' })).toEqual(['status']);
  });

  it('caps the remark at 1000 characters', () => {
    expect(issuesOf(finalDecisionSchema, { decision: 'reject', loanid: 'FS00000042', remark: 'x'.repeat(1001) })).toEqual([
      ['remark', 'Remark should be at most 1000 characters.'],
    ]);
  });
});

describe('application number search', () => {
  it('takes up to ten letters and digits, in capitals', () => {
    expect(applicationNumberSearchSchema.parse({ applicationNumber: ' fs00000042 ' })).toEqual({ applicationNumber: 'FS00000042' });
    expect(issuesOf(applicationNumberSearchSchema, { applicationNumber: '' })).toEqual([['applicationNumber', 'Application Number is required.']]);
    expect(issuesOf(applicationNumberSearchSchema, {})).toEqual([['applicationNumber', 'Application Number is required.']]);
    expect(issuesOf(applicationNumberSearchSchema, { applicationNumber: 'FS000000421' })).toEqual([
      ['applicationNumber', 'Application Number should be at most 10 characters.'],
    ]);
    expect(issuesOf(applicationNumberSearchSchema, { applicationNumber: 'FS-42' })).toEqual([
      ['applicationNumber', 'Application Number should have letters and digits only.'],
    ]);
  });
});
