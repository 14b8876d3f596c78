import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { createLoanRecordsActivities } from '../../worker/activities/loan-records.activities.ts';
import { loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { createBorrower, createLoan } from '../support/fixtures.ts';
import { connectTemporal, type TemporalHarness } from '../support/temporal.ts';

const pool = createPool(inject('databaseUrl'));
let temporal: TemporalHarness;

beforeAll(async () => {
  temporal = await connectTemporal(inject('temporalAddress'), inject('temporalNamespace'));
});
afterAll(async () => {
  await temporal.close();
  await pool.end();
});

describe('the loanApplication workflow on the real dev server', () => {
  it('records each transition once even when the activity is run again with the same key', async () => {
    const borrower = await createBorrower(pool);
    const loanId = await createLoan(pool, borrower.id);
    const { recordTransition } = createLoanRecordsActivities({ pool });
    const input = { loanId, toStatus: 'verifying', eventType: 'verification_started', actor: 'system', payload: {}, dedupeKey: `run-1:${loanId}` };
    expect(await recordTransition(input)).toEqual({ recorded: true });
    expect(await recordTransition(input)).toEqual({ recorded: false });
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM loan_events WHERE loan_id = $1', [loanId]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refuses a second start of the same loan', async () => {
    const borrower = await createBorrower(pool);
    const loanId = await createLoan(pool, borrower.id);
    const worker = await temporal.createWorker(createLoanRecordsActivities({ pool }));
    await worker.runUntil(async () => {
      const start = () => temporal.client.workflow.start('loanApplication', {
        taskQueue: temporal.taskQueue,
        workflowId: loanWorkflowId(loanId),
        args: [{ loanId, borrowerPhone: borrower.phone }],
      });
      const handle = await start();
      await expect(start()).rejects.toThrow(/already started/i);
      await handle.terminate('test finished');
    });
  });
});
