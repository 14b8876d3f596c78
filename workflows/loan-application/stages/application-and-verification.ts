import { localActivities } from '../loan-activities.ts';
import type { Loan } from '../loan.ts';

/**
 * 1. Application and verification: the checks (PAN, penny drop, bureau, the wizard's outcomes), then
 * pricing with the expert score, before any person looks at the application. Each transition is written
 * while the next step runs (the writes still go out in order). Ends ready for review.
 */
export async function applicationAndVerification(loan: Loan): Promise<void> {
  const [, found] = await Promise.all([loan.moveTo('verifying', 'verification_started'), localActivities.checks.runLoanChecks(loan.id)]);
  loan.state.checks = found.checks;
  loan.state.bureauScore = found.bureauScore;
  const completed = loan.moveTo('verifying', 'verifications_completed', 'system', { checks: found.checks, bureauScore: found.bureauScore });
  if (loan.ended()) await completed;
  loan.stopIfEnded();
  const [, assessment] = await Promise.all([completed, localActivities.pricing.priceAndScore(loan.id)]);
  loan.stopIfEnded();
  // The path of the review (salaried or self-employed) is the one the parent applied on.
  loan.state.employmentStatus = loan.input.employmentStatus ?? assessment.employmentStatus;
  await loan.moveTo('ready_for_review', 'ready_for_review', 'system', { ...assessment });
}
