import { describe, expect, it } from 'vitest';
import { adminProfileSchema, newSchoolSchema, newStaffFormSchema, newStaffSchema } from './admin.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const staff = {
  firstName: 'Meera',
  middleName: '',
  lastName: 'Iyer',
  userName: 'approver2',
  password: 'Approver@123',
  phoneNo: '+919812345678',
  emailId: 'meera@feesetu.in',
  panNo: 'ABCPI1234M',
};

describe('new underwriter or approver', () => {
  it('accepts a complete new staff member', () => {
    expect(newStaffSchema('approver').parse(staff)).toEqual({ ...staff, middleName: undefined });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First Name is required.'],
    [{ lastName: '' }, 'lastName', 'Last Name is required.'],
    [{ userName: '' }, 'userName', 'Username is required.'],
    [{ userName: 'approver two' }, 'userName', 'Username should have letters, digits, dots, hyphens or underscores only.'],
    [{ password: '' }, 'password', 'Password is required.'],
    [{ password: 'approver123' }, 'password', 'Password should be proper i.e (Abc@123).'],
    [{ emailId: '' }, 'emailId', 'Email Address is required.'],
    [{ emailId: 'meera' }, 'emailId', 'Invalid email address.'],
    [{ phoneNo: '' }, 'phoneNo', 'Mobile No is required.'],
    [{ panNo: '' }, 'panNo', 'PAN No is required.'],
    [{ panNo: 'ABCPI1234' }, 'panNo', 'Invalid PAN Number.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(newStaffSchema('underwriter'), { ...staff, ...change })).toEqual([[path, message]]);
  });

  it('words a wrong mobile number as each screen does', () => {
    expect(issuesOf(newStaffSchema('underwriter'), { ...staff, phoneNo: '12345' })).toEqual([['phoneNo', 'Invalid Mobile number.']]);
    expect(issuesOf(newStaffSchema('approver'), { ...staff, phoneNo: '12345' })).toEqual([['phoneNo', 'Mobile No should be proper.']]);
  });

  it('needs the Aadhaar scan on the form', () => {
    expect(issuesOf(newStaffFormSchema('approver'), { ...staff, aadhaarFile: '' })).toEqual([['aadhaarFile', 'Aadhaar Card is required.']]);
    expect(newStaffFormSchema('approver').safeParse({ ...staff, aadhaarFile: 'aadhaar.pdf' }).success).toBe(true);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(newStaffSchema('approver'), { ...staff, role: 'admin' })).toEqual(['role']);
  });
});

describe('new school', () => {
  const school = {
    firstName: 'Sunita',
    lastName: 'Sharma',
    emailId: 'principal@dps.example.in',
    phoneNo: '9811122233',
    schoolName: 'Delhi Public School',
    schoolAddress: 'Sector 45, Gurugram',
    branchName: 'Gurugram',
    region: 'North',
    pincode: '122003',
  };

  it('accepts a school without a password', () => {
    expect(newSchoolSchema.parse(school)).toEqual({ ...school, middleName: undefined, phoneNo: '+919811122233' });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First Name is required.'],
    [{ lastName: '' }, 'lastName', 'Last Name is required.'],
    [{ emailId: '' }, 'emailId', 'Email address is required.'],
    [{ emailId: 'x' }, 'emailId', 'Invalid email address.'],
    [{ phoneNo: '' }, 'phoneNo', 'Mobile number is required.'],
    [{ phoneNo: '981112223' }, 'phoneNo', 'Invalid mobile number.'],
    [{ schoolName: '' }, 'schoolName', 'School name is required.'],
    [{ schoolAddress: '' }, 'schoolAddress', 'School address is required.'],
    [{ branchName: '' }, 'branchName', 'Branch Name is required.'],
    [{ region: '' }, 'region', 'Region is required.'],
    [{ region: 'Central' }, 'region', 'Select one of the listed options.'],
    [{ pincode: '' }, 'pincode', 'Pincode is required.'],
    [{ pincode: '022003' }, 'pincode', 'Pincode should be proper.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(newSchoolSchema, { ...school, ...change })).toEqual([[path, message]]);
  });

  it('refuses a password, since schools do not sign in', () => {
    expect(refusedKeys(newSchoolSchema, { ...school, password: '' })).toEqual(['password']);
  });
});

describe('administrator profile', () => {
  it('uses the staff profile rules with the administrator’s mobile wording', () => {
    const profile = { firstName: 'Admin', lastName: 'User', phoneNo: '9876543210', userName: 'admin', emailId: 'admin@feesetu.in' };
    expect(adminProfileSchema.parse(profile).phoneNo).toBe('+919876543210');
    expect(issuesOf(adminProfileSchema, { ...profile, phoneNo: '1' })).toEqual([['phoneNo', 'Invalid Mobile number.']]);
  });
});
