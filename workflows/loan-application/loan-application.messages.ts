import { defineQuery } from '@temporalio/workflow';
import { z } from 'zod';

/** The task queue the loan workflows and their activities run on. */
export const LOAN_TASK_QUEUE = 'loans';

/** One workflow per loan, named after the loan: a second start of the same loan starts nothing. */
export function loanWorkflowId(loanId: string): string {
  return `loan-${loanId}`;
}

export const loanApplicationInput = z.object({
  loanId: z.string().min(1),
  borrowerPhone: z.string().min(1),
});
export type LoanApplicationInput = z.infer<typeof loanApplicationInput>;

/** Where the loan stands, as the workflow sees it. */
export const getLoanStatus = defineQuery<string>('getLoanStatus');
