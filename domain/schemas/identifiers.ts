import { z } from 'zod';

// Format checks for the identifiers the forms collect. The check digits and the provider look-ups
// live with the verifiers; these only tell a parent, while typing, that the shape is wrong.

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** State code, the holder's PAN, an entity number, 'Z', a check character. 38 is Ladakh (since 2020). */
export const GSTIN_PATTERN = /^(?:0[1-9]|[12][0-9]|3[0-8])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/**
 * Bank code, a reserved 0, then the branch. The specification says six digits for the branch, but
 * real branch codes are alphanumeric (e.g. HDFC0CAGSBK), so letters are accepted too.
 */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const IDENTIFIER_MESSAGES = {
  panRequired: 'PAN number is required.',
  panInvalid: 'Invalid PAN Number.',
  gstRequired: 'GST Number is required.',
  gstInvalid: 'Invalid GST Number.',
  accountRequired: 'Bank Account Number is required.',
  accountInvalid: 'Invalid Bank Account Number.',
  ifscRequired: 'IFSC Code is required.',
  ifscInvalid: 'Invalid Bank IFSC Code.',
} as const;

/** Identifiers are printed in capitals; a parent typing in lower case means the same one. */
function upperCaseCode(required: string, pattern: RegExp, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(pattern, invalid));
}

export function pan({ required = IDENTIFIER_MESSAGES.panRequired, invalid = IDENTIFIER_MESSAGES.panInvalid }: { required?: string; invalid?: string } = {}) {
  return upperCaseCode(required, PAN_PATTERN, invalid);
}

export function gstin({ required = IDENTIFIER_MESSAGES.gstRequired }: { required?: string } = {}) {
  return upperCaseCode(required, GSTIN_PATTERN, IDENTIFIER_MESSAGES.gstInvalid);
}

export function ifsc({ required = IDENTIFIER_MESSAGES.ifscRequired }: { required?: string } = {}) {
  return upperCaseCode(required, IFSC_PATTERN, IDENTIFIER_MESSAGES.ifscInvalid);
}

/**
 * Bank account numbers are digit strings whose length varies by bank; they are never numbers, because
 * leading zeros matter and eighteen digits do not survive a JSON number.
 */
export function accountNumber({ min, max }: { min: number; max: number }) {
  return z
    .string({ error: IDENTIFIER_MESSAGES.accountRequired })
    .trim()
    .min(1, { error: IDENTIFIER_MESSAGES.accountRequired, abort: true })
    .regex(new RegExp(`^[0-9]{${min},${max}}$`), IDENTIFIER_MESSAGES.accountInvalid);
}

/** Salary accounts run 8 to 18 digits; business accounts 8 to 15 (000, section 9). */
export const SALARIED_ACCOUNT_DIGITS = { min: 8, max: 18 } as const;
export const SELF_EMPLOYED_ACCOUNT_DIGITS = { min: 8, max: 15 } as const;
