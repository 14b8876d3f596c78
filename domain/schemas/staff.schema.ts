import { z } from 'zod';
import { APPROVAL_STATUSES, REVIEW_SECTIONS } from '../enums.ts';
import type { StaffRole } from '../enums-lifecycle.ts';
import { ALWAYS, choice, email, mobileNumber, optionalPersonName, personName, userName } from './common.ts';

export const APPLICATION_NUMBER_REQUIRED = 'Application Number is required.';
export const MAX_REMARK_LENGTH = 1000;

/** An application number ('FS' and eight digits today): typed into a 10-character search box or taken from a path. */
export const applicationNumberSchema = z
  .union([z.string(), z.number()], { error: APPLICATION_NUMBER_REQUIRED })
  .transform((value) => String(value).trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: APPLICATION_NUMBER_REQUIRED, abort: true })
      .max(10, 'Application Number should be at most 10 characters.')
      .regex(/^[A-Z0-9]+$/, 'Application Number should have letters and digits only.'),
  );

/** The score card, CAM, KYC check and report searches. */
export const applicationNumberSearchSchema = z.object({ applicationNumber: applicationNumberSchema }).strict();
export type ApplicationNumberSearch = z.infer<typeof applicationNumberSearchSchema>;

/** The mobile-number complaint differs by screen: the administrator's says 'Invalid Mobile number.'. */
const PROFILE_MOBILE_INVALID = {
  approver: 'Mobile No should be proper.',
  underwriter: 'Mobile No should be proper.',
  admin: 'Invalid Mobile number.',
} as const satisfies Record<StaffRole, string>;

/** PUT /{role}/updateprofiledetails: a staff member's own details (001 and 002, section 5). */
export function staffProfileSchema(role: StaffRole) {
  return z
    .object({
      firstName: personName('First Name'),
      middleName: optionalPersonName('Middle Name'),
      lastName: personName('Last Name'),
      phoneNo: mobileNumber({ required: 'Mobile No is required.', invalid: PROFILE_MOBILE_INVALID[role] }),
      userName: userName('Username is required.'),
      emailId: email('Email is required.'),
    })
    .strict();
}
export type StaffProfile = z.infer<ReturnType<typeof staffProfileSchema>>;

const remark = (required: boolean) => {
  const text = z
    .string({ error: 'Remark is required.' })
    .trim()
    .max(MAX_REMARK_LENGTH, `Remark should be at most ${MAX_REMARK_LENGTH} characters.`);
  return required ? text.min(1, 'Remark is required.') : text.optional();
};

export const COMMENTS_REQUIRED = 'Comments are required to reject a section.';

/**
 * POST /{role}/setapprovalstatus: accept or reject one section. A rejection goes back to the parent,
 * who needs to know what to fix, so it must say why.
 */
export const sectionDecisionSchema = z
  .object({
    loanid: applicationNumberSchema,
    documentName: choice(REVIEW_SECTIONS, 'Section is required.'),
    approvalStatus: choice(APPROVAL_STATUSES, 'Approval Status is required.'),
    comments: z
      .string()
      .trim()
      .max(MAX_REMARK_LENGTH, `Comments should be at most ${MAX_REMARK_LENGTH} characters.`)
      .nullish()
      .transform((value) => (value ? value : undefined)),
  })
  .strict()
  .superRefine((decision, ctx) => {
    if (decision.approvalStatus === 'Rejected' && !decision.comments) {
      ctx.addIssue({ code: 'custom', message: COMMENTS_REQUIRED, path: ['comments'] });
    }
  }, ALWAYS);
export type SectionDecision = z.infer<typeof sectionDecisionSchema>;

/**
 * The decision on a whole application once its sections are reviewed (maker-checker): the underwriter
 * recommends or rejects; the approver sanctions, rejects or returns it to the underwriter. Every
 * decision but a sanction must carry its reason, which the audit trail keeps.
 */
export const finalDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('recommend'), loanid: applicationNumberSchema, remark: remark(true) }).strict(),
    z.object({ decision: z.literal('sanction'), loanid: applicationNumberSchema, remark: remark(false) }).strict(),
    z.object({ decision: z.literal('reject'), loanid: applicationNumberSchema, remark: remark(true) }).strict(),
    z.object({ decision: z.literal('return_to_underwriter'), loanid: applicationNumberSchema, remark: remark(true) }).strict(),
  ],
  { error: 'Decision is required.' },
);
export type FinalDecision = z.infer<typeof finalDecisionSchema>;
