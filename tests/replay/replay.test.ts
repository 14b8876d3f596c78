import { Worker } from '@temporalio/worker';
import { DeterminismViolationError } from '@temporalio/workflow';
import { describe, expect, it } from 'vitest';
import { recordedHistories } from '../support/replay-histories.ts';
import { workflowBundle } from '../support/temporal.ts';

// Recorded runs of the loan workflow, replayed against today's code: a change that would break a loan
// already in flight (an activity added, reordered or renamed without patching) fails here, before it ships.
describe('recorded loan histories replay on the current workflow code', () => {
  it('has recorded histories to replay (record them with RECORD_HISTORIES=1)', async () => {
    expect((await recordedHistories()).length).toBeGreaterThan(0);
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
