import { z } from 'zod';

/** A field's own wording of its two commonest complaints. */
export interface Messages {
  required?: string;
  invalid?: string;
}

/** Messages more than one form shows, worded as the specification words them. */
export const MESSAGES = {
  alphabetOnly: 'Enter alphabet characters only.',
  numericOnly: 'Enter numeric characters only.',
  pincode: 'Pincode should be proper.',
  pincodeRequired: 'Pincode is required.',
  email: 'Invalid email address.',
  fileName: 'File name max 25 characters.',
  chooseOption: 'Select one of the listed options.',
  mobileImproper: 'Mobile No should be proper.',
  mobileRequired: 'Mobile No is required.',
  otpRequired: 'OTP is required.',
  otpImproper: 'OTP should be proper.',
  passwordImproper: 'Password should be proper i.e (Abc@123).',
} as const;

export const NAME_PATTERN = /^[A-Za-z ]+$/;
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
/** An optional India country code (+91, 91) or trunk 0, then the ten digits of the number. */
export const MOBILE_PATTERN = /^(?:\+91|91|0)?([0-9]{10})$/;
export const OTP_PATTERN = /^[1-9][0-9]{3}$/;
export const PASSWORD_PATTERN = /^(?=.*[0-9])(?=.*[a-z])(?=.*[A-Z])(?=.*[@#$%&]).{8,}$/;

/** The most any single amount on a form may be: one crore rupees keeps every sum a safe integer. */
export const MAX_AMOUNT_RUPEES = 1_00_00_000;

/**
 * For cross-field rules (a grade within its stage, a limit required for a credit line): run them even
 * when another field is missing, so a form shows every complaint at once.
 */
export const ALWAYS = { when: () => true };

/** A required, trimmed text with a length cap; blank counts as missing. */
export function requiredText(label: string, max: number, required = `${label} is required.`) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, `${label} should be at most ${max} characters.`);
}

/** An optional trimmed text; blank and null become undefined so storage sees one kind of "absent". */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} should be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** A person's name: letters and spaces only. */
export function personName(label: string, { required = `${label} is required.`, max = 50 }: { required?: string; max?: number } = {}) {
  return requiredText(label, max, required).regex(NAME_PATTERN, MESSAGES.alphabetOnly);
}

export function optionalPersonName(label: string, max = 50) {
  return optionalText(label, max).refine((value) => value === undefined || NAME_PATTERN.test(value), MESSAGES.alphabetOnly);
}

/** One of a dropdown's values: a blank answer is "required", anything else unlisted is refused. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string = MESSAGES.chooseOption) {
  return z.enum(values, { error: (issue) => (isBlank(issue.input) ? required : invalid) });
}

/** Nothing typed: absent, null, or only spaces. */
export function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/**
 * A whole number typed into an input: numbers and digit strings are accepted and coerced, blank is
 * missing, anything else ('12abc', '-5', '1.5') is refused as not numeric.
 */
export function wholeNumber(required: string) {
  return z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(Number(text))) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.numericOnly });
      return z.NEVER;
    }
    return Number(text);
  });
}

/** A whole number of rupees up to one crore. */
export function rupees(required: string) {
  return wholeNumber(required).pipe(z.number().max(MAX_AMOUNT_RUPEES, 'Amount should be at most ₹1,00,00,000.'));
}

/** An amount a parent may leave blank, read as nothing owed. */
export function optionalRupees() {
  return z.preprocess((value) => (isBlank(value) ? 0 : value), rupees(MESSAGES.numericOnly));
}

/** A whole number from a fixed list (months, rates, tenures), typed or picked. */
export function numberChoice<const T extends readonly [number, ...number[]]>(values: T, required: string, invalid: string = MESSAGES.chooseOption) {
  return wholeNumber(required).pipe(z.literal(values, { error: invalid }));
}

/** A checkbox that must be ticked. */
export function consent(message: string) {
  return z.literal(true, { error: message });
}

/**
 * An Indian mobile number, returned as '+91' and ten digits whatever way it was typed, so one parent
 * is one account and every SMS goes to the same address.
 */
export function mobileNumber({ required = MESSAGES.mobileRequired, invalid = MESSAGES.mobileImproper }: Messages = {}) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => MOBILE_PATTERN.test(value), invalid)
    .transform((value) => `+91${(MOBILE_PATTERN.exec(value) as RegExpExecArray)[1]}`);
}

/** A four-digit one-time password whose first digit is not 0. */
export function otp({ required = MESSAGES.otpRequired, invalid = MESSAGES.otpImproper }: Messages = {}) {
  return z.union([z.string(), z.number()], { error: required })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, { error: required, abort: true }).regex(OTP_PATTERN, invalid));
}

export function pincode(required: string = MESSAGES.pincodeRequired) {
  return z.union([z.string(), z.number()], { error: required })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, { error: required, abort: true }).regex(PINCODE_PATTERN, MESSAGES.pincode));
}

export function email(required: string, invalid: string = MESSAGES.email) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(254, invalid)
    .pipe(z.email({ error: invalid }));
}

/** A password at least 8 long with a digit, a lower- and an upper-case letter and one of @ # $ % &. */
export function password(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .max(128, 'Password should be at most 128 characters.')
    .regex(PASSWORD_PATTERN, MESSAGES.passwordImproper);
}

/** A staff user name: what a person types to sign in, so no spaces or symbols that read ambiguously. */
export function userName(required: string) {
  return requiredText('Username', 30, required).regex(
    /^[A-Za-z0-9._-]+$/,
    'Username should have letters, digits, dots, hyphens or underscores only.',
  );
}

export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
/** A bank statement may also be the bank's CSV export or an Account Aggregator JSON, which can be analysed. */
export const BANK_STATEMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'csv', 'json'] as const;
export const PROFILE_IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'gif'] as const;
/** Identity scans (the staff Aadhaar card) come as a PDF or a photograph. */
export const IDENTITY_SCAN_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const MAX_FILE_NAME_LENGTH = 25;

/** An uploaded file's name: under 26 characters, with one of the allowed extensions. */
export function uploadFileName(extensions: readonly string[], required = 'File is required.') {
  const list = extensions.length > 1 ? `${extensions.slice(0, -1).join(', ')} and ${extensions.at(-1)}` : `${extensions[0]}`;
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(MAX_FILE_NAME_LENGTH, MESSAGES.fileName)
    .refine((name) => extensions.includes(/\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''), `Only ${list} files are allowed.`);
}

export const documentFileName = (required?: string) => uploadFileName(DOCUMENT_EXTENSIONS, required);
export const bankStatementFileName = (required?: string) => uploadFileName(BANK_STATEMENT_EXTENSIONS, required);
export const profileImageFileName = (required?: string) => uploadFileName(PROFILE_IMAGE_EXTENSIONS, required);
export const identityScanFileName = (required?: string) => uploadFileName(IDENTITY_SCAN_EXTENSIONS, required);
