import { allHandlersFinished, condition, makeContinueAsNewFunc, workflowInfo } from '@temporalio/workflow';
import type { LoanApplicationInput } from './loan-application.messages.ts';
import { LoanEnded, type Loan } from './loan.ts';
import type { CoolingOff } from './stages/cooling-off-exit.ts';

/**
 * Ends this run at an instalment boundary and carries the loan into a new run of the same workflow, with
 * the same id, search attributes and handlers. Each run of a repaying loan is one instalment long, so its
 * history stays small and it starts on the worker build that is current then (docs/workflow-versioning.md).
 */
export async function continueInNextRun(loan: Loan, coolingOff: CoolingOff): Promise<never> {
  // Every decision in flight is answered first, so none is cut off between runs; a cooling-off exit
  // among them closes the loan instead.
  await condition(allHandlersFinished);
  if (coolingOff.hasExited()) throw new LoanEnded(loan.state.status);
  const schedule = loan.repayment!;
  const next = makeContinueAsNewFunc<(input: LoanApplicationInput) => Promise<string>>({ typedSearchAttributes: workflowInfo().typedSearchAttributes });
  return next({
    ...loan.input,
    continued: {
      state: loan.state,
      offer: loan.offer!,
      repayment: { ...schedule, coolingOffUntilMs: coolingOff.isOpen() ? schedule.coolingOffUntilMs : 0 },
    },
  });
}
