/**
 * Indian mobile numbers. Forms take ten digits, optionally after a country code; everything past
 * the form (SMS, OTP lookups, storage) uses the E.164 form '+91XXXXXXXXXX', so one person has one key.
 */

/**
 * An optional +91 or 91 (with an optional space or dash after it) or a trunk 0, then exactly ten
 * digits: the prefixes the form schema in schemas/common.ts accepts, plus the separators people type.
 */
export const MOBILE_PATTERN = /^(?:(?:\+91|91)[ -]?|0)?[0-9]{10}$/;
export const MOBILE_REQUIRED_MESSAGE = 'Mobile No is required.';
/** Borrower registration and login, and the new-approver form. */
export const MOBILE_INVALID_MESSAGE = 'Mobile No should be proper.';
/** The admin profile and new-underwriter forms word it differently. */
export const STAFF_MOBILE_INVALID_MESSAGE = 'Invalid Mobile number.';

export function isValidMobile(mobile: string): boolean {
  return MOBILE_PATTERN.test(mobile);
}

/** '9876543210', '09876543210', '+91 9876543210' or '919876543210' → '+919876543210'. */
export function toE164India(mobile: string): string {
  if (!isValidMobile(mobile)) throw new RangeError('not an Indian mobile number');
  return `+91${mobile.slice(-10)}`;
}

/** '+91 ******3210': enough for a person to recognise their own number, not enough to misuse it. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/[^0-9]/g, '');
  return digits.length >= 10 ? `+91 ******${digits.slice(-4)}` : '+91 **********';
}
