import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { ReviewerDashboardPage } from './ReviewerDashboardPage.tsx';
import { ReviewerLoginPage, ReviewerOtpPage, ReviewerResetRequestPage } from './ReviewerEntryPages.tsx';
import { ReviewerLayout } from './ReviewerLayout.tsx';
import { ReviewerProfilePage } from './ReviewerProfilePage.tsx';
import { ReviewWizardPage } from './ReviewWizardPage.tsx';
import { ScoreCardPage } from './ScoreCardPage.tsx';
import { CamPage } from './CamPage.tsx';
import { KycCheckPage } from './KycCheckPage.tsx';
import { ReportPage } from './ReportPage.tsx';

/** The underwriter and approver areas, one chunk, one set of screens: each takes the role as data. */
export { ReviewerLayout };

/** The screens outside the shell (sign-in and reset). */
export const ENTRY_SCREENS = { login: ReviewerLoginPage, resetPassword: ReviewerResetRequestPage, otpSent: ReviewerOtpPage } as const;

/** The screens inside the shell. */
export const SHELL_SCREENS = {
  dashboard: ReviewerDashboardPage, review: ReviewWizardPage, profile: ReviewerProfilePage,
  scoreCard: ScoreCardPage, cam: CamPage, kycCheck: KycCheckPage, report: ReportPage,
} as const satisfies
  Record<string, React.ComponentType<{ role: ReviewerRole }>>;
