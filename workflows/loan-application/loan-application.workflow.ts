import type { LoanApplicationInput } from './loan-application.messages.ts';
import { LoanEnded, openLoan } from './loan.ts';
import { applicationAndVerification } from './stages/application-and-verification.ts';
import { closure } from './stages/closure.ts';
import { coolingOffExit } from './stages/cooling-off-exit.ts';
import { acceptSchoolAccountVerified, disbursement } from './stages/disbursement.ts';
import { mandate } from './stages/mandate.ts';
import { acceptSignature, offerAndAgreement } from './stages/offer-and-agreement.ts';
import { repayment } from './stages/repayment.ts';
import { acceptReviewDecisions, review } from './stages/review.ts';

/** The life of one school-fee loan: checks, review, offer, signature, mandate, disbursement, repayment, closure. */
export async function loanApplication(input: LoanApplicationInput): Promise<string> {
  const loan = openLoan(input);
  // Every message's handler is set before the first step, so an update or signal finds it whenever it comes.
  const coolingOff = coolingOffExit(loan);
  acceptReviewDecisions(loan);
  const signature = acceptSignature(loan, coolingOff);
  const school = acceptSchoolAccountVerified();
  try {
    await applicationAndVerification(loan);
    await review(loan);
    const offer = await offerAndAgreement(loan, signature);
    await mandate(loan);
    const paid = await disbursement(loan, offer, coolingOff, school);
    await repayment(loan, paid, coolingOff);
    await closure(loan, coolingOff);
  } catch (error) {
    // A stage ends the run early when the loan ends (cancelled, rejected, expired, exited during cooling-off).
    if (!(error instanceof LoanEnded)) throw error;
  }
  return loan.finish();
}
