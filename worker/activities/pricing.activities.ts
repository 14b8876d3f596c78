import { ApplicationFailure } from '@temporalio/activity';
import type { Pool } from '../../db/pool.ts';
import { createLoanPricingRepository } from '../../db/repositories/loan-pricing.repository.ts';
import { annualRateBpForBureauScore } from '../../domain/rate-bands.ts';
import type { PricingActivities } from '../../workflows/loan-application/activities/pricing.ts';
import { sandboxBureauScore } from '../providers/payments.provider.ts';
import type { ScoringActivities } from '../../workflows/loan-application/activities/scoring.ts';

/** Pricing: the rate band of the loan's bureau score, kept on the loan, and the expert score at that price. */
export function createPricingActivities(deps: { pool: Pool; scoring: ScoringActivities }) {
  const pricing = createLoanPricingRepository(deps.pool);
  return {
    /** Prices, then scores at that price, as one step; both halves are idempotent. */
    async priceAndScore(loanId) {
      const inputs = await pricing.inputsOf(loanId);
      if (!inputs) throw ApplicationFailure.nonRetryable(`loan ${loanId} does not exist`, 'LoanNotFound');
      const employmentStatus = inputs.employmentStatus ?? 'Salaried';
      // The score the loan's own bureau pull found (null: new to credit, priced at the top band); a loan
      // whose application had no bank and tax details had no pull, and keeps the sandbox rule.
      const bureauScore = inputs.bureauPulled ? inputs.bureauScore : sandboxBureauScore(inputs.borrowerId);
      const annualRateBp = annualRateBpForBureauScore(bureauScore);
      await pricing.setPrice(loanId, bureauScore, annualRateBp);
      await deps.scoring.computeExpertScore(loanId);
      return { bureauScore, annualRateBp, employmentStatus };
    },
  } satisfies PricingActivities;
}
