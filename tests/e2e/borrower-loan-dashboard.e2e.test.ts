import { Client, Connection } from '@temporalio/client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { LOAN_TASK_QUEUE, loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { apiClient, uniquePhone } from '../support/api-client.ts';
import { launchChromium } from '../support/browser.ts';
import { FAST, loanReadyToStart, reviewToSanction, staffId, statusOf } from '../support/lifecycle.ts';
import { TEST_DATA_KEY } from '../support/loan-activities.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';
import { eventually } from '../support/temporal.ts';

// A parent with a sanctioned loan reads the KFS, signs it with the OTP from the SMS outbox, and after a
// compressed repayment year sees the donut, the history and the transactions: the real API, worker and browser.

const pool = createPool(inject('databaseUrl'));
let product: RunningProduct;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
let connection: Connection;
let client: Client;

beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress'), extraEnv: { DATA_ENCRYPTION_KEY: TEST_DATA_KEY } });
  api = apiClient(product.baseUrl);
  browser = await launchChromium();
  connection = await Connection.connect({ address: inject('temporalAddress') });
  client = new Client({ connection, namespace: inject('temporalNamespace') });
});
afterAll(async () => {
  await browser?.close();
  await connection?.close();
  await product?.stop();
  await pool.end();
});

describe('the parent\'s loan in the browser', () => {
  it('reads the KFS, signs with the OTP, and sees the repayment on the dashboard', async () => {
    const phone = uniquePhone();
    await api.post('/users/sendphoneotp', { phoneNo: phone });
    const registered = await api.post('/users/registeruser', { firstName: 'Lata', lastName: 'Parent', phoneNo: phone, otp: await api.latestOtp(`+91${phone}`), termAndConditions: true });
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM borrowers WHERE phone = $1', [`+91${phone}`]);
    const borrower = { id: rows[0]!.id, phone: `+91${phone}` };
    const { loanId } = await loanReadyToStart(pool, { borrower });
    const handle = await client.workflow.start('loanApplication', {
      taskQueue: LOAN_TASK_QUEUE, workflowId: loanWorkflowId(loanId),
      args: [{ loanId, borrowerPhone: borrower.phone, employmentStatus: 'Salaried', timing: FAST }],
    });
    await reviewToSanction(pool, handle, loanId, { underwriter: await staffId(pool, 'underwriter1'), approver: await staffId(pool, 'approver1') });
    await eventually(async () => (await pool.query(`SELECT 1 FROM loan_events WHERE loan_id = $1 AND type = 'offer_issued'`, [loanId])).rowCount === 1);
    await pool.query(`UPDATE otp_challenges SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [borrower.phone]);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.addInitScript(([token, phoneNo]) => {
      localStorage.setItem('authToken', token!);
      localStorage.setItem('user_name', 'Lata');
      localStorage.setItem('role', 'user');
      localStorage.setItem('phoneNo', phoneNo!);
    }, [registered.data.authToken as string, phone]);

    // The dashboard before repayment: the card and an honest empty state.
    await page.goto(`${product.baseUrl}/dashboard`);
    await expect.poll(() => page.getByTestId('loan-card').textContent(), { timeout: 15_000 }).toMatch(new RegExp(`Loan ${loanId}.*Sanctioned`));
    expect(await page.getByTestId('repayment-empty').count()).toBe(1);

    // The bell: the offer is the newest notice.
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect.poll(() => page.getByTestId('notifications').textContent(), { timeout: 10_000 }).toContain(`The Key Fact Statement of loan ${loanId} is ready`);
    await page.keyboard.press('Escape');

    // The KFS and the e-sign.
    await page.getByRole('link', { name: 'Read and sign the agreement' }).click();
    await expect.poll(() => page.getByTestId('kfs').textContent(), { timeout: 10_000 }).toContain(`KFS-${loanId}`);
    const kfsText = (await page.getByTestId('kfs').textContent())!;
    expect(kfsText).toMatch(/Annual Percentage Rate \(APR\)\d+\.\d\d%/);
    expect(kfsText).toContain('₹1,50,000');
    expect(kfsText).toContain('grievance@feesetu.in');
    expect(await page.getByTestId('kfs-schedule').locator('tbody tr').count()).toBe(12);

    const before = await api.outboxCount(borrower.phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent(), { timeout: 10_000 }).toContain(`XXXXXX${phone.slice(-4)}`);
    const otp = await api.latestOtp(borrower.phone, before);
    await page.getByLabel('OTP', { exact: true }).fill(otp === '9999' ? '1111' : '9999');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent(), { timeout: 10_000 }).toMatch(/OTP/i);
    expect(await statusOf(pool, loanId)).toBe('sanctioned');
    await page.getByLabel('OTP', { exact: true }).fill(otp);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByText(`You signed the agreement KFS-${loanId}`).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('kfs').textContent(), { timeout: 10_000 }).toContain('Signed on');
    expect(await page.getByTestId('kfs-schedule').locator('tbody tr').count()).toBe(12);

    // A compressed repayment year, then the dashboard and the transactions show it.
    expect(await handle.result()).toBe('closed');
    await page.goto(`${product.baseUrl}/dashboard`);
    await expect.poll(() => page.getByTestId('repayment').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('repayment').locator('figcaption').textContent()).toBe(`EMIs of loan ${loanId}`);
    expect(await page.getByTestId('repayment').textContent()).toMatch(/Timely: \d+/);
    expect(await page.getByTestId('emi-history').locator('tbody tr').count()).toBe(12);
    expect(await page.getByTestId('amount-paid').textContent()).not.toBe('₹0');

    await page.goto(`${product.baseUrl}/transaction-history`);
    await page.getByTestId('loan-filter').selectOption(loanId);
    await expect.poll(() => page.getByTestId('transactions').locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(13);
    expect(await page.getByTestId('transactions').textContent()).toContain('School (fee disbursement)');
    await page.close();
  });
});
