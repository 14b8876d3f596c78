// The Key Fact Statement and the signature (implemented in worker/activities/offer.activities.ts).

/** The offer as issued: its terms are frozen in the database, these are what the workflow needs. */
export interface IssuedOffer {
  proposalNumber: string;
  aprBp: number;
  validUntil: string;
  /** From the moment of issue to the end of its validity. */
  validForMs: number;
  coolingOffDays: number;
}

export interface OfferActivities {
  /** Issues the KFS once; a retry returns the same frozen terms. */
  issueOffer(loanId: string): Promise<IssuedOffer>;
  /** Marks the KFS the parent signed as signed. */
  recordSignature(loanId: string, proposalNumber: string): Promise<void>;
}
