import { REVIEWER_PATHS } from '../../shared/paths.ts';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';

/** What differs between the underwriter and approver areas: paths and wording. Everything else is shared. */
export const REVIEWER_ROLES = {
  underwriter: { paths: REVIEWER_PATHS.underwriter, label: 'Underwriter', loginTitle: 'Underwriter Log In' },
  approver: { paths: REVIEWER_PATHS.approver, label: 'Approver', loginTitle: 'Approver Log In' },
} as const satisfies Record<ReviewerRole, { paths: Record<string, string>; label: string; loginTitle: string }>;

/** The review page of one loan, for a role. */
export const reviewPath = (role: ReviewerRole, loanId: string) => REVIEWER_ROLES[role].paths.review.replace(':id', encodeURIComponent(loanId));

/** Where the reset screens keep the number between their two steps (001, section 3: phoneNo). */
export const RESET_PHONE_KEY = 'phoneNo';
