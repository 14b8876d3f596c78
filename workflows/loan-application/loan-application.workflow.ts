import { proxyActivities, setHandler, upsertSearchAttributes, condition, workflowInfo } from '@temporalio/workflow';
import type { createLoanActivities } from '../../worker/activities/loan.activities.ts';
import { BorrowerPhoneKey, LoanIdKey, LoanStatusKey } from '../search-attributes.ts';
import { getLoanStatus, type LoanApplicationInput } from './loan-application.messages.ts';

const { recordTransition } = proxyActivities<ReturnType<typeof createLoanActivities>>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 20 },
});

/** The life of one school-fee loan, from the parent's submission onwards. */
export async function loanApplication(input: LoanApplicationInput): Promise<string> {
  let status = 'submitted';
  setHandler(getLoanStatus, () => status);

  async function moveTo(next: string, eventType: string, payload: Record<string, unknown> = {}): Promise<void> {
    // The event key names this step of this run, so a retried activity writes nothing twice.
    await recordTransition({
      loanId: input.loanId,
      toStatus: next,
      eventType,
      actor: 'system',
      payload,
      dedupeKey: `${workflowInfo().runId}:${eventType}`,
    });
    status = next;
    upsertSearchAttributes([{ key: LoanStatusKey, value: next }]);
  }

  upsertSearchAttributes([
    { key: LoanIdKey, value: input.loanId },
    { key: BorrowerPhoneKey, value: input.borrowerPhone },
    { key: LoanStatusKey, value: status },
  ]);
  await moveTo('verifying', 'verification_started');
  await moveTo('ready_for_review', 'ready_for_review');
  // Review decisions arrive here in the next stage of the lifecycle.
  await condition(() => false);
  return status;
}
