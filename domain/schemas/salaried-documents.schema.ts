import { z } from 'zod';
import { BANKS, EMPLOYMENT_SECTORS, EXPERIENCE_BANDS, ITR_TYPES, SALARIED_ACCOUNT_TYPES } from '../enums.ts';
import { ALWAYS, choice, consent, requiredText } from './common.ts';
import { accountNumber, ifsc, pan, SALARIED_ACCOUNT_DIGITS } from './identifiers.ts';

export const BANK_NAME_REQUIRED = 'Bank Name is required.';
export const ACCOUNT_TYPE_REQUIRED = 'Account Type is required.';
export const ITR_TYPE_REQUIRED = 'ITR Type is required.';
export const ITR_FORM_REQUIRED = 'ITR form is required.';
export const IT_RETURN_CONSENT_REQUIRED = 'IT Return checkbox field is required.';

/** The bank and tax fields of the salaried path's first document step, as the call names them. */
const step1Fields = {
  pan: pan(),
  accountNumber: accountNumber(SALARIED_ACCOUNT_DIGITS),
  ifscCode: ifsc(),
  account_type: choice(SALARIED_ACCOUNT_TYPES, ACCOUNT_TYPE_REQUIRED),
  bank_name: choice(BANKS, BANK_NAME_REQUIRED, 'Select a bank from the list.'),
  itrtype: choice(ITR_TYPES, ITR_TYPE_REQUIRED),
};

/**
 * PUT /documents/1stdocumentdetailforsalaried. The ITR type travels with the step so the lender knows
 * whether to expect an uploaded ITR or Form 16, or to fetch it with the parent's credentials.
 */
export const salariedDocumentsStep1Schema = z.object(step1Fields).strict();
export type SalariedDocumentsStep1 = z.infer<typeof salariedDocumentsStep1Schema>;

/** A file the form has chosen or the server already holds, known by its name. */
const chosenFile = (required: string) => z.string({ error: required }).trim().min(1, required);

/**
 * The whole step as the form sees it: the statements and slips are uploaded by their own calls, and
 * the ITR file is needed only when the parent chose to upload it rather than give credentials.
 */
export const salariedDocumentsStep1FormSchema = z
  .object({
    ...step1Fields,
    bankStatement: chosenFile('Bank Statement is required.'),
    salarySlip: chosenFile('Salary Slip is required.'),
    form16: z.string().trim().nullish(),
  })
  .strict()
  .superRefine((form, ctx) => {
    if (form.itrtype === 'ITR' && !form.form16) ctx.addIssue({ code: 'custom', message: ITR_FORM_REQUIRED, path: ['form16'] });
  }, ALWAYS);
export type SalariedDocumentsStep1Form = z.infer<typeof salariedDocumentsStep1FormSchema>;

export const WORK_EXPERIENCE_ABOVE_TOTAL = 'Work Experience in the current company cannot be more than Total Work Experience.';

/** PUT /documents/2nddocumentdetailforsalaried: the job, and consent to read the income-tax returns. */
export const salariedDocumentsStep2Schema = z
  .object({
    currentCompany: requiredText('Company Name', 100),
    employmentSector: choice(EMPLOYMENT_SECTORS, 'Employment Sector is required.'),
    designation: requiredText('Designation', 100),
    workExperience: choice(EXPERIENCE_BANDS, 'Work Experience is required.'),
    totalWorkExperience: choice(EXPERIENCE_BANDS, 'Total Work Experience is required.'),
    itReturnCondition: consent(IT_RETURN_CONSENT_REQUIRED),
  })
  .strict()
  .superRefine((step, ctx) => {
    const current = EXPERIENCE_BANDS.indexOf(step.workExperience);
    const total = EXPERIENCE_BANDS.indexOf(step.totalWorkExperience);
    if (current >= 0 && total >= 0 && current > total) {
      ctx.addIssue({ code: 'custom', message: WORK_EXPERIENCE_ABOVE_TOTAL, path: ['workExperience'] });
    }
  }, ALWAYS);
export type SalariedDocumentsStep2 = z.infer<typeof salariedDocumentsStep2Schema>;
