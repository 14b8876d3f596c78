// Paying the school (implemented in worker/activities/disbursement.activities.ts).

/** The payment to the school and the schedule it fixed. */
export interface Disbursement {
  amountPaise: number;
  providerRef: string;
  /** For each instalment, how long from the payment until its debit is due. */
  dueInMs: number[];
}

export interface DisbursementActivities {
  /** Pays the school once, to its verified account (fails with SchoolAccountNotVerified otherwise). */
  disburse(loanId: string): Promise<Disbursement>;
}
