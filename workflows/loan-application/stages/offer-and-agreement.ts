import { condition, setHandler } from '@temporalio/workflow';
import { activities } from '../loan-activities.ts';
import type { IssuedOffer } from '../activities/offer.ts';
import { getOffer, signAgreement } from '../loan-application.messages.ts';
import { LoanEnded, type Loan } from '../loan.ts';
import type { CoolingOff } from './cooling-off-exit.ts';

/**
 * 3. Offer and agreement: the Key Fact Statement, valid for its term and frozen, then the parent's
 * signature by OTP; an offer not signed in time expires and ends the loan.
 */
export async function offerAndAgreement(loan: Loan, signature: Signature): Promise<IssuedOffer> {
  const issued = await activities.offer.issueOffer(loan.id);
  loan.stopIfEnded();
  loan.offer = { proposalNumber: issued.proposalNumber, aprBp: issued.aprBp, validUntil: issued.validUntil, coolingOffDays: issued.coolingOffDays, signed: false, coolingOffOpen: false };
  await loan.moveTo('sanctioned', 'offer_issued', 'system', { proposalNumber: issued.proposalNumber, aprBp: issued.aprBp, validUntil: issued.validUntil });
  const signed = await condition(() => signature.given() || loan.cancelled, loan.timing.offerValidityMs || issued.validForMs);
  loan.stopIfEnded();
  if (!signed) {
    await loan.moveTo('offer_expired', 'offer_expired');
    throw new LoanEnded('offer_expired');
  }
  await activities.offer.recordSignature(loan.id, issued.proposalNumber);
  loan.offer.signed = true;
  loan.stopIfEnded();
  await loan.moveTo('agreement_signed', 'agreement_signed', 'borrower', { proposalNumber: issued.proposalNumber });
  return issued;
}

/** Whether the parent has signed the open offer. */
export interface Signature {
  given(): boolean;
}

/**
 * The parent's signature (after the API has checked the e-sign OTP) and the offer as the parent reads it.
 * The update answers once the stage has recorded the signature on the KFS (or the loan ended), so
 * whoever reads the KFS after the answer sees it signed.
 */
export function acceptSignature(loan: Loan, coolingOff: CoolingOff): Signature {
  let given: string | undefined;
  setHandler(signAgreement, async ({ proposalNumber }) => {
    given = proposalNumber;
    await condition(() => loan.offer?.signed === true || loan.ended());
    return loan.state.status;
  }, { validator: ({ proposalNumber }) => {
    if (loan.state.status !== 'sanctioned' || given || !loan.offer) throw new Error('There is no open offer to sign.');
    // The signature binds the parent to the KFS they were shown, and to no other.
    if (proposalNumber !== loan.offer.proposalNumber) throw new Error('The signature is for a different offer than the one open.');
  } });
  setHandler(getOffer, () => (loan.offer ? { ...loan.offer, coolingOffOpen: coolingOff.isOpen() } : null));
  return { given: () => given !== undefined };
}
