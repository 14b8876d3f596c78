import { allHandlersFinished, condition, currentUpdateInfo, setHandler, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import { BorrowerPhoneKey, LoanIdKey, LoanStatusKey } from '../search-attributes.ts';
import { activities, localActivities } from './loan-activities.ts';
import type { LoanTransition } from '../../domain/loan-transition.ts';
import {
  cancelLoan, getLoanStatus, getReviewState, loanTimingOf,
  type LoanApplicationInput, type LoanTiming, type OfferView, type ReviewState,
} from './loan-application.messages.ts';

/** Thrown by a stage when the loan has ended (cancelled, rejected, expired, exited): the run stops there. */
export class LoanEnded extends Error {
  readonly status: string;
  constructor(status: string) {
    super(`the loan ended: ${status}`);
    this.status = status;
  }
}

/** What a step decided, written with its transition. */
export type StepDecision = Pick<LoanTransition, 'section' | 'clearSection' | 'remarks'>;

/** The loan as one run of its workflow holds it: what every stage reads, and the one way it moves. */
export interface Loan {
  readonly id: string;
  readonly input: LoanApplicationInput;
  readonly timing: LoanTiming;
  /** Where the loan stands and what review has decided; `state.status` is the loan's status. */
  readonly state: ReviewState;
  /** The Key Fact Statement once issued. */
  offer: OfferView | null;
  /** The parent withdrew (cancelLoan). */
  cancelled: boolean;
  /** Set when the money may be moving: from then on the parent's way out is the cooling-off exit, not cancellation. */
  disbursing: boolean;
  /** The loan's own steps write through local activities until review (see loan-activities.ts). */
  ownStepsLocal: boolean;
  /**
   * Moves the loan: one event and the read model in one statement, then the status search attribute.
   * `extra` carries what the step decided (a section decision, remarks) into the same write.
   */
  moveTo(status: string, eventType: string, actor?: string, payload?: Record<string, unknown>, extra?: StepDecision): Promise<void>;
  /** Cancelled or rejected. */
  ended(): boolean;
  /** Ends the run here (throws LoanEnded) when the loan has ended while a stage waited. */
  stopIfEnded(): void;
  /** Waits until every decision in flight has been recorded and answered, and gives the final status. */
  finish(): Promise<string>;
}

/** Opens the loan for this run: its state, its queries, the parent's cancellation, its search attributes. */
export function openLoan(input: LoanApplicationInput): Loan {
  const state: ReviewState = { status: 'submitted', employmentStatus: input.employmentStatus ?? 'Salaried', sections: {} };
  let step = 0;
  let writes: Promise<unknown> = Promise.resolve();

  const loan: Loan = {
    id: input.loanId,
    input,
    timing: loanTimingOf(input.timing),
    state,
    offer: null,
    cancelled: false,
    disbursing: false,
    ownStepsLocal: true,
    async moveTo(status, eventType, actor = 'system', payload = {}, extra = {}) {
      // Once cancelled, rejected or closed (a cooling-off exit can close it mid-step), the loan is over:
      // a step already under way records nothing more.
      if (state.status === 'cancelled' || state.status === 'rejected' || state.status === 'closed') return;
      // A reviewer's or parent's step is keyed by its update (an update is applied once, whatever else
      // arrives around it) and `step` counts the loan's own flow alone, so a workflow task run again with
      // its updates in another order gives every write the key it had the first time. The key is fixed
      // now, not when the write goes out: decisions arriving together each move `step` on before the
      // earlier writes finish, and a key read later would be shared and drop their events.
      const update = currentUpdateInfo();
      if (!update) step += 1;
      const dedupeKey = update ? `${workflowInfo().runId}:update:${update.id}:${eventType}` : `${workflowInfo().runId}:${step}`;
      const previous = state.status;
      // The workflow's own state moves first, so the next decision is judged against it; the write
      // retries until the read model agrees.
      state.status = status;
      const records = update || !loan.ownStepsLocal ? activities.records : localActivities.records;
      const record = () => records.recordTransition({ loanId: input.loanId, toStatus: status, eventType, actor, payload, dedupeKey, ...extra });
      // Writes go out one after another in the order the loan moved (a decision can arrive while the
      // flow's own step is being written), so the read model always ends where the workflow is.
      const write = writes.then(record);
      writes = write.catch(() => undefined);
      await write;
      if (status !== previous) upsertSearchAttributes([{ key: LoanStatusKey, value: state.status }]);
    },
    ended: () => loan.cancelled || state.status === 'rejected',
    stopIfEnded() {
      if (loan.ended()) throw new LoanEnded(state.status);
    },
    async finish() {
      await condition(allHandlersFinished);
      return state.status;
    },
  };

  setHandler(getLoanStatus, () => state.status);
  setHandler(getReviewState, () => state);
  setHandler(cancelLoan, async ({ reason }) => {
    loan.cancelled = true;
    await loan.moveTo('cancelled', 'cancelled', 'borrower', { reason: reason ?? null });
    return state.status;
  }, { validator: (_cancellation) => {
    if (loan.disbursing || ['disbursed', 'repaying', 'closed', 'rejected', 'cancelled', 'offer_expired'].includes(state.status)) {
      throw new Error('The loan can no longer be cancelled.');
    }
  } });

  // The start job sets these when it starts the run; a run started without them sets them here.
  if (workflowInfo().typedSearchAttributes.get(LoanIdKey) !== input.loanId) {
    upsertSearchAttributes([{ key: LoanIdKey, value: input.loanId }, { key: BorrowerPhoneKey, value: input.borrowerPhone }, { key: LoanStatusKey, value: state.status }]);
  }
  return loan;
}
