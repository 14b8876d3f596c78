import { z } from 'zod';
import { ACCOUNT_TYPES, ACCOUNT_TYPES_WITH_SANCTION_LIMIT, BANKS, ITR_TYPES } from '../enums.ts';
import { ALWAYS, choice, isBlank, wholeNumber } from './common.ts';
import { accountNumber, gstin, ifsc, pan, SELF_EMPLOYED_ACCOUNT_DIGITS } from './identifiers.ts';
import { ACCOUNT_TYPE_REQUIRED, BANK_NAME_REQUIRED, ITR_FORM_REQUIRED, ITR_TYPE_REQUIRED } from './salaried-documents.schema.ts';

export const SANCTION_LIMIT_REQUIRED = 'Sanction Limit is required.';

const hasSanctionLimit = (accountType: unknown): boolean =>
  (ACCOUNT_TYPES_WITH_SANCTION_LIMIT as readonly unknown[]).includes(accountType);

const documentFields = {
  pan: pan(),
  gstNumber: gstin(),
  accountNumber: accountNumber(SELF_EMPLOYED_ACCOUNT_DIGITS),
  ifscCode: ifsc(),
  accountType: choice(ACCOUNT_TYPES, ACCOUNT_TYPE_REQUIRED),
  bankName: choice(BANKS, BANK_NAME_REQUIRED, 'Select a bank from the list.'),
  sanctionLimit: z.preprocess((value) => (isBlank(value) ? undefined : value), wholeNumber(SANCTION_LIMIT_REQUIRED).optional()),
  itrtype: choice(ITR_TYPES, ITR_TYPE_REQUIRED),
};

interface SanctionLimitInput {
  accountType?: unknown;
  sanctionLimit?: unknown;
}

/** A cash-credit or over-draft account is read against its limit, so the limit is required for those. */
function checkSanctionLimit(value: SanctionLimitInput, ctx: z.RefinementCtx): void {
  if (hasSanctionLimit(value.accountType) && (value.sanctionLimit === undefined || value.sanctionLimit === 0)) {
    ctx.addIssue({ code: 'custom', message: SANCTION_LIMIT_REQUIRED, path: ['sanctionLimit'] });
  }
}

/** A limit left behind after switching to a savings or current account means nothing; it is dropped. */
function dropStraySanctionLimit<T extends SanctionLimitInput>(value: T): T {
  return hasSanctionLimit(value.accountType) ? value : { ...value, sanctionLimit: undefined };
}

/** PUT /documents/selfemployeddocumentdetails: the business's PAN, GSTIN and bank account. */
export const selfEmployedDocumentsSchema = z
  .object(documentFields)
  .strict()
  .superRefine(checkSanctionLimit, ALWAYS)
  .transform(dropStraySanctionLimit);
export type SelfEmployedDocuments = z.infer<typeof selfEmployedDocumentsSchema>;

/** The step as the form sees it: the bank statement is always needed, the ITR file only when uploaded. */
export const selfEmployedDocumentsFormSchema = z
  .object({
    ...documentFields,
    bankStatement: z.string({ error: 'Bank Statement is required.' }).trim().min(1, 'Bank Statement is required.'),
    form16: z.string().trim().nullish(),
  })
  .strict()
  .superRefine(checkSanctionLimit, ALWAYS)
  .superRefine((form, ctx) => {
    if (form.itrtype === 'ITR' && !form.form16) ctx.addIssue({ code: 'custom', message: ITR_FORM_REQUIRED, path: ['form16'] });
  }, ALWAYS)
  .transform(dropStraySanctionLimit);
export type SelfEmployedDocumentsForm = z.infer<typeof selfEmployedDocumentsFormSchema>;
