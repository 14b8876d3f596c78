import { z } from 'zod';

/**
 * The consents a parent gives while applying, each with the exact words shown and their version.
 * A consent is recorded with its version and time (DESIGN.md, lending rules); a new wording gets a
 * new version, and processing that needs a consent looks for the current version.
 */
export const CONSENT_TEXTS = {
  child_data: {
    version: '2026-11-child-1',
    label: 'Consent to process my child\'s details',
    text: 'I consent to FeeSetu and the lender processing my child\'s name, date of birth and school details to assess and service this school-fee loan.',
  },
  kyc: {
    version: '2026-11-kyc-1',
    label: 'Consent for e-KYC',
    text: 'I consent to the lender reading my identity document and utility bill to verify my identity and address (e-KYC). I understand my Aadhaar number is never stored in full.',
  },
  it_returns: {
    version: '2026-11-itr-1',
    label: 'IT Return',
    text: 'I authorise the lender to fetch and read my income-tax returns, Form 16, bank statements and GST returns to assess this loan.',
  },
  bureau_pull: {
    version: '2026-11-bureau-1',
    label: 'Consent to check my credit report',
    text: 'I agree to the applicant declaration in the Terms and Conditions and authorise the lender to obtain my credit report from credit bureaus for this application.',
  },
} as const;

export const CONSENT_KINDS = ['child_data', 'kyc', 'it_returns', 'bureau_pull'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_REQUIRED_MESSAGES: Record<ConsentKind, string> = {
  child_data: 'Please give your consent to process your child\'s details.',
  kyc: 'Please give your consent for e-KYC.',
  it_returns: 'IT Return checkbox field is required.',
  bureau_pull: 'Please agree to the declaration and the credit report check.',
};

/** POST /users/consents: the parent ticks a consent box; the version says which words they saw. */
export const giveConsentRequestSchema = z
  .object({
    kind: z.enum(CONSENT_KINDS, { error: 'Select one of the listed consents.' }),
    textVersion: z.string({ error: 'The consent text version is required.' }).min(1, 'The consent text version is required.'),
  })
  .strict()
  .refine((body) => CONSENT_TEXTS[body.kind].version === body.textVersion, {
    message: 'This consent text has changed; please reload the page and read it again.',
    path: ['textVersion'],
  });
export type GiveConsentRequest = z.infer<typeof giveConsentRequestSchema>;
