import { describe, expect, it } from 'vitest';
import {
  adminLoginRequestSchema,
  loginRequestSchema,
  phoneOtpRequestSchema,
  registerRequestSchema,
  staffLoginSchema,
  staffResetRequestSchema,
  staffResetSchema,
} from './auth.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const registration = {
  firstName: 'Asha',
  middleName: '',
  lastName: 'Rao',
  phoneNo: '+919876543210',
  otp: '1234',
  termAndConditions: true,
};

describe('parent registration', () => {
  it('accepts a complete registration', () => {
    expect(registerRequestSchema.parse(registration)).toEqual({ ...registration, middleName: undefined });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First Name is required.'],
    [{ firstName: 'Asha1' }, 'firstName', 'Enter alphabet characters only.'],
    [{ lastName: '' }, 'lastName', 'Last Name is required.'],
    [{ lastName: 'R@o' }, 'lastName', 'Enter alphabet characters only.'],
    [{ middleName: 'K2' }, 'middleName', 'Enter alphabet characters only.'],
    [{ phoneNo: '' }, 'phoneNo', 'Mobile No is required.'],
    [{ phoneNo: '98765' }, 'phoneNo', 'Mobile No should be proper.'],
    [{ otp: '0123' }, 'otp', 'OTP should be proper.'],
    [{ otp: '' }, 'otp', 'OTP is required.'],
    [{ termAndConditions: false }, 'termAndConditions', 'T&C and Privacy Policy checkbox field is required.'],
  ])('refuses %o on %s', (change, path, message) => {
    expect(issuesOf(registerRequestSchema, { ...registration, ...change })).toEqual([[path, message]]);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(registerRequestSchema, { ...registration, role: 'admin' })).toEqual(['role']);
  });
});

describe('parent login and OTP requests', () => {
  it('accepts a mobile number and its code', () => {
    expect(loginRequestSchema.parse({ phoneNo: '9876543210', otp: 4321 })).toEqual({ phoneNo: '+919876543210', otp: '4321' });
    expect(phoneOtpRequestSchema.parse({ phoneNo: '+919876543210' })).toEqual({ phoneNo: '+919876543210' });
  });

  it('says what is missing or wrong', () => {
    expect(issuesOf(loginRequestSchema, {})).toEqual([
      ['phoneNo', 'Mobile No is required.'],
      ['otp', 'OTP is required.'],
    ]);
    expect(issuesOf(loginRequestSchema, { phoneNo: '12345', otp: '12' })).toEqual([
      ['phoneNo', 'Mobile No should be proper.'],
      ['otp', 'OTP should be proper.'],
    ]);
  });

  it('refuses extra fields', () => {
    expect(refusedKeys(phoneOtpRequestSchema, { phoneNo: '9876543210', otp: '1234' })).toEqual(['otp']);
  });
});

describe('staff sign-in', () => {
  it('accepts a user name and a strong password', () => {
    expect(staffLoginSchema('underwriter').parse({ userName: 'underwriter1', password: 'Underwriter@123' })).toEqual({
      userName: 'underwriter1',
      password: 'Underwriter@123',
    });
    expect(adminLoginRequestSchema.parse({ userName: 'admin', password: 'Admin@123' }).userName).toBe('admin');
  });

  it('words the missing fields as each role’s screen does', () => {
    expect(issuesOf(staffLoginSchema('approver'), {})).toEqual([
      ['userName', 'Username is required.'],
      ['password', 'Password is required.'],
    ]);
    expect(issuesOf(staffLoginSchema('underwriter'), { userName: '', password: '' })).toEqual([
      ['userName', 'Please enter your username.'],
      ['password', 'Please enter your password.'],
    ]);
    expect(issuesOf(adminLoginRequestSchema, {})).toEqual([
      ['userName', 'Username is required.'],
      ['password', 'Password is required.'],
    ]);
  });

  it('refuses a weak password', () => {
    expect(issuesOf(staffLoginSchema('approver'), { userName: 'approver1', password: 'approver' })).toEqual([
      ['password', 'Password should be proper i.e (Abc@123).'],
    ]);
  });
});

describe('staff password reset', () => {
  it('asks for the mobile number in each role’s words', () => {
    expect(issuesOf(staffResetRequestSchema('approver'), { phoneNo: '' })).toEqual([['phoneNo', 'Mobile number is required.']]);
    expect(issuesOf(staffResetRequestSchema('underwriter'), { phoneNo: '' })).toEqual([['phoneNo', 'Please enter your mobile no.']]);
    expect(issuesOf(staffResetRequestSchema('underwriter'), { phoneNo: '98765' })).toEqual([['phoneNo', 'Please enter valid mobile no.']]);
    expect(staffResetRequestSchema('approver').parse({ phoneNo: '+919876543210' })).toEqual({ phoneNo: '+919876543210' });
  });

  it('takes the code and a new strong password', () => {
    const reset = { phoneNo: '+919876543210', otp: '1234', password: 'Newpass@1' };
    expect(staffResetSchema('underwriter').parse(reset)).toEqual(reset);
    expect(issuesOf(staffResetSchema('underwriter'), { ...reset, otp: '', password: '' })).toEqual([
      ['otp', 'OTP is required.'],
      ['password', 'Please enter your password.'],
    ]);
    expect(issuesOf(staffResetSchema('approver'), { ...reset, otp: '0999', password: 'short' })).toEqual([
      ['otp', 'OTP should be proper.'],
      ['password', 'Password should be proper i.e (Abc@123).'],
    ]);
    expect(refusedKeys(staffResetSchema('approver'), { ...reset, role: 'admin' })).toEqual(['role']);
  });
});
