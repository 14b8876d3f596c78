import { Worker } from '@temporalio/worker';
import { DeterminismViolationError } from '@temporalio/workflow';
import { describe, expect, it } from 'vitest';
import { recordedHistories } from '../support/replay-histories.ts';
import { workflowBundle } from '../support/temporal.ts';

/**
 * One recorded run for each path through the stages, recorded by the loan tests (`npm run record-histories`).
 * A path added to the workflow gets its name here and a recording test.
 */
const STAGE_PATHS = [
  'verification-stage', 'happy-path', 'send-back', 'rejection', 'cancellation', 'offer-expiry', 'disbursement-held-then-released',
  'bounce-and-retry', 'overdue-then-collected', 'cooling-off-exit', 'worker-killed-during-disbursement', 'worker-killed-during-repayment',
];

// Recorded runs of the loan workflow, replayed against today's code: a change that would break a run
// recorded with the current version (a step added, reordered or renamed) fails here. Histories are of the
// current version only; see docs/workflow-versioning.md for how a change ships and when to record again.
describe('recorded loan histories replay on the current workflow code', () => {
  it('has one recorded history for every path through the stages, and none left over from removed ones', async () => {
    expect((await recordedHistories()).map((h) => h.name).sort()).toEqual([...STAGE_PATHS].sort());
  });

  it('replays every recorded history without a determinism error', async () => {
    const histories = await recordedHistories();
    const failures: string[] = [];
    const replayed: string[] = [];
    const results = Worker.runReplayHistories({ workflowBundle: await workflowBundle() }, histories.map(({ workflowId, history }) => ({ workflowId, history })));
    for await (const result of results) {
      replayed.push(result.workflowId);
      if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
    }
    expect(failures).toEqual([]);
    expect(replayed.sort()).toEqual(histories.map((h) => h.workflowId).sort());
  });

  it('would catch a divergence: a history whose first activity differs from what the code schedules fails to replay', async () => {
    const [first] = await recordedHistories();
    const scheduled = first!.history.events.find((event) => event.activityTaskScheduledEventAttributes)!;
    scheduled.activityTaskScheduledEventAttributes!.activityType = { name: 'anActivityTheCodeNeverCalls' };
    await expect(Worker.runReplayHistory({ workflowBundle: await workflowBundle() }, first!.history, first!.workflowId))
      .rejects.toBeInstanceOf(DeterminismViolationError);
  });
});
