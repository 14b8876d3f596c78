import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { SALARIED_STATEMENT_CSV } from '../../domain/bank-statement/fixtures/salaried-statement.ts';
import { formatRupees } from '../../domain/money.ts';
import { createSandboxItrProvider } from '../../worker/providers/itr.provider.ts';
import { LOAN_TASK_QUEUE } from '../../workflows/loan-application/loan-application.messages.ts';
import { attachCsvStatement, signInReviewer, useProductInBrowser } from '../support/insight.ts';
import { FAST, loanReadyToStart, startLoan, statusOf } from '../support/lifecycle.ts';
import { attachSnapshot } from '../support/review-desk.ts';
import { eventually } from '../support/temporal.ts';

const pool = createPool(inject('databaseUrl'));
const stage = useProductInBrowser(pool);

describe('the KYC check and the bank report in a real browser', () => {
  it('searches an application\'s KYC check, cancels and then downloads its CSV, and reads its bank report', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    await attachSnapshot(pool, loanId, borrower.id);
    await attachCsvStatement(pool, loanId, borrower.id, SALARIED_STATEMENT_CSV);
    const itr = await createSandboxItrProvider().verify({ username: 'ABCPV1234F', password: 'portal-secret' });
    await pool.query(
      `INSERT INTO verifications (borrower_id, kind, subject_hash, subject_masked, outcome, details, provider, workflow_id)
       VALUES ($1, 'itr', 'h', 'ABC***', $2, $3, $4, 'verify-itr-e2e')`, [borrower.id, itr.outcome, JSON.stringify(itr.details), itr.provider]);
    const filed = JSON.parse(String(itr.details.filedReturns)) as { assessmentYear: string; grossTotalIncomePaise: number; acknowledgementNumber: string }[];
    const handle = await startLoan(stage.client, LOAN_TASK_QUEUE, loanId, borrower.phone, FAST);
    await eventually(async () => (await statusOf(pool, loanId)) === 'ready_for_review', 60_000);

    const page = await signInReviewer(stage.browser, stage.baseUrl, 'underwriter', '/uw-kyc-check');
    await page.getByRole('button', { name: 'KYC Check' }).click();
    await expect.poll(() => page.getByText('Application Number is required.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);

    await page.getByLabel('Application Number').fill('FS00000000');
    await page.getByRole('button', { name: 'KYC Check' }).click();
    await expect.poll(() => page.getByText('sorry ! data are not found.').count()).toBe(1);

    await page.getByLabel('Application Number').fill(loanId);
    await page.getByRole('button', { name: 'KYC Check' }).click();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(4);
    expect(await page.getByText(`Application Number - # ${loanId} / KYC-Check`).count()).toBe(1);
    const screenRows = await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.childNodes[0]?.textContent ?? '').trim())));
    expect(screenRows.find((r) => r[0] === 'PAN')?.[2]).toBe('Verified');

    await page.getByRole('button', { name: 'Export' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'You want Download?' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByText('You cancel the download').count()).toBe(1);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download!' }).click()]);
    expect(download.suggestedFilename()).toBe(`kyc-check-${loanId}.csv`);
    const file = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(file, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['Checkpoint', 'Validation from', 'Status', 'Consent Status', 'Reason', 'Checked on']);
    // The file holds the rows the screen shows, in its order.
    expect(parsed.slice(1).map((r) => [r[0], r[1], r[2], r[3]])).toEqual(screenRows);
    expect(parsed.slice(1).every((r) => r[5] === '' || /^\d{2}\/\d{2}\/\d{4}$/.test(r[5]!))).toBe(true);

    // The report screen: the bank statement's analysis and its raw JSON.
    await page.goto(`${stage.baseUrl}/uw-report`);
    await page.getByLabel('Select Report').selectOption('bank');
    await page.getByLabel('Application Number').fill(loanId);
    await page.getByRole('button', { name: 'Search' }).click();
    const totalCredits = page.getByRole('row', { name: /^Total Credits/ });
    await expect.poll(() => totalCredits.count()).toBe(1);
    expect(await totalCredits.textContent()).toContain('₹1,87,350.25');
    expect(await page.getByRole('row', { name: /^OD\/CC Sanction Limit/ }).first().textContent()).toContain('Not available');
    await page.getByRole('tab', { name: 'JSON' }).click();
    await expect.poll(() => page.locator('.raw-json').textContent()).toContain('NEFT SALARY ACME LTD APR');

    // The ITR report: the returns the portal listed at the parent's check, as the screen's table.
    await page.getByRole('tab', { name: 'Bank' }).click();
    await page.getByLabel('Select Report').selectOption('itr');
    await page.getByLabel('Application Number').fill(loanId);
    await page.getByRole('button', { name: 'Search' }).click();
    const newest = page.getByRole('row', { name: new RegExp(`^${filed[2]!.assessmentYear}`) });
    await expect.poll(() => newest.count()).toBe(1);
    expect(await newest.textContent()).toContain(formatRupees(filed[2]!.grossTotalIncomePaise));
    expect(await newest.textContent()).toContain(filed[2]!.acknowledgementNumber);
    await handle.terminate('test finished');
  });
});
