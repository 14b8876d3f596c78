import { Client, Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { NativeConnection, Worker } from '@temporalio/worker';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBoss } from '../../db/boss.ts';
import { createLocalFileStorage } from '../../db/file-storage.ts';
import { createPool } from '../../db/pool.ts';
import { createWizardCheckActivities } from '../../worker/activities/wizard-checks.activities.ts';
import { createSandboxVerificationProviders } from '../../worker/providers/verification-providers.ts';
import { deploymentOptionsOf, promote, type WorkerVersion } from '../../worker/versioning.ts';
import { getLoanStatus, getOffer, getReviewState, LOAN_VERSIONING_BEHAVIOR } from '../../workflows/loan-application/loan-application.messages.ts';
import { VERIFICATION_VERSIONING_BEHAVIOR } from '../../workflows/verification/verification.messages.ts';
import { BorrowerPhoneKey, LoanIdKey, LoanStatusKey } from '../../workflows/search-attributes.ts';
import { FAST, loanReadyToStart, reviewToSanction, signOffer, staffId, startLoan } from '../support/lifecycle.ts';
import { loanActivities, testCipher } from '../support/loan-activities.ts';
import { useLoanWorker } from '../support/loan-worker.ts';
import { runsOf } from '../support/replay-histories.ts';
import { eventually, workflowBundle } from '../support/temporal.ts';

// The versioning strategy of docs/workflow-versioning.md on the real dev server: a repaying loan runs one
// instalment a run and carries its state from run to run; each new run (and the run in flight) follows the
// build that is current, while a verification check stays on the build it started on.

const { VersioningBehavior } = proto.temporal.api.enums.v1;
const pool = createPool(inject('databaseUrl'));
const { temporal } = useLoanWorker(pool);
let ids: { underwriter: string; approver: string };

beforeAll(async () => {
  ids = { underwriter: await staffId(pool, 'underwriter1'), approver: await staffId(pool, 'approver1') };
});

