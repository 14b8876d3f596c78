import { ActivityFailure, ApplicationFailure, condition, setHandler } from '@temporalio/workflow';
import { activities } from '../loan-activities.ts';
import type { Disbursement } from '../activities/disbursement.ts';
import type { IssuedOffer } from '../activities/offer.ts';
import { schoolAccountVerified } from '../loan-application.messages.ts';
import type { Loan } from '../loan.ts';
import type { CoolingOff } from './cooling-off-exit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 5. Disbursement: the money to the school's verified account, exactly once (the payment's idempotency
 * key is the loan's). While the school's account is unverified the loan waits, until operations say it
 * is verified or a day later. Opens the cooling-off window the KFS promised.
 */
export async function disbursement(loan: Loan, offer: IssuedOffer, coolingOff: CoolingOff, school: SchoolAccount): Promise<Disbursement> {
  // From here the money may be moving: the parent's way out is the cooling-off exit, not cancellation.
  loan.disbursing = true;
  let paid: Disbursement | undefined;
  while (!paid) {
    try {
      paid = await activities.disbursement.disburse(loan.id);
    } catch (error) {
      if (!(error instanceof ActivityFailure && error.cause instanceof ApplicationFailure && error.cause.type === 'SchoolAccountNotVerified')) throw error;
      await loan.moveTo('mandate_registered', 'disbursement_held', 'system', { reason: 'school account not verified' });
      await condition(() => school.verified() || loan.cancelled, loan.timing.disbursementHoldMs);
      loan.stopIfEnded();
      school.reset();
    }
  }
  await loan.moveTo('disbursed', 'disbursed', 'system', { amountPaise: paid.amountPaise, paymentRef: paid.providerRef });
  coolingOff.openFor(loan.timing.coolingOffMs ?? offer.coolingOffDays * DAY_MS);
  return paid;
}

/** Whether operations have said the school's account is verified since the last try. */
export interface SchoolAccount {
  verified(): boolean;
  reset(): void;
}

/** Operations' word that the school's account is verified, so a held disbursement may go ahead. */
export function acceptSchoolAccountVerified(): SchoolAccount {
  let verified = false;
  setHandler(schoolAccountVerified, () => { verified = true; });
  return { verified: () => verified, reset: () => { verified = false; } };
}
