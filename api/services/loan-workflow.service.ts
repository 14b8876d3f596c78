import { ServiceError, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError, type Client } from '@temporalio/client';
import { ApplicationFailure, WorkflowNotFoundError, type QueryDefinition, type SignalDefinition, type UpdateDefinition } from '@temporalio/common';
import { loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { DomainError } from '../errors.ts';

export interface LoanWorkflowServiceDeps {
  /** null when the API runs without Temporal: every call answers 503. */
  temporal: Client | null;
}

/**
 * Speaks to one loan's workflow for the borrower and back-office routes. The workflow decides; this
 * only turns its refusals into answers a person can act on. Callers check role and ownership first.
 */
export function createLoanWorkflowService(deps: LoanWorkflowServiceDeps) {
  function handleOf(loanId: string) {
    if (!deps.temporal) throw new DomainError('unavailable', 'Loan processing is not available right now; please try again shortly.');
    return deps.temporal.workflow.getHandle(loanWorkflowId(loanId));
  }

  return {
    /**
     * Sends a decision or request to the loan; a refusal by the workflow's validator is a 409 with its reason.
     * An updateId (e.g. the request's idempotency key) makes a resent request apply once: Temporal keeps one outcome per id.
     */
    async update<Ret, Arg>(loanId: string, update: UpdateDefinition<Ret, [Arg]>, arg: Arg, options: { updateId?: string } = {}): Promise<Ret> {
      try {
        return await handleOf(loanId).executeUpdate(update, { args: [arg], ...(options.updateId ? { updateId: options.updateId } : {}) });
      } catch (error) {
        throw translate(error, loanId);
      }
    },

    /** Reads the loan's state as the workflow holds it (also after it has finished). */
    async query<Ret, Args extends unknown[]>(loanId: string, query: QueryDefinition<Ret, Args>, ...args: Args): Promise<Ret> {
      try {
        return await handleOf(loanId).query(query, ...args);
      } catch (error) {
        throw translate(error, loanId);
      }
    },

    /** Tells the loan something happened outside it (e.g. the school's account was verified). */
    async signal<Args extends unknown[]>(loanId: string, signal: SignalDefinition<Args>, ...args: Args): Promise<void> {
      try {
        await handleOf(loanId).signal(signal, ...args);
      } catch (error) {
        throw translate(error, loanId);
      }
    },
  };
}
export type LoanWorkflowService = ReturnType<typeof createLoanWorkflowService>;

// gRPC codes that mean the Temporal server could not be reached or did not answer: UNAVAILABLE, DEADLINE_EXCEEDED.
const UNREACHABLE = new Set([14, 4]);
const grpcCode = (error: unknown): unknown => (error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined);

/** Maps what Temporal answered to the API's error table; anything unexpected stays a 500 with no details. */
export function translate(error: unknown, loanId: string): unknown {
  if (error instanceof DomainError) return error;
  if (UNREACHABLE.has(grpcCode(error) as number) || (error instanceof ServiceError && UNREACHABLE.has(grpcCode(error.cause) as number))) {
    return new DomainError('unavailable', 'Loan processing is not reachable just now; nothing was changed. Please try again in a minute.', { cause: error });
  }
  if (error instanceof WorkflowUpdateFailedError) {
    // A validator's refusal or a handler's deliberate ApplicationFailure carries a message written for people.
    // A failed activity inside a handler is an ActivityFailure instead: an internal fault, not a conflict.
    const cause = error.cause;
    if (cause instanceof ApplicationFailure && cause.message) return new DomainError('conflict', cause.message, { cause: error });
    return error;
  }
  if (error instanceof WorkflowNotFoundError) {
    return /complete|closed|finished/i.test(error.message)
      ? new DomainError('conflict', `Loan ${loanId} is closed; it takes no further steps.`, { cause: error })
      : new DomainError('not_found', `There is no loan ${loanId} in progress.`, { cause: error });
  }
  if (error instanceof WorkflowUpdateRPCTimeoutOrCancelledError) {
    return new DomainError('unavailable', 'The loan did not answer in time; please try again.', { cause: error });
  }
  return error;
}
