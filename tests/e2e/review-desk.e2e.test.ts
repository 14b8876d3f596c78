import { Client, Connection } from '@temporalio/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSessionTokens } from '../../api/auth/session-tokens.ts';
import { createPool } from '../../db/pool.ts';
import { LOAN_TASK_QUEUE } from '../../workflows/loan-application/loan-application.messages.ts';
import { launchChromium } from '../support/browser.ts';
import { TEST_DATA_KEY } from '../support/loan-activities.ts';
import { FAST, loanReadyToStart, startLoan, statusOf } from '../support/lifecycle.ts';
import { attachSnapshot } from '../support/review-desk.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';
import { eventually } from '../support/temporal.ts';

const pool = createPool(inject('databaseUrl'));
// The parent's session is made here and signed with the product's key, as if they had logged in.
const TEST_SESSION_SECRET = 'review-desk-e2e-session-secret-of-enough-length';
let product: RunningProduct;
let browser: Browser;
let connection: Connection;
const SHOTS = process.env.REVIEW_SCREENSHOTS;
const shot = async (page: Page, name: string) => { if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }); };

beforeAll(async () => {
  // The test loans' PAN and account are sealed with the test key; the product's worker must open them.
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress'), extraEnv: { DATA_ENCRYPTION_KEY: TEST_DATA_KEY, SESSION_SECRET: TEST_SESSION_SECRET } });
  connection = await Connection.connect({ address: inject('temporalAddress') });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await connection?.close();
  await product?.stop();
  await pool.end();
});

async function signIn(role: 'underwriter' | 'approver', userName: string, password: string, dashboard: string): Promise<Page> {
  // Each reviewer in a separate browser context: their own stored session.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${product.baseUrl}${dashboard}`);
  await page.waitForURL(role === 'underwriter' ? '**/uw-login' : '**/approver-login');
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`**${dashboard}`);
  return page;
}

