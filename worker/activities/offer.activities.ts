import { ApplicationFailure } from '@temporalio/activity';
import type { Pool } from '../../db/pool.ts';
import { createLoanAccountsRepository } from '../../db/repositories/loan-accounts.repository.ts';
import { createLoanOffersRepository } from '../../db/repositories/loan-offers.repository.ts';
import { kfsAprBp, kfsCostSummary, processingFee } from '../../domain/apr.ts';
import { endOfWorkingDaysAfter, todayInIndia } from '../../domain/india-calendar.ts';
import { loanScheduleFrom } from '../../domain/loan-schedule.ts';
import type { LoanTerms } from '../../domain/loan-terms.ts';
import type { OfferActivities } from '../../workflows/loan-application/activities/offer.ts';

/** The Key Fact Statement: every cost of the loan before the parent signs, frozen once issued. */
export function createOfferActivities(deps: { pool: Pool; terms: LoanTerms }) {
  const accounts = createLoanAccountsRepository(deps.pool);
  const offers = createLoanOffersRepository(deps.pool);
  return {
    /** Issues the KFS once: unique proposal number, APR with the fee and its GST, schedule; a retry returns the same frozen terms. */
    async issueOffer(loanId) {
      const loan = await accounts.termsOf(loanId);
      if (!loan) throw ApplicationFailure.nonRetryable(`loan ${loanId} does not exist`, 'LoanNotFound');
      const now = new Date();
      const schedule = loanScheduleFrom(loan, todayInIndia(now));
      const fee = processingFee(loan.principalPaise, deps.terms.processingFeeBp);
      const offer = await offers.issue(loanId, {
        proposalNumber: `KFS-${loanId}`, principalPaise: loan.principalPaise, annualRateBp: loan.annualRateBp, tenureMonths: loan.tenureMonths,
        processingFeePaise: fee.amountPaise, feeGstPaise: fee.gstPaise, aprBp: kfsAprBp({ schedule, fees: [fee] }), emiPaise: schedule[0]?.emiPaise ?? 0,
        totalInterestPaise: kfsCostSummary({ schedule, fees: [fee] }).totalInterestPaise, penalChargePaise: deps.terms.penalChargePaise,
        coolingOffDays: deps.terms.coolingOffDays, schedule, validUntil: endOfWorkingDaysAfter(now, deps.terms.offerWorkingDays),
      });
      return {
        proposalNumber: offer.proposalNumber, aprBp: offer.aprBp, validUntil: offer.validUntil.toISOString(),
        validForMs: Math.max(1000, offer.validUntil.getTime() - now.getTime()), coolingOffDays: offer.coolingOffDays,
      };
    },

    /** The parent's signature on the KFS they were shown. */
    async recordSignature(loanId, proposalNumber) {
      await offers.markSigned(loanId, proposalNumber);
    },
  } satisfies OfferActivities;
}
