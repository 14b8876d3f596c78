import { WorkflowUpdateFailedError } from '@temporalio/client';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import {
  cancelLoan, decideSection, getLoanStatus, getReviewState, loanWorkflowId, recommendApplication, rejectApplication, resubmitSection,
  sanctionApplication, schoolAccountVerified,
} from '../../workflows/loan-application/loan-application.messages.ts';
import { LoanStatusKey } from '../../workflows/search-attributes.ts';
import { FAST, loanReadyToStart, reviewToSanction, signOffer, staffId, startLoan, statusOf } from '../support/lifecycle.ts';
import { useLoanWorker } from '../support/loan-worker.ts';
import { replayAndRecord } from '../support/replay-histories.ts';
import { eventually } from '../support/temporal.ts';

const pool = createPool(inject('databaseUrl'));
const { temporal } = useLoanWorker(pool);
let ids: { underwriter: string; approver: string };

beforeAll(async () => {
  ids = { underwriter: await staffId(pool, 'underwriter1'), approver: await staffId(pool, 'approver1') };
});

/** The reason a workflow gave for refusing an update (the validator's message). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(WorkflowUpdateFailedError);
    return (error as WorkflowUpdateFailedError).cause?.message ?? '';
  }
  throw new Error('the update was accepted');
}

const eventsOf = async (loanId: string) =>
  (await pool.query<{ type: string; actor: string }>('SELECT type, actor FROM loan_events WHERE loan_id = $1 ORDER BY id', [loanId])).rows;

/** Replays the run's history against today's workflow code, and keeps it when asked (RECORD_HISTORIES=1). */
const replayAndKeep = (loanId: string, name: string) => replayAndRecord(temporal.client, loanWorkflowId(loanId), name);

