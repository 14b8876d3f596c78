import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { LOAN_TASK_QUEUE, loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { attachCsvStatement, signInReviewer, useProductInBrowser } from '../support/insight.ts';
import { SALARIED_STATEMENT_CSV } from '../../domain/bank-statement/fixtures/salaried-statement.ts';
import { FAST, loanReadyToStart, statusOf } from '../support/lifecycle.ts';
import { attachSnapshot } from '../support/review-desk.ts';
import { eventually } from '../support/temporal.ts';

const pool = createPool(inject('databaseUrl'));
const stage = useProductInBrowser(pool);
const GSTIN = '27ABCFE1234F1ZW';

describe('the CAM in a real browser', () => {
  it('searches a self-employed application\'s CAM, shows its figures and bank analysis, and exports the same figures', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    await pool.query('UPDATE loans SET created_at = $2 WHERE id = $1', [loanId, '2025-12-04T06:00:00.000Z']);
    await attachSnapshot(pool, loanId, borrower.id);
    await attachCsvStatement(pool, loanId, borrower.id, SALARIED_STATEMENT_CSV);
    await pool.query(`UPDATE bank_documents SET path = 'Self-Employed', gst_number = $2 WHERE borrower_id = $1`, [borrower.id, GSTIN]);
    await pool.query(`UPDATE loan_fee_entries SET application = jsonb_set(application || '{"emp_path":"Self-Employed"}'::jsonb, '{documents,gst_number}', to_jsonb($2::text)) WHERE loan_id = $1`, [loanId, GSTIN]);
    const handle = await stage.client.workflow.start('loanApplication', {
      taskQueue: LOAN_TASK_QUEUE, workflowId: loanWorkflowId(loanId), args: [{ loanId, borrowerPhone: borrower.phone, employmentStatus: 'Self-Employed', timing: FAST }],
    });
    await eventually(async () => (await statusOf(pool, loanId)) === 'ready_for_review', 60_000);

    const page = await signInReviewer(stage.browser, stage.baseUrl, 'underwriter', '/credit-appraisal-memo');
    await page.getByLabel('Application Number').fill('FS00000000');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByText('sorry ! cam data are not found.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);

    await page.getByLabel('Application Number').fill(loanId);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Monthly Sales — Financial Year 2025-2026' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Monthly Sales — Financial Year 2024-2025' }).count()).toBe(1);
    const gross = page.getByRole('row', { name: /^Gross Turnover/ });
    const grossText = (await gross.textContent()) ?? '';
    expect(grossText).toMatch(/₹\d{1,2}(,\d\d)*,\d{3}\.\d\d/);
    // The bank-statement section shows the analysis of the uploaded statement.
    expect(await page.getByRole('row', { name: /^Total Credits/ }).textContent()).toContain('₹1,87,350.25');

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download!' }).click()]);
    expect(download.suggestedFilename()).toBe(`cam-${loanId}.csv`);
    const file = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(file, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['Section', 'Table', 'Row', 'Column', 'Value']);
    const grossRow = parsed.find((r) => r[2] === 'Gross Turnover (invoice value)');
    // The file's plain number is the screen's figure without the grouping.
    expect(grossText.replace(/[^\d.]/g, '')).toBe(Number(grossRow?.[4]).toFixed(2));
    expect(parsed.filter((r) => r[0] === 'Monthly Sales' && r[2] === 'Total')).toHaveLength(8);
    await handle.terminate('test finished');
  });
});
