import proto from '@temporalio/proto';
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
// recorded with the current version (a step added, reordered or renamed) fails here, and so does one that
// would break the runs kept in tests/replay/in-flight/ for a version still running in production.
// docs/workflow-versioning.md says how a change ships and when to record again.
describe('recorded loan histories replay on the current workflow code', () => {
  it('has one recorded history for every path through the stages, and none left over from removed ones', async () => {
    expect((await recordedHistories()).map((h) => h.name).sort()).toEqual([...STAGE_PATHS].sort());
  });

  it('replays every run of every recorded path, and of the runs still in flight from an earlier version, without a determinism error', async () => {
    const runs = [...await recordedHistories(), ...await recordedHistories({ inFlight: true })].flatMap((path) => path.runs);
    const failures: string[] = [];
    const replayed: string[] = [];
    const results = Worker.runReplayHistories({ workflowBundle: await workflowBundle() }, runs);
    for await (const result of results) {
      replayed.push(result.workflowId);
      if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
    }
    expect(failures).toEqual([]);
    expect(replayed.sort()).toEqual(runs.map((run) => run.workflowId).sort());
  });

  it('keeps a repaying loan\'s runs short: it continues as new after each instalment', async () => {
    const happy = (await recordedHistories()).find((path) => path.name === 'happy-path')!;
    // The first run goes from submission to the first instalment; each later one holds one instalment.
    expect(happy.runs).toHaveLength(12);
    for (const { history } of happy.runs.slice(0, -1)) expect(history.events.at(-1)?.eventType).toBe(proto.temporal.api.enums.v1.EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CONTINUED_AS_NEW);
  });

  it('would catch a divergence: a history whose first activity differs from what the code schedules fails to replay', async () => {
    const [first] = (await recordedHistories())[0]!.runs;
    const scheduled = first!.history.events.find((event) => event.activityTaskScheduledEventAttributes)!;
    scheduled.activityTaskScheduledEventAttributes!.activityType = { name: 'anActivityTheCodeNeverCalls' };
    await expect(Worker.runReplayHistory({ workflowBundle: await workflowBundle() }, first!.history, first!.workflowId))
      .rejects.toBeInstanceOf(DeterminismViolationError);
  });
});
