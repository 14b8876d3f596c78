import { z } from 'zod';
import { ITR_TYPES } from '../enums.ts';
import { choice, requiredText } from './common.ts';
import { accountNumber, gstin, ifsc, pan, SALARIED_ACCOUNT_DIGITS } from './identifiers.ts';

// The wizard's instant checks. Each runs a provider call, so a malformed identifier is refused here
// before it costs a call.

/** POST /verification/panauth. */
export const panAuthRequestSchema = z.object({ panNumber: pan() }).strict();
export type PanAuthRequest = z.infer<typeof panAuthRequestSchema>;

/**
 * Credentials for a government portal (GST or income tax). Never checked for strength: they are the
 * portal's, not ours, and are passed on rather than stored.
 */
const portalCredentials = {
  username: requiredText('Username', 100, 'Username is required.'),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(100, 'Password should be at most 100 characters.'),
};

/** POST /verification/gstauth: the GSTIN and the GST portal login that lets the returns be read. */
export const gstAuthRequestSchema = z.object({ gstIn: gstin(), ...portalCredentials }).strict();
export type GstAuthRequest = z.infer<typeof gstAuthRequestSchema>;

/**
 * POST /verification/accountverify: a penny drop to the account. Salaried and self-employed accounts
 * differ in allowed length; the wider range is accepted here and the step's own schema narrows it.
 */
export const accountVerifyRequestSchema = z
  .object({ data: z.object({ accountNumber: accountNumber(SALARIED_ACCOUNT_DIGITS), ifsc: ifsc() }).strict() })
  .strict();
export type AccountVerifyRequest = z.infer<typeof accountVerifyRequestSchema>;

/** POST /documents/validateitr: the income-tax portal login, when the ITR is fetched rather than uploaded. */
export const validateItrRequestSchema = z
  .object({ ...portalCredentials, itrtype: choice(ITR_TYPES, 'ITR Type is required.') })
  .strict();
export type ValidateItrRequest = z.infer<typeof validateItrRequestSchema>;
