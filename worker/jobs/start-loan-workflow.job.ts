import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import type { Job } from 'pg-boss';
import { startLoanWorkflowJob } from '../../db/jobs.ts';
import { LOAN_TASK_QUEUE, loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { BorrowerPhoneKey, LoanIdKey, LoanStatusKey } from '../../workflows/search-attributes.ts';

/**
 * Starts a submitted loan's workflow after the submission commits; a repeated job starts nothing new.
 * `eagerStart` (a client on the worker's own native connection): the server hands the new loan's first
 * task straight back to this worker in the start's answer, skipping the task queue.
 */
export function createStartLoanWorkflowHandler(deps: { temporal: Client; eagerStart?: boolean }) {
  return async (jobs: Job<unknown>[]): Promise<void> => {
    // A batch is started together; a failure fails the batch, and the retry skips what already started.
    await Promise.all(jobs.map(async (job) => {
      const data = startLoanWorkflowJob.schema.parse(job.data);
      try {
        await deps.temporal.workflow.start('loanApplication', {
          taskQueue: LOAN_TASK_QUEUE,
          workflowId: loanWorkflowId(data.loanId),
          args: [data],
          // The loan id is the workflow id: a duplicate start of the same loan is refused by the server.
          workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
          requestEagerStart: deps.eagerStart ?? false,
          typedSearchAttributes: [
            { key: LoanIdKey, value: data.loanId },
            { key: LoanStatusKey, value: 'submitted' },
            { key: BorrowerPhoneKey, value: data.borrowerPhone },
          ],
        });
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      }
    }));
  };
}
