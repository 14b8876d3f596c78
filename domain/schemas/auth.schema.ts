import { z } from 'zod';
import type { StaffRole } from '../enums-lifecycle.ts';
import { consent, mobileNumber, optionalPersonName, otp, password, personName, requiredText } from './common.ts';

// Parents sign in with their mobile number and an SMS code (000, section 5).

/** POST /users/sendphoneotplogin and /users/sendphoneotp: where to send the code. */
export const phoneOtpRequestSchema = z.object({ phoneNo: mobileNumber() }).strict();
export type PhoneOtpRequest = z.infer<typeof phoneOtpRequestSchema>;

/** POST /users/loginuser. */
export const loginRequestSchema = z.object({ phoneNo: mobileNumber(), otp: otp() }).strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /users/registeruser: the name should match the PAN card, which is checked later. */
export const registerRequestSchema = z
  .object({
    firstName: personName('First Name'),
    middleName: optionalPersonName('Middle Name'),
    lastName: personName('Last Name'),
    phoneNo: mobileNumber(),
    otp: otp(),
    termAndConditions: consent('T&C and Privacy Policy checkbox field is required.'),
  })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

// Staff sign in with a user name and password (001 and 002, section 5). The underwriter screens word
// their messages differently from the approver and administrator screens, so each role has its own.

export const STAFF_AUTH_MESSAGES = {
  approver: {
    userNameRequired: 'Username is required.',
    passwordRequired: 'Password is required.',
    mobileRequired: 'Mobile number is required.',
  },
  underwriter: {
    userNameRequired: 'Please enter your username.',
    passwordRequired: 'Please enter your password.',
    mobileRequired: 'Please enter your mobile no.',
  },
  admin: {
    userNameRequired: 'Username is required.',
    passwordRequired: 'Password is required.',
    mobileRequired: 'Mobile number is required.',
  },
} as const satisfies Record<StaffRole, Record<string, string>>;

export const RESET_MOBILE_INVALID = 'Please enter valid mobile no.';

/** POST /approver/login, /underwriter/login and /admin/login. */
export function staffLoginSchema(role: StaffRole) {
  const messages = STAFF_AUTH_MESSAGES[role];
  return z
    .object({
      userName: requiredText('Username', 50, messages.userNameRequired),
      password: password(messages.passwordRequired),
    })
    .strict();
}
export type StaffLoginRequest = z.infer<ReturnType<typeof staffLoginSchema>>;

export const adminLoginRequestSchema = staffLoginSchema('admin');

/** POST /{role}/forgetpassword: the mobile number the reset code goes to. */
export function staffResetRequestSchema(role: StaffRole) {
  const messages = STAFF_AUTH_MESSAGES[role];
  return z.object({ phoneNo: mobileNumber({ required: messages.mobileRequired, invalid: RESET_MOBILE_INVALID }) }).strict();
}
export type StaffResetRequest = z.infer<ReturnType<typeof staffResetRequestSchema>>;

/** POST /{role}/resetpassword: the code from the SMS and the new password, which must be strong. */
export function staffResetSchema(role: StaffRole) {
  const messages = STAFF_AUTH_MESSAGES[role];
  return z
    .object({
      phoneNo: mobileNumber({ required: messages.mobileRequired, invalid: RESET_MOBILE_INVALID }),
      otp: otp(),
      password: password(messages.passwordRequired),
    })
    .strict();
}
export type StaffReset = z.infer<ReturnType<typeof staffResetSchema>>;
