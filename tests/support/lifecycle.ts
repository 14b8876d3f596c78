import type { Client, WorkflowHandle } from '@temporalio/client';
import type { Pool } from '../../db/pool.ts';
import {
  decideSection, getLoanStatus, loanWorkflowId, recommendApplication, sanctionApplication, signAgreement, type LoanTiming,
} from '../../workflows/loan-application/loan-application.messages.ts';
import { REVIEW_SECTIONS_BY_EMPLOYMENT } from '../../domain/enums-lifecycle.ts';
import { createBorrower, createLoan } from './fixtures.ts';
import { eventually } from './temporal.ts';
import { testCipher } from './loan-activities.ts';

/** Timings that run a whole year of repayments in seconds; the engine and its timers stay real. */
export const FAST: Partial<LoanTiming> = { instalmentIntervalMs: 150, reminderLeadMs: 50, debitRetryMs: 100, disbursementHoldMs: 60_000 };

export async function staffId(pool: Pool, userName: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM staff WHERE lower(username) = lower($1)', [userName]);
  if (!rows[0]) throw new Error(`no staff member ${userName}; is the development seed loaded?`);
  return rows[0].id;
}

/** A submitted loan whose parent has a bank account on file and whose school's account is verified (or not). */
export async function loanReadyToStart(pool: Pool, options: { accountLast4?: string; schoolVerified?: boolean; pan?: string; borrower?: { id: string; phone: string } } = {}) {
  const borrower = options.borrower ?? await createBorrower(pool);
  const loanId = await createLoan(pool, borrower.id);
  // Sealed as the wizard seals them, with the key the test workers open them with (see SANDBOX.md for the inputs that fail).
  const pan = options.pan ?? 'ABCPV1234F';
  const account = `12345678${options.accountLast4 ?? '4321'}`;
  await pool.query(
    `INSERT INTO bank_documents (borrower_id, path, pan_sealed, pan_last4, account_sealed, account_last4, account_length, ifsc_code, account_type, bank_name, itr_type)
     VALUES ($1, 'Salaried', $2, $3, $4, $5, 12, 'HDFC0000001', 'savings', 'HDFC Bank', 'ITR')`,
    [borrower.id, testCipher.encrypt(pan), pan.slice(-4), testCipher.encrypt(account), account.slice(-4)]);
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO schools (name, account_last4, ifsc_code, account_verified_at) VALUES ('Test Public School', '9876', 'SBIN0000001', $1) RETURNING id`,
    [options.schoolVerified === false ? null : new Date()]);
  await pool.query('UPDATE loans SET school_id = $2 WHERE id = $1', [loanId, rows[0]!.id]);
  return { loanId, borrower, schoolId: rows[0]!.id };
}

export function startLoan(client: Client, taskQueue: string, loanId: string, phone: string, timing: Partial<LoanTiming> = FAST) {
  return client.workflow.start('loanApplication', {
    taskQueue, workflowId: loanWorkflowId(loanId), args: [{ loanId, borrowerPhone: phone, employmentStatus: 'Salaried', timing }],
  });
}

export async function statusOf(pool: Pool, loanId: string): Promise<string> {
  const { rows } = await pool.query<{ status: string }>('SELECT status FROM loans WHERE id = $1', [loanId]);
  return rows[0]!.status;
}

/** The underwriter accepts every section of a salaried application and recommends it; a different approver sanctions it. */
export async function reviewToSanction(pool: Pool, handle: WorkflowHandle, loanId: string, ids: { underwriter: string; approver: string }) {
  await eventually(async () => (await handle.query(getLoanStatus)) === 'ready_for_review');
  for (const section of REVIEW_SECTIONS_BY_EMPLOYMENT.Salaried) {
    await handle.executeUpdate(decideSection, { args: [{ role: 'underwriter', reviewerId: ids.underwriter, section, status: 'Accepted' }] });
  }
  await handle.executeUpdate(recommendApplication, { args: [{ reviewerId: ids.underwriter, remark: 'Stable salary, clean bureau record.' }] });
  await handle.executeUpdate(sanctionApplication, { args: [{ reviewerId: ids.approver, remark: 'Agreed.' }] });
}

export async function signOffer(pool: Pool, handle: WorkflowHandle, loanId: string) {
  const proposal = await eventually(async () => {
    const { rows } = await pool.query<{ proposal_number: string }>('SELECT proposal_number FROM loan_offers WHERE loan_id = $1', [loanId]);
    return rows[0]?.proposal_number;
  });
  await eventually(async () => {
    const { rows } = await pool.query(`SELECT 1 FROM loan_events WHERE loan_id = $1 AND type = 'offer_issued'`, [loanId]);
    return rows.length === 1;
  });
  await handle.executeUpdate(signAgreement, { args: [{ proposalNumber: proposal }] });
  return proposal;
}