describe('the loan lifecycle on the real Temporal dev server', () => {
  it('goes from submission to closure: review, sanction, KFS, e-sign, mandate, one disbursement, every EMI paid', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
    await reviewToSanction(pool, handle, loanId, ids);
    await signOffer(pool, handle, loanId);
    expect(await handle.result()).toBe('closed');

    const types = (await eventsOf(loanId)).map((e) => e.type);
    for (const type of ['verification_started', 'ready_for_review', 'section_accepted', 'recommended', 'sanctioned', 'offer_issued',
      'agreement_signed', 'mandate_registered', 'disbursed', 'repayment_started', 'emi_reminder_sent', 'emi_paid', 'closed']) {
      expect(types, type).toContain(type);
    }
    expect(types.filter((t) => t === 'emi_paid')).toHaveLength(12);
    const events = await eventsOf(loanId);
    expect(events.find((e) => e.type === 'recommended')?.actor).toBe(`underwriter:${ids.underwriter}`);
    expect(events.find((e) => e.type === 'sanctioned')?.actor).toBe(`approver:${ids.approver}`);

    const { rows: instalments } = await pool.query<{ status: string; principal_paise: number }>('SELECT status, principal_paise FROM loan_instalments WHERE loan_id = $1', [loanId]);
    expect(instalments.every((i) => i.status === 'paid')).toBe(true);
    expect(instalments.reduce((sum, i) => sum + i.principal_paise, 0)).toBe(150_000_00);
    const { rows: disbursements } = await pool.query(`SELECT count(*)::int AS n, sum(calls)::int AS calls FROM sandbox_payment_calls WHERE idempotency_key = $1`, [`disburse:${loanId}`]);
    expect(disbursements[0]).toMatchObject({ n: 1 });
    const { rows: offer } = await pool.query('SELECT apr_bp, annual_rate_bp, valid_until > created_at + interval \'3 days\' AS valid_long_enough, signed_at IS NOT NULL AS signed FROM loan_offers WHERE loan_id = $1', [loanId]);
    expect(offer[0].signed).toBe(true);
    expect(offer[0].valid_long_enough).toBe(true);
    expect(offer[0].apr_bp).toBeGreaterThan(offer[0].annual_rate_bp); // the processing fee is in the APR
    expect((await handle.describe()).typedSearchAttributes.get(LoanStatusKey)).toBe('closed');
    expect(await statusOf(pool, loanId)).toBe('closed');
    await replayAndKeep(loanId, 'happy-path');
  });

  it('keeps maker and checker apart: the underwriter who recommended cannot sanction', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
    await eventually(async () => (await handle.query(getLoanStatus)) === 'ready_for_review');
    const recommend = () => handle.executeUpdate(recommendApplication, { args: [{ reviewerId: ids.underwriter, remark: 'Good' }] });
    expect(await refusal(recommend())).toMatch(/cannot be recommended|Every section must be accepted/);
    for (const section of ['studentDetails', 'borrowerDetails', 'addressDetails', 'kycDetails', 'documentDetails1', 'documentDetails2', 'feeDetails']) {
      await handle.executeUpdate(decideSection, { args: [{ role: 'underwriter', reviewerId: ids.underwriter, section, status: 'Accepted' }] });
    }
    await recommend();
    expect(await refusal(handle.executeUpdate(sanctionApplication, { args: [{ reviewerId: ids.underwriter }] }))).toMatch(/different person/);
    expect(await refusal(handle.executeUpdate(decideSection, { args: [{ role: 'underwriter', reviewerId: ids.underwriter, section: 'feeDetails', status: 'Accepted' }] }))).toMatch(/cannot decide/);
    expect(await statusOf(pool, loanId)).toBe('recommended');
    await handle.terminate('test finished');
  });

  it('sends a rejected section back to the parent with its comment, and takes the correction back into review', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
    await eventually(async () => (await handle.query(getLoanStatus)) === 'ready_for_review');
    expect(await refusal(handle.executeUpdate(decideSection, { args: [{ role: 'underwriter', reviewerId: ids.underwriter, section: 'kycDetails', status: 'Rejected' }] })))
      .toMatch(/comment is required/);
    await handle.executeUpdate(decideSection, { args: [{ role: 'underwriter', reviewerId: ids.underwriter, section: 'kycDetails', status: 'Rejected', comment: 'The utility bill is unreadable.' }] });
    expect(await statusOf(pool, loanId)).toBe('sent_back');
    const { rows } = await pool.query('SELECT status, comment FROM loan_section_decisions WHERE loan_id = $1', [loanId]);
    expect(rows).toEqual([{ status: 'Rejected', comment: 'The utility bill is unreadable.' }]);
    await handle.executeUpdate(resubmitSection, { args: [{ section: 'kycDetails' }] });
    expect(await statusOf(pool, loanId)).toBe('under_review');
    expect((await handle.query(getReviewState)).sections.kycDetails).toBeUndefined();
    await handle.terminate('test finished');
    await replayAndKeep(loanId, 'send-back');
  });

  it('ends a rejected application with the reviewer and the remark recorded', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
    await eventually(async () => (await handle.query(getLoanStatus)) === 'ready_for_review');
    await handle.executeUpdate(rejectApplication, { args: [{ role: 'underwriter', reviewerId: ids.underwriter, remark: 'Income does not support the EMI.' }] });
    expect(await handle.result()).toBe('rejected');
    const { rows } = await pool.query('SELECT status, underwriter_remark FROM loans WHERE id = $1', [loanId]);
    expect(rows[0]).toEqual({ status: 'rejected', underwriter_remark: 'Income does not support the EMI.' });
    await replayAndKeep(loanId, 'rejection');
  });

  it('expires an offer that is not signed in time', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone, { ...FAST, offerValidityMs: 300 });
    await reviewToSanction(pool, handle, loanId, ids);
    expect(await handle.result()).toBe('offer_expired');
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM sandbox_payment_calls WHERE idempotency_key LIKE $1`, [`%${loanId}%`]);
    expect(rows[0].n).toBe(0);
    await replayAndKeep(loanId, 'offer-expiry');
  });

  it('retries a bounced auto-debit, charging one flat penal charge per bounce and never interest on it', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool, { accountLast4: '0013' });
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
    await reviewToSanction(pool, handle, loanId, ids);
    await signOffer(pool, handle, loanId);
    expect(await handle.result()).toBe('closed');
    const { rows } = await pool.query<{ status: string; bounces: number; penal_paise: number; principal_paise: number; interest_paise: number; emi_paise: number }>(
      'SELECT status, bounces, penal_paise, principal_paise, interest_paise, emi_paise FROM loan_instalments WHERE loan_id = $1 ORDER BY number', [loanId]);
    expect(rows.every((r) => r.status === 'paid' && r.bounces === 1 && r.penal_paise === 500_00)).toBe(true);
    expect(rows.every((r) => r.principal_paise + r.interest_paise === r.emi_paise)).toBe(true);
    const types = (await eventsOf(loanId)).map((e) => e.type);
    expect(types.filter((t) => t === 'emi_bounced')).toHaveLength(12);
    await replayAndKeep(loanId, 'bounce-and-retry');
  });

  it('lets the parent cancel before disbursement, and never pays the school', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
    await reviewToSanction(pool, handle, loanId, ids);
    await handle.executeUpdate(cancelLoan, { args: [{ reason: 'Found the money elsewhere' }] });
    expect(await handle.result()).toBe('cancelled');
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM sandbox_payment_calls WHERE idempotency_key = $1`, [`disburse:${loanId}`]);
    expect(rows[0].n).toBe(0);
    // The run is over: the server itself refuses anything more for it.
    await expect(handle.executeUpdate(cancelLoan, { args: [{}] })).rejects.toThrow(/not found|completed/i);
    await replayAndKeep(loanId, 'cancellation');
  });

  it('holds the disbursement until the school\'s account is verified', async () => {
    const { loanId, borrower, schoolId } = await loanReadyToStart(pool, { schoolVerified: false });
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
    await reviewToSanction(pool, handle, loanId, ids);
    await signOffer(pool, handle, loanId);
    await eventually(async () => (await eventsOf(loanId)).some((e) => e.type === 'disbursement_held'));
    expect(await statusOf(pool, loanId)).toBe('mandate_registered');
    await pool.query('UPDATE schools SET account_verified_at = now() WHERE id = $1', [schoolId]);
    await handle.signal(schoolAccountVerified);
    expect(await handle.result()).toBe('closed');
    await replayAndKeep(loanId, 'disbursement-held-then-released');
  });
});
