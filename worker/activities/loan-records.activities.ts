import { ApplicationFailure } from '@temporalio/activity';
import type { Pool } from '../../db/pool.ts';
import { createLoanTransitionsRepository } from '../../db/repositories/loan-transitions.repository.ts';
import type { LoanRecordsActivities } from '../../workflows/loan-application/activities/loan-records.ts';

/** The loan workflow's bookkeeping: the read model and the event log, written together. */
export function createLoanRecordsActivities(deps: { pool: Pool }) {
  const transitions = createLoanTransitionsRepository(deps.pool);
  return {
    /** One event and the read model in one statement; a replayed key changes nothing. */
    async recordTransition(input) {
      try {
        return { recorded: await transitions.record(input) };
      } catch (error) {
        // The event names its loan by foreign key: no such loan is a fault no retry can mend.
        if ((error as { code?: string }).code === '23503' && (error as { constraint?: string }).constraint === 'loan_events_loan_id_fkey') {
          throw ApplicationFailure.nonRetryable(`loan ${input.loanId} does not exist`, 'LoanNotFound');
        }
        throw error;
      }
    },
  } satisfies LoanRecordsActivities;
}
