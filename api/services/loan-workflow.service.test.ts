import { ServiceError, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError, type Client } from '@temporalio/client';
import { ActivityFailure, ApplicationFailure, RetryState, WorkflowNotFoundError } from '@temporalio/common';
import { defineUpdate } from '@temporalio/workflow';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { createLoanWorkflowService } from './loan-workflow.service.ts';

const approve = defineUpdate<string, [{ reviewerId: string }]>('approve');

/** A Temporal client whose every update ends as `outcome` does; records what it was asked. */
function clientThat(outcome: () => Promise<unknown>) {
  const calls: { workflowId: string; name: string; options: unknown }[] = [];
  const client = {
    workflow: {
      getHandle: (workflowId: string) => ({
        executeUpdate: async (def: { name: string }, options: unknown) => {
          calls.push({ workflowId, name: def.name, options });
          return outcome();
        },
      }),
    },
  } as unknown as Client;
  return { client, calls };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('the loan workflow service', () => {
  it('sends the update to the loan\'s own workflow, with the caller\'s update id so a resent request applies once', async () => {
    const { client, calls } = clientThat(async () => 'sanctioned');
    const service = createLoanWorkflowService({ temporal: client });
    await expect(service.update('FS00000007', approve, { reviewerId: 'a1' }, { updateId: 'req-1' })).resolves.toBe('sanctioned');
    expect(calls).toEqual([{ workflowId: 'loan-FS00000007', name: 'approve', options: { args: [{ reviewerId: 'a1' }], updateId: 'req-1' } }]);
  });

  it('answers a decision the workflow\'s validator refused as 409 with the validator\'s own reason', async () => {
    const { client } = clientThat(async () => {
      throw new WorkflowUpdateFailedError('Workflow Update failed', ApplicationFailure.create({ message: 'The approver must be a different person from the underwriter.' }));
    });
    const error = await refusal(createLoanWorkflowService({ temporal: client }).update('FS1', approve, { reviewerId: 'u1' }));
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('The approver must be a different person from the underwriter.');
  });

  it('keeps an activity failing inside a handler an internal error, not a 409 that would show its insides', async () => {
    const activityFailure = new ActivityFailure('activity failed', 'recordTransition', '1', RetryState.MAXIMUM_ATTEMPTS_REACHED, 'worker', new Error('db down'));
    const { client } = clientThat(async () => {
      throw new WorkflowUpdateFailedError('Workflow Update failed', activityFailure);
    });
    const error = await createLoanWorkflowService({ temporal: client }).update('FS1', approve, { reviewerId: 'u1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkflowUpdateFailedError);
  });

  it('tells a missing loan (404) from a loan whose workflow has finished (409)', async () => {
    const missing = clientThat(async () => {
      throw new WorkflowNotFoundError('workflow not found for ID: loan-FS9', 'loan-FS9', undefined);
    });
    expect((await refusal(createLoanWorkflowService({ temporal: missing.client }).update('FS9', approve, { reviewerId: 'u' }))).code).toBe('not_found');
    const finished = clientThat(async () => {
      throw new WorkflowNotFoundError('workflow execution already completed', 'loan-FS9', undefined);
    });
    const closed = await refusal(createLoanWorkflowService({ temporal: finished.client }).update('FS9', approve, { reviewerId: 'u' }));
    expect(closed.code).toBe('conflict');
    expect(closed.message).toMatch(/closed/);
  });

  it('answers 503 when Temporal is absent or the update timed out, so the caller may try again', async () => {
    expect((await refusal(createLoanWorkflowService({ temporal: null }).update('FS1', approve, { reviewerId: 'u' }))).code).toBe('unavailable');
    const { client } = clientThat(async () => {
      throw new WorkflowUpdateRPCTimeoutOrCancelledError('deadline exceeded');
    });
    expect((await refusal(createLoanWorkflowService({ temporal: client }).update('FS1', approve, { reviewerId: 'u' }))).code).toBe('unavailable');
  });
});

describe('an unreachable Temporal server', () => {
  it('is a 503 that says nothing was changed, whether the gRPC error comes bare or wrapped', async () => {
    for (const failure of [Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 }),
      new ServiceError('Failed to execute update', { cause: Object.assign(new Error('4 DEADLINE_EXCEEDED'), { code: 4 }) })]) {
      const { client } = clientThat(() => Promise.reject(failure));
      const error = await refusal(createLoanWorkflowService({ temporal: client }).update('FS00000001', approve, { reviewerId: 'r' }));
      expect(error.code).toBe('unavailable');
      expect(error.message).toMatch(/not reachable/);
    }
  });
});