const eventCount = async (loanId: string, type: string) =>
  (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM loan_events WHERE loan_id = $1 AND type = $2', [loanId, type])).rows[0]!.n;

describe('a repaying loan continues as new at each instalment boundary', () => {
  it('carries its review, offer, search attributes and schedule into each run, and closes with everything done once', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone, { ...FAST, instalmentIntervalMs: 700 });
    await reviewToSanction(pool, handle, loanId, ids);
    const proposal = await signOffer(pool, handle, loanId);

    // A later run answers for the loan as the first did.
    await eventually(async () => (await eventCount(loanId, 'emi_paid')) >= 2, 60_000);
    const described = await handle.describe();
    expect(described.runId).not.toBe(handle.firstExecutionRunId);
    expect(described.typedSearchAttributes.get(LoanIdKey)).toBe(loanId);
    expect(described.typedSearchAttributes.get(BorrowerPhoneKey)).toBe(borrower.phone);
    expect(described.typedSearchAttributes.get(LoanStatusKey)).toBe('repaying');
    expect(await handle.query(getLoanStatus)).toBe('repaying');
    const review = await handle.query(getReviewState);
    expect(review).toMatchObject({ recommendedBy: ids.underwriter, underwriterRemark: 'Stable salary, clean bureau record.', approverRemark: 'Agreed.' });
    expect(Object.values(review.sections).every((s) => s.status === 'Accepted')).toBe(true);
    expect(await handle.query(getOffer)).toMatchObject({ proposalNumber: proposal, signed: true });

    expect(await handle.result()).toBe('closed');
    const runs = await runsOf(temporal.client, handle.workflowId);
    expect(runs).toHaveLength(12);
    // Each later run starts from what the one before handed over: the next instalment, the same loan.
    const inputs = runs.slice(1).map((run) => {
      const payload = run.events![0]!.workflowExecutionStartedEventAttributes!.input!.payloads![0]!;
      return JSON.parse(Buffer.from(payload.data!).toString('utf8')) as { loanId: string; continued: { repayment: { next: number }; state: { status: string } } };
    });
    expect(inputs.map((input) => input.continued.repayment.next)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(inputs.every((input) => input.loanId === loanId && input.continued.state.status === 'repaying')).toBe(true);
    // No run shorter than an instalment repeated a step: every effect happened once.
    for (const [type, times] of [['repayment_started', 1], ['emi_reminder_sent', 12], ['emi_paid', 12], ['closed', 1]] as const) {
      expect(await eventCount(loanId, type), type).toBe(times);
    }
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_payment_calls WHERE idempotency_key LIKE $1 AND calls = 1`, [`debit:${loanId}:%`]);
    expect(rows[0]!.n).toBe(12);
  });
});

describe('worker versioning on the real dev server', () => {
  let connection: Connection;
  let client: Client;
  let native: NativeConnection;
  const running: { worker: Worker; done: Promise<void> }[] = [];

  beforeAll(async () => {
    connection = await Connection.connect({ address: inject('temporalAddress') });
    client = new Client({ connection, namespace: inject('temporalNamespace') });
    native = await NativeConnection.connect({ address: inject('temporalAddress') });
  });
  afterAll(async () => {
    for (const { worker } of running) worker.shutdown();
    await Promise.all(running.map(({ done }) => done));
    await native?.close();
    await connection?.close();
  });

  it('moves a loan to the build made current while it repays, and keeps a verification check on the build it started on', async () => {
    const taskQueue = `versioning-${randomUUID()}`;
    const checksQueue = `versioning-checks-${randomUUID()}`;
    const deploymentName = `feesetu-test-${randomUUID().slice(0, 8)}`;
    const boss = await startBoss(inject('databaseUrl'), { supervise: false, onError: () => {} });
    const checks = createWizardCheckActivities({ providers: createSandboxVerificationProviders(), cipher: testCipher, storage: createLocalFileStorage('.data/uploads') });
    // As worker/main.ts runs them: the loans' queue and the checks' queue, one deployment version for both.
    async function startWorkers(buildId: string): Promise<void> {
      const version: WorkerVersion = { mode: 'promote', deploymentName, buildId };
      for (const [queue, activities, behavior] of [
        [taskQueue, loanActivities(pool, boss), LOAN_VERSIONING_BEHAVIOR], [checksQueue, checks, VERIFICATION_VERSIONING_BEHAVIOR],
      ] as const) {
        const worker = await Worker.create({
          connection: native, namespace: inject('temporalNamespace'), taskQueue: queue, workflowBundle: await workflowBundle(), activities, workerDeploymentOptions: deploymentOptionsOf(version, behavior)!,
        });
        running.push({ worker, done: worker.run() });
      }
      await promote(client, inject('temporalNamespace'), version);
    }
    const buildsOf = (history: Awaited<ReturnType<typeof runsOf>>[number]) =>
      new Set(history.events!.flatMap((event) => event.workflowTaskCompletedEventAttributes?.deploymentVersion?.buildId ?? []));

    try {
      await startWorkers('v1');
      const { loanId, borrower } = await loanReadyToStart(pool);
      const loan = await startLoan(client, taskQueue, loanId, borrower.phone, { ...FAST, instalmentIntervalMs: 700 });
      const check = await client.workflow.start('verifyPan', {
        taskQueue: checksQueue, workflowId: `verify-pan-versioning-${randomUUID()}`, args: [{ sealedPan: testCipher.encrypt('ABCPV1234F'), mustBeIndividual: true }],
      });
      expect(await check.result()).toMatchObject({ outcome: 'verified' });
      await reviewToSanction(pool, loan, loanId, ids);
      await signOffer(pool, loan, loanId);
      await eventually(async () => (await eventCount(loanId, 'emi_paid')) >= 2, 60_000);

      await startWorkers('v2');
      expect(await loan.result()).toBe('closed');

      const runs = await runsOf(client, loan.workflowId);
      expect(runs).toHaveLength(12);
      // The first run (submission to the first instalment) ran on v1 alone; the last runs on v2 alone.
      expect(buildsOf(runs[0]!)).toEqual(new Set(['v1']));
      expect(buildsOf(runs.at(-1)!)).toEqual(new Set(['v2']));
      const last = (await loan.describe()).raw.workflowExecutionInfo!.versioningInfo!;
      expect(last.behavior).toBe(VersioningBehavior.VERSIONING_BEHAVIOR_AUTO_UPGRADE);
      expect(last.deploymentVersion?.buildId).toBe('v2');

      // The check declared itself pinned, and stays on the build it ran on after v2 became current.
      const pinned = (await check.describe()).raw.workflowExecutionInfo!.versioningInfo!;
      expect(pinned.behavior).toBe(VersioningBehavior.VERSIONING_BEHAVIOR_PINNED);
      expect(pinned.deploymentVersion?.buildId).toBe('v1');
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});
