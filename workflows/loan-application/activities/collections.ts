// Collecting the instalments (implemented in worker/activities/collections.activities.ts).

export interface CollectionsActivities {
  /** The SMS reminder before an auto-debit, once per instalment. */
  sendReminder(loanId: string, number: number): Promise<void>;
  /** One auto-debit attempt, keyed by loan, instalment and attempt. */
  attemptDebit(loanId: string, number: number, attempt: number): Promise<{ outcome: 'succeeded' | 'bounced' }>;
  /** The instalments neither paid nor cancelled. */
  unpaidInstalments(loanId: string): Promise<number[]>;
}
