import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { ReviewerDashboardPage } from './ReviewerDashboardPage.tsx';
import { ReviewerLoginPage, ReviewerOtpPage, ReviewerResetRequestPage } from './ReviewerEntryPages.tsx';
import { ReviewerLayout } from './ReviewerLayout.tsx';
import { ReviewerProfilePage } from './ReviewerProfilePage.tsx';
import { ReviewWizardPage } from './ReviewWizardPage.tsx';

/** The underwriter and approver areas, one chunk, one set of screens: each takes the role as data. */
export { ReviewerLayout };

/** The screens outside the shell (sign-in and reset). */
export const ENTRY_SCREENS = { login: ReviewerLoginPage, resetPassword: ReviewerResetRequestPage, otpSent: ReviewerOtpPage } as const;

/** The screens inside the shell. The score card, CAM, KYC check and report stay on AreaScreen in the router for now. */
export const SHELL_SCREENS = { dashboard: ReviewerDashboardPage, review: ReviewWizardPage, profile: ReviewerProfilePage } as const satisfies
  Record<string, React.ComponentType<{ role: ReviewerRole }>>;
