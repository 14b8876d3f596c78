import { z } from 'zod';
import { REGIONS } from '../enums-lifecycle.ts';
import {
  choice,
  email,
  identityScanFileName,
  mobileNumber,
  optionalPersonName,
  password,
  personName,
  pincode,
  requiredText,
  userName,
} from './common.ts';
import { pan } from './identifiers.ts';
import { staffProfileSchema } from './staff.schema.ts';

/** PUT /admin/updateprofiledetails. */
export const adminProfileSchema = staffProfileSchema('admin');
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** The two back-office roles an administrator creates; only their mobile-number complaint differs. */
export type NewStaffRole = 'underwriter' | 'approver';

const NEW_STAFF_MOBILE_INVALID = {
  underwriter: 'Invalid Mobile number.',
  approver: 'Mobile No should be proper.',
} as const satisfies Record<NewStaffRole, string>;

function newStaffFields(role: NewStaffRole) {
  return {
    firstName: personName('First Name'),
    middleName: optionalPersonName('Middle Name'),
    lastName: personName('Last Name'),
    userName: userName('Username is required.'),
    password: password('Password is required.'),
    phoneNo: mobileNumber({ required: 'Mobile No is required.', invalid: NEW_STAFF_MOBILE_INVALID[role] }),
    emailId: email('Email Address is required.'),
    panNo: pan({ required: 'PAN No is required.' }),
  };
}

/** POST /admin/addunderwriter and /admin/addapprover: the new person's details; the Aadhaar scan follows. */
export function newStaffSchema(role: NewStaffRole) {
  return z.object(newStaffFields(role)).strict();
}
export type NewStaff = z.infer<ReturnType<typeof newStaffSchema>>;

/** The create form, which also needs the Aadhaar scan chosen before it submits. */
export function newStaffFormSchema(role: NewStaffRole) {
  return z.object({ ...newStaffFields(role), aadhaarFile: identityScanFileName('Aadhaar Card is required.') }).strict();
}
export type NewStaffForm = z.infer<ReturnType<typeof newStaffFormSchema>>;

/**
 * POST /admin/addschool: a school that offers the loan. Schools do not sign in, so there is no
 * password; a user name may be given for the school's record.
 */
export const newSchoolSchema = z
  .object({
    firstName: personName('First Name'),
    middleName: optionalPersonName('Middle Name'),
    lastName: personName('Last Name'),
    userName: userName('Username is required.').optional(),
    emailId: email('Email address is required.'),
    phoneNo: mobileNumber({ required: 'Mobile number is required.', invalid: 'Invalid mobile number.' }),
    schoolName: requiredText('School Name', 100, 'School name is required.'),
    schoolAddress: requiredText('School Address', 200, 'School address is required.'),
    branchName: requiredText('Branch Name', 100),
    region: choice(REGIONS, 'Region is required.'),
    pincode: pincode(),
  })
  .strict();
export type NewSchool = z.infer<typeof newSchoolSchema>;
