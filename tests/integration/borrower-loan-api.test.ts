import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { LOAN_TASK_QUEUE, loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { apiClient, uniquePhone } from '../support/api-client.ts';
import { FAST, loanReadyToStart, reviewToSanction, staffId, statusOf } from '../support/lifecycle.ts';
import { TEST_DATA_KEY } from '../support/loan-activities.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';
import { eventually } from '../support/temporal.ts';

// The parent's approved loan through the real API and the real worker process: KFS, e-sign by OTP,
// cancellation refused after disbursement, and the cooling-off exit.

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
  // The worker opens the fixture's sealed PAN and account with the tests' data key.
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

describe('the parent\'s loan API', () => {
  it('shows the KFS, signs by OTP, refuses cancellation once paid out, and lets the parent exit in cooling-off', async () => {
    const parent = await registerParent('Meera');
    const other = await registerParent('Other');
    const { loanId } = await loanReadyToStart(pool, { borrower: parent.borrower });
    const handle = await client.workflow.start('loanApplication', {
      taskQueue: LOAN_TASK_QUEUE, workflowId: loanWorkflowId(loanId),
      args: [{ loanId, borrowerPhone: parent.borrower.phone, employmentStatus: 'Salaried', timing: { ...FAST, instalmentIntervalMs: 600_000, coolingOffMs: 600_000 } }],
    });
    await reviewToSanction(pool, handle, loanId, { underwriter: await staffId(pool, 'underwriter1'), approver: await staffId(pool, 'approver1') });
    const offer = await eventually(async () => {
      const answer = await api.get(`/loans/${loanId}/offer`, parent.token);
      return answer.status === 200 ? answer : undefined;
    });
    expect(offer.data).toMatchObject({ proposalNumber: `KFS-${loanId}`, principalPaise: 150_000_00, tenureMonths: 12, coolingOffDays: 3, signedAt: null, coolingOffOpen: false });
    expect(offer.data.aprBp).toBeGreaterThan(offer.data.annualRateBp);
    expect(offer.data.schedule).toHaveLength(12);
    expect((await api.get(`/loans/${loanId}/offer`, other.token)).status).toBe(404);

    expect((await api.post(`/loans/${loanId}/agreement/sign`, { otp: '1234' }, parent.token)).message).toBe('Please request an OTP first.');
    // The parent registered seconds ago; a real parent signs days later. Age that code past the one-a-minute limit.
    await pool.query(`UPDATE otp_challenges SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [parent.borrower.phone]);
    const before = await api.outboxCount(parent.borrower.phone);
    expect((await api.post(`/loans/${loanId}/agreement/sendotp`, {}, parent.token)).status).toBe(200);
    const otp = await api.latestOtp(parent.borrower.phone, before);
    expect((await api.post(`/loans/${loanId}/agreement/sign`, { otp }, other.token)).status).toBe(404);
    const signed = await api.post(`/loans/${loanId}/agreement/sign`, { otp }, parent.token);
    expect(signed).toMatchObject({ status: 200, message: 'Agreement signed', data: { proposalNumber: `KFS-${loanId}` } });
    await eventually(async () => (await statusOf(pool, loanId)) === 'repaying');
    expect(await api.post(`/loans/${loanId}/agreement/sign`, { otp }, parent.token)).toMatchObject({ status: 409, message: 'The agreement is already signed.' });

    expect(await api.post(`/loans/${loanId}/cancel`, { reason: 'Changed my mind' }, parent.token)).toMatchObject({ status: 409, message: 'The loan can no longer be cancelled.' });
    expect((await api.get(`/loans/${loanId}/offer`, parent.token)).data.coolingOffOpen).toBe(true);
    const exit = await api.post(`/loans/${loanId}/coolingoffexit`, { reason: 'Got a scholarship' }, parent.token);
    expect(exit).toMatchObject({ status: 200, data: { principalPaise: 150_000_00, alreadyPaidPaise: 0 } });
    expect(exit.data.duePaise).toBe(exit.data.principalPaise + exit.data.interestPaise);
    expect(await handle.result()).toBe('closed');
    // A repeated request (a double tap, a retry after a dropped connection) gets the same settlement and collects nothing more.
    expect(await api.post(`/loans/${loanId}/coolingoffexit`, {}, parent.token)).toMatchObject({ status: 200, data: exit.data });
    const { rows } = await pool.query('SELECT calls FROM sandbox_payment_calls WHERE idempotency_key = $1', [`cooling-off-exit:${loanId}`]);
    expect(rows).toEqual([{ calls: 1 }]);
  });

  it('refuses hostile bodies and ids before anything reaches the loan', async () => {
    const parent = await registerParent('Hostile');
    expect(await api.post('/loans/FS1/agreement/sign', { otp: '12a4' }, parent.token)).toMatchObject({ status: 400, message: 'otp: OTP must be 4 digits.' });
    expect((await api.post('/loans/FS1/cancel', { reason: 'x', status: 'disbursed' }, parent.token)).status).toBe(400);
    expect((await api.get('/loans/not-a-loan/offer', parent.token)).status).toBe(400);
    expect((await api.post('/loans/FS99999999/cancel', {}, parent.token)).status).toBe(404);
  });
});
