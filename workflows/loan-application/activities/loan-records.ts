import type { LoanTransition } from '../../../domain/loan-transition.ts';

// The loan's own bookkeeping, as the workflow calls it (implemented in worker/activities/loan-records.activities.ts).

export interface LoanRecordsActivities {
  /** Appends the event and moves the read model together; a repeated key changes nothing. */
  recordTransition(input: LoanTransition): Promise<{ recorded: boolean }>;
}
