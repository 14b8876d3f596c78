// The e-mandate (implemented in worker/activities/mandate.activities.ts).

export interface MandateActivities {
  /** Registers the auto-debit mandate on the parent's bank account on file. */
  registerMandate(loanId: string): Promise<{ accountLast4: string }>;
}
