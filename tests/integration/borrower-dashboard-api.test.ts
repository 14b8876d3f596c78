import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { LOAN_TASK_QUEUE, loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { apiClient, uniquePhone } from '../support/api-client.ts';
import { FAST, loanReadyToStart, reviewToSanction, staffId, statusOf } from '../support/lifecycle.ts';
import { TEST_DATA_KEY } from '../support/loan-activities.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';
import { eventually } from '../support/temporal.ts';

// The parent's dashboard, transactions and notifications through the real API and worker process,
// from before repayment starts to a closed loan; only ever the signed-in parent's own loans.

const pool = createPool(inject('databaseUrl'));
let product: RunningProduct;
let api: ReturnType<typeof apiClient>;
let connection: Connection;
let client: Client;

async function registerParent(firstName: string) {
  const phone = uniquePhone();
  await api.post('/users/sendphoneotp', { phoneNo: phone });
  const answer = await api.post('/users/registeruser', { firstName, lastName: 'Parent', phoneNo: phone, otp: await api.latestOtp(`+91${phone}`), termAndConditions: true });
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM borrowers WHERE phone = $1', [`+91${phone}`]);
  return { token: answer.data.authToken as string, borrower: { id: rows[0]!.id, phone: `+91${phone}` } };
}

beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress'), extraEnv: { DATA_ENCRYPTION_KEY: TEST_DATA_KEY } });
  api = apiClient(product.baseUrl);
  connection = await Connection.connect({ address: inject('temporalAddress') });
  client = new Client({ connection, namespace: inject('temporalNamespace') });
});
afterAll(async () => {
  await connection?.close();
  await product?.stop();
  await pool.end();
});

describe('the parent\'s dashboard: GET /api/loans/dashboard, /api/loans/transactions, /api/notifications', () => {
  it('answers honest empty states for a parent with no loan', async () => {
    const parent = await registerParent('Empty');
    expect((await api.get('/loans/dashboard', parent.token)).data).toEqual({ loans: [], canApplyForNewLoan: true });
    expect((await api.get('/loans/transactions', parent.token)).data).toEqual([]);
    expect((await api.get('/notifications', parent.token)).data).toEqual([]);
  });

  it('follows a loan from sanction through e-sign to a closed repayment, for its parent only', async () => {
    const parent = await registerParent('Kavya');
    const other = await registerParent('Other');
    const { loanId } = await loanReadyToStart(pool, { borrower: parent.borrower });
    const handle = await client.workflow.start('loanApplication', {
      taskQueue: LOAN_TASK_QUEUE, workflowId: loanWorkflowId(loanId),
      args: [{ loanId, borrowerPhone: parent.borrower.phone, employmentStatus: 'Salaried', timing: FAST }],
    });
    await reviewToSanction(pool, handle, loanId, { underwriter: await staffId(pool, 'underwriter1'), approver: await staffId(pool, 'approver1') });
    await eventually(async () => (await api.get(`/loans/${loanId}/offer`, parent.token)).status === 200);

    // Before repayment: the card, no history, no next payment, nothing paid; nothing for the other parent.
    const before = await api.get('/loans/dashboard', parent.token);
    expect(before.data.loans).toHaveLength(1);
    expect(before.data.loans[0]).toMatchObject({
      loanId, status: 'sanctioned', repaymentStarted: false, history: [], nextPayment: null, amountPaidPaise: 0, amountPaid: '₹0', principal: '₹1,50,000',
    });
    expect(before.data.loans[0].emis).toMatchObject({ timely: 0, bounced: 0 });
    expect((await api.get('/loans/dashboard', other.token)).data.loans).toEqual([]);
    expect((await api.get(`/loans/transactions?loanId=${loanId}`, parent.token)).data).toEqual([]);
    expect((await api.get(`/loans/transactions?loanId=${loanId}`, other.token)).status).toBe(404);
    expect((await api.get('/loans/transactions?loanId=not-a-loan', parent.token)).status).toBe(400);
    const notices = (await api.get('/notifications', parent.token)).data as { type: string; message: string; at: string }[];
    expect(notices[0]).toMatchObject({ type: 'offer_issued', message: `The Key Fact Statement of loan ${loanId} is ready: read it and sign the agreement.` });
    expect(notices.map((n) => n.at)).toEqual([...notices.map((n) => n.at)].sort().reverse());
    expect((await api.get('/notifications', other.token)).data).toEqual([]);

    // E-sign: a wrong code is refused and signs nothing; the right one from the SMS moves the loan on.
    // The registration code was sent moments ago: age it past the one-a-minute resend limit instead of waiting.
    await pool.query(`UPDATE otp_challenges SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [parent.borrower.phone]);
    const sent = await api.outboxCount(parent.borrower.phone);
    expect((await api.post(`/loans/${loanId}/agreement/sendotp`, {}, parent.token)).status).toBe(200);
    const otp = await api.latestOtp(parent.borrower.phone, sent);
    const wrong = otp === '0000' ? '1111' : '0000';
    expect((await api.post(`/loans/${loanId}/agreement/sign`, { otp: wrong }, parent.token)).status).toBeGreaterThanOrEqual(400);
    expect(await statusOf(pool, loanId)).toBe('sanctioned');
    expect((await api.post(`/loans/${loanId}/agreement/sign`, { otp }, parent.token)).status).toBe(200);
    expect(await handle.result()).toBe('closed');

    // After the compressed repayment: the donut, the history and the money agree with the instalments and payments.
    const { rows: [counts] } = await pool.query<{ total: number; bounced: number; timely: number; debited: string }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE bounces > 0)::int AS bounced, count(*) FILTER (WHERE status = 'paid' AND bounces = 0)::int AS timely,
              (SELECT coalesce(sum(amount_paise), 0) FROM loan_payments WHERE loan_id = $1 AND kind = 'debit' AND outcome = 'succeeded')::text AS debited
         FROM loan_instalments WHERE loan_id = $1`, [loanId]);
    const after = (await api.get('/loans/dashboard', parent.token)).data.loans[0];
    expect(after).toMatchObject({ loanId, status: 'closed', repaymentStarted: true, nextPayment: null, amountPaidPaise: Number(counts!.debited) });
    expect(after.emis).toEqual({ total: 12, timely: counts!.timely, bounced: counts!.bounced, pending: 12 - counts!.timely - counts!.bounced });
    expect(after.history).toHaveLength(12);
    expect(after.history.every((h: { status: string }) => h.status === 'Paid')).toBe(true);

    const transactions = (await api.get(`/loans/transactions?loanId=${loanId}`, parent.token)).data as { kind: string; status: string; paidTo: string; amountPaise: number }[];
    expect(transactions.filter((t) => t.kind === 'disbursement')).toMatchObject([{ status: 'Paid', paidTo: 'School (fee disbursement)' }]);
    expect(transactions.filter((t) => t.kind === 'debit' && t.status === 'Paid')).toHaveLength(12);
    expect((await api.get('/loans/transactions', other.token)).data).toEqual([]);
    const latest = (await api.get('/notifications', parent.token)).data as { type: string }[];
    expect(latest[0]!.type).toBe('closed');
  });
});
