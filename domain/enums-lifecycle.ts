import { z } from 'zod';
import { REVIEW_SECTIONS } from './review-sections.ts';

/**
 * Where a loan stands, from the fee step's submission to closure. The loan's workflow owns the
 * transitions; this list is what the read model, the search attributes and the screens agree on.
 */
export const LOAN_STATUSES = [
  'submitted',
  'verifying',
  'ready_for_review',
  'under_review',
  'sent_back',
  'recommended',
  'returned_to_underwriter',
  'sanctioned',
  'rejected',
  'agreement_signed',
  'offer_expired',
  'mandate_registered',
  'disbursed',
  'repaying',
  'closed',
  'cancelled',
] as const;
export const loanStatusSchema = z.enum(LOAN_STATUSES);
export type LoanStatus = z.infer<typeof loanStatusSchema>;

/** The statuses after which nothing more happens to a loan. */
export const FINAL_LOAN_STATUSES = ['rejected', 'offer_expired', 'closed', 'cancelled'] as const satisfies readonly LoanStatus[];

export { REVIEW_SECTIONS, REVIEW_SECTIONS_BY_EMPLOYMENT } from './review-sections.ts';
export const reviewSectionSchema = z.enum(REVIEW_SECTIONS);
export type ReviewSection = z.infer<typeof reviewSectionSchema>;

export const APPROVAL_STATUSES = ['Accepted', 'Rejected'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** The decisions on a whole application after its sections are reviewed (maker-checker). */
export const FINAL_DECISIONS = ['recommend', 'sanction', 'reject', 'return_to_underwriter'] as const;
export const finalDecisionKindSchema = z.enum(FINAL_DECISIONS);
export type FinalDecisionKind = z.infer<typeof finalDecisionKindSchema>;

export const STAFF_ROLES = ['underwriter', 'approver', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const REGIONS = ['East', 'West', 'North', 'South'] as const;
export const regionSchema = z.enum(REGIONS);
export type Region = z.infer<typeof regionSchema>;

/** The underwriter report selector (002, section 2.10). */
export const REPORT_TYPES = ['GST', 'ITR', 'Bank'] as const;
export const reportTypeSchema = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof reportTypeSchema>;

/** The administrator's borrower list filter (002, section 2.5). */
export const BORROWER_FILTERS = ['All', 'Default Borrower', 'Timely Payer'] as const;
export const borrowerFilterSchema = z.enum(BORROWER_FILTERS);
export type BorrowerFilter = z.infer<typeof borrowerFilterSchema>;
