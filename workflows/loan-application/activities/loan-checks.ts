import type { LoanCheck } from '../loan-application.messages.ts';

// The verification stage's checks (implemented in worker/activities/loan-checks.activities.ts).

export interface LoanChecksActivities {
  /** PAN, penny drop and bureau asked side by side, with the wizard's own outcomes; every result recorded. */
  runLoanChecks(loanId: string): Promise<{ checks: LoanCheck[]; bureauScore: number | null }>;
}
