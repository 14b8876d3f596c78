import { describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { annualRateBpForBureauScore } from '../../domain/rate-bands.ts';
import { createLoanChecksActivities } from '../../worker/activities/loan-checks.activities.ts';
import { createSandboxCreditBureauProvider, sandboxBureauScoreOfPan } from '../../worker/providers/credit-bureau.provider.ts';
import { createSandboxVerificationProviders } from '../../worker/providers/verification-providers.ts';
import { getReviewState, loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { loanReadyToStart, startLoan, statusOf } from '../support/lifecycle.ts';
import { useLoanWorker } from '../support/loan-worker.ts';
import { testCipher } from '../support/loan-activities.ts';
import { replayAndRecord } from '../support/replay-histories.ts';
import { eventually } from '../support/temporal.ts';

const pool = createPool(inject('databaseUrl'));
const { temporal } = useLoanWorker(pool);

async function startAndWaitForReview(options: Parameters<typeof loanReadyToStart>[1] = {}) {
  const ready = await loanReadyToStart(pool, options);
  const handle = await startLoan(temporal.client, temporal.taskQueue, ready.loanId, ready.borrower.phone);
  await eventually(async () => (await statusOf(pool, ready.loanId)) === 'ready_for_review');
  return { ...ready, handle };
}
const recorded = async (loanId: string) =>
  Object.fromEntries((await pool.query<{ kind: string; outcome: string; reason: string | null; source: string; details: Record<string, unknown> }>(
    'SELECT kind, outcome, reason, source, details FROM loan_verifications WHERE loan_id = $1', [loanId])).rows.map((r) => [r.kind, r]));
const pricing = async (loanId: string) =>
  (await pool.query<{ bureau_score: number | null; annual_rate_bp: number }>('SELECT bureau_score, annual_rate_bp FROM loans WHERE id = $1', [loanId])).rows[0]!;

describe('the loan\'s verification stage', () => {
  it('checks the PAN, penny-drops the repayment account and pulls the bureau before review, and prices from that score', async () => {
    const ready = await loanReadyToStart(pool);
    await pool.query(
      `INSERT INTO verifications (borrower_id, kind, subject_hash, subject_masked, outcome, details, provider, workflow_id)
       VALUES ($1, 'itr', 'h', 'user***', 'verified', '{"sandbox": true}', 'sandbox-itr', 'verify-itr-x')`, [ready.borrower.id]);
    const handle = await startLoan(temporal.client, temporal.taskQueue, ready.loanId, ready.borrower.phone);
    await eventually(async () => (await statusOf(pool, ready.loanId)) === 'ready_for_review');

    const checks = await recorded(ready.loanId);
    expect(checks.pan).toMatchObject({ outcome: 'verified', source: 'provider' });
    expect(checks.bank_account).toMatchObject({ outcome: 'verified', source: 'provider', details: expect.objectContaining({ bank: 'HDFC Bank' }) });
    const score = sandboxBureauScoreOfPan('ABCPV1234F');
    expect(checks.bureau).toMatchObject({ outcome: 'verified', details: expect.objectContaining({ score }) });
    expect(checks.itr).toMatchObject({ outcome: 'verified', source: 'wizard' });
    // The salaried path has no GSTIN; checks the parent never made are shown as not done, not as passed.
    expect(checks.gstin).toBeUndefined();
    const state = await handle.query(getReviewState);
    expect(state.bureauScore).toBe(score);
    expect(state.checks?.filter((c) => c.outcome === 'not_done').map((c) => c.kind).sort()).toEqual(['kyc_ocr', 'utility']);
    expect(await pricing(ready.loanId)).toEqual({ bureau_score: score, annual_rate_bp: annualRateBpForBureauScore(score) });
    const { rows } = await pool.query(`SELECT actor FROM loan_events WHERE loan_id = $1 AND type = 'verifications_completed'`, [ready.loanId]);
    expect(rows).toEqual([{ actor: 'system' }]);
    await handle.terminate('test finished');
    await replayAndRecord(temporal.client, loanWorkflowId(ready.loanId), 'verification-stage');
  });

  it('shows failed checks to the underwriter with their reasons, and never passes them', async () => {
    const { loanId, handle } = await startAndWaitForReview({ pan: 'ABCPV0000F', accountLast4: '0000' });
    const checks = await recorded(loanId);
    expect(checks.pan).toMatchObject({ outcome: 'failed', reason: 'No PAN record was found. Please check the number.' });
    expect(checks.bank_account).toMatchObject({ outcome: 'failed', reason: 'The bank could not credit this account. Please check the account number.' });
    const state = await handle.query(getReviewState);
    expect(state.checks?.find((c) => c.kind === 'pan')?.outcome).toBe('failed');
    await handle.terminate('test finished');
  });

  it('prices a parent new to credit at the top band and keeps no made-up score', async () => {
    const { loanId, handle } = await startAndWaitForReview({ pan: 'ABCPV9912F' });
    expect((await recorded(loanId)).bureau).toMatchObject({ outcome: 'verified', reason: 'No credit history at the bureau.', details: expect.objectContaining({ score: null, newToCredit: true }) });
    expect(await pricing(loanId)).toEqual({ bureau_score: null, annual_rate_bp: 1800 });
    await handle.terminate('test finished');
  });

  it('runs the stage as one activity that a retry repeats without a second row', async () => {
    const ready = await loanReadyToStart(pool, { pan: 'ABCPV0000F' });
    await pool.query(
      `INSERT INTO verifications (borrower_id, kind, subject_hash, subject_masked, outcome, reason, details, provider, workflow_id)
       VALUES ($1, 'utility', 'h', 'bill***', 'failed', 'The name on the bill does not match.', '{}', 'sandbox-utility', 'verify-utility-x')`, [ready.borrower.id]);
    const activities = createLoanChecksActivities({ pool, cipher: testCipher, providers: createSandboxVerificationProviders(), bureau: createSandboxCreditBureauProvider() });
    const together = await activities.runLoanChecks(ready.loanId);
    const rowsAfterOne = await recorded(ready.loanId);
    expect(await activities.runLoanChecks(ready.loanId)).toEqual(together);
    expect(await recorded(ready.loanId)).toEqual(rowsAfterOne);
    expect(Object.keys(rowsAfterOne).sort()).toEqual(['bank_account', 'bureau', 'pan', 'utility']);
    expect(rowsAfterOne.utility).toMatchObject({ outcome: 'failed', reason: 'The name on the bill does not match.', source: 'wizard' });
    expect((await pricing(ready.loanId)).bureau_score).toBe(together.bureauScore);

    expect(together.checks.find((c) => c.kind === 'pan')).toMatchObject({ outcome: 'failed' });
    expect(together.checks.filter((c) => c.outcome === 'not_done').map((c) => c.kind).sort()).toEqual(['itr', 'kyc_ocr']);
  });
});