const stepTitle = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('the review desk in a real browser', () => {
  it('an underwriter reviews and recommends a submitted application; a different approver sanctions it', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    await attachSnapshot(pool, loanId, borrower.id);
    // The product's own worker runs the loan, on the production task queue.
    await startLoan(new Client({ connection, namespace: inject('temporalNamespace') }), LOAN_TASK_QUEUE, loanId, borrower.phone, FAST);
    await eventually(async () => (await statusOf(pool, loanId)) === 'ready_for_review', 60_000);

    const uw = await signIn('underwriter', 'underwriter1', 'Underwriter@123', '/uw-loan-application');
    await expect.poll(() => uw.getByText('New applications received').count()).toBe(1);
    await expect.poll(() => uw.getByRole('button', { name: `Pick up and open application ${loanId}` }).count()).toBe(1);
    await shot(uw, 'uw-dashboard');
    await uw.getByRole('button', { name: `Pick up and open application ${loanId}` }).click();
    await uw.waitForURL(`**/uw-loan-user/${loanId}`);
    await expect.poll(() => uw.getByText('Riya Verma').count()).toBeGreaterThan(0);
    await shot(uw, 'uw-step-1');

    // Seven sections on the salaried path: accept each, then move on.
    for (let section = 0; section < 7; section += 1) {
      const title = await stepTitle(uw);
      await uw.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect.poll(() => uw.locator('.status-accepted').count(), { timeout: 15_000 }).toBe(1);
      await uw.getByRole('button', { name: 'Next step' }).click();
      await expect.poll(() => stepTitle(uw)).not.toBe(title);
    }
    expect(await stepTitle(uw)).toContain('Summary');
    expect(await uw.locator('td.status-accepted').count()).toBe(5);
    await shot(uw, 'uw-summary');
    await uw.getByRole('button', { name: 'Proceed To Score Card' }).click();
    await uw.getByLabel('Remark').fill('Stable salary, documents in order.');
    await shot(uw, 'uw-score-card');
    await uw.getByRole('button', { name: 'Recommend', exact: true }).click();
    await expect.poll(() => uw.getByText(/is recorded/).count(), { timeout: 15_000 }).toBe(1);
    expect(await statusOf(pool, loanId)).toBe('recommended');

    const ap = await signIn('approver', 'approver1', 'Approver@123', '/loan-application');
    await expect.poll(() => ap.getByRole('cell', { name: 'Stable salary, documents in order.' }).count()).toBeGreaterThan(0);
    await ap.getByRole('button', { name: `Pick up and open application ${loanId}` }).click();
    await ap.waitForURL(`**/loan-user/${loanId}`);
    await expect.poll(() => ap.locator('.status-accepted').count()).toBe(1);
    for (let step = 0; step < 8; step += 1) {
      const title = await stepTitle(ap);
      await ap.getByRole('button', { name: 'Next step' }).click();
      await expect.poll(() => stepTitle(ap)).not.toBe(title);
    }
    expect(await stepTitle(ap)).toContain('Expert Score Card');
    await ap.getByLabel('Remark').fill('Agreed.');
    await ap.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => ap.getByText(/is recorded/).count(), { timeout: 15_000 }).toBe(1);
    await eventually(async () => (await statusOf(pool, loanId)) !== 'recommended', 30_000);

    const { rows } = await pool.query<{ type: string; actor: string }>(`SELECT type, actor FROM loan_events WHERE loan_id = $1 AND type IN ('recommended', 'sanctioned') ORDER BY id`, [loanId]);
    expect(rows.map((r) => r.type)).toEqual(['recommended', 'sanctioned']);
    expect(rows[0]!.actor).toMatch(/^underwriter:/);
    expect(rows[1]!.actor).toMatch(/^approver:/);
    await new Client({ connection, namespace: inject('temporalNamespace') }).workflow.getHandle(`loan-${loanId}`).terminate('test finished');
  });

  it('a section rejected with a comment appears under Rejected, and the parent sees the comment and sends the correction back', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    await attachSnapshot(pool, loanId, borrower.id);
    await startLoan(new Client({ connection, namespace: inject('temporalNamespace') }), LOAN_TASK_QUEUE, loanId, borrower.phone, FAST);
    await eventually(async () => (await statusOf(pool, loanId)) === 'ready_for_review', 60_000);

    const uw = await signIn('underwriter', 'underwriter1', 'Underwriter@123', '/uw-loan-application');
    await uw.getByRole('button', { name: `Pick up and open application ${loanId}` }).click();
    await uw.waitForURL(`**/uw-loan-user/${loanId}`);
    await uw.getByRole('button', { name: 'Reject', exact: true }).first().click();
    await uw.getByLabel('Comment for the parent').fill('The student photo is missing.');
    await uw.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
    await eventually(async () => (await statusOf(pool, loanId)) === 'sent_back', 30_000);
    await uw.goto(`${product.baseUrl}/uw-loan-application`);
    await uw.getByRole('tab', { name: 'Rejected' }).click();
    await expect.poll(() => uw.getByRole('cell', { name: loanId }).count()).toBeGreaterThan(0);

    // The parent, signed in on a phone, reads the comment on the dashboard and sends the correction back.
    const session = await pool.query<{ id: string }>(`INSERT INTO sessions (subject_type, subject_id, role, expires_at) VALUES ('borrower', $1, 'borrower', now() + interval '1 hour') RETURNING id`, [borrower.id]);
    const token = await createSessionTokens(TEST_SESSION_SECRET).sign({ sessionId: session.rows[0]!.id, subjectId: borrower.id, role: 'borrower' }, new Date(Date.now() + 3_600_000));
    const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await parent.goto(`${product.baseUrl}/login`);
    await parent.evaluate((t) => { localStorage.setItem('authToken', t); localStorage.setItem('user_name', 'Riya Verma'); }, token);
    await parent.goto(`${product.baseUrl}/dashboard`);
    await expect.poll(() => parent.getByTestId('send-backs').getByText('The student photo is missing.').count()).toBe(1);
    await parent.getByRole('button', { name: /send for review/ }).click();
    await eventually(async () => (await statusOf(pool, loanId)) === 'under_review', 30_000);
    await expect.poll(() => parent.getByText(/Done !/).count()).toBe(1);
    await new Client({ connection, namespace: inject('temporalNamespace') }).workflow.getHandle(`loan-${loanId}`).terminate('test finished');
  });
});
