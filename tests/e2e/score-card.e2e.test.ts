import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { SALARIED_STATEMENT_CSV } from '../../domain/bank-statement/fixtures/salaried-statement.ts';
import { LOAN_TASK_QUEUE } from '../../workflows/loan-application/loan-application.messages.ts';
import { attachCsvStatement, signInReviewer, useProductInBrowser } from '../support/insight.ts';
import { FAST, loanReadyToStart, startLoan, statusOf } from '../support/lifecycle.ts';
import { attachSnapshot } from '../support/review-desk.ts';
import { eventually } from '../support/temporal.ts';

const pool = createPool(inject('databaseUrl'));
const stage = useProductInBrowser(pool);
// Set to a folder to keep screenshots of the screen under test.
const SHOTS = process.env.SCORE_CARD_SCREENSHOTS;

/** ₹1,26,693.84 on the screen is 126693.84 in the file. */
const plainAmount = (text: string) => (text.startsWith('₹') ? String(Number(text.replace(/[₹,]/g, ''))) : text);
/** The file guards text a spreadsheet would run as a formula (a phone number's leading +) with a quote: read it back without. */
const unguarded = (cell: string) => cell.replace(/^'(?=[=+\-@])/, '');

describe('the expert score card in a real browser', () => {
  it('searches a score card, shows its dials and blocks, cancels an export and then downloads a CSV that matches the screen', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    await attachSnapshot(pool, loanId, borrower.id);
    await attachCsvStatement(pool, loanId, borrower.id, SALARIED_STATEMENT_CSV);
    const handle = await startLoan(stage.client, LOAN_TASK_QUEUE, loanId, borrower.phone, FAST);
    await eventually(async () => (await statusOf(pool, loanId)) === 'ready_for_review', 60_000);
    const { rows } = await pool.query<{ expert_score: number; credit_score: number | null }>('SELECT expert_score, credit_score FROM loan_scores WHERE loan_id = $1', [loanId]);
    const stored = rows[0]!;

    const page = await signInReviewer(stage.browser, stage.baseUrl, 'underwriter', '/uw-score-card');
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Score Card' }).click();
    await expect.poll(() => page.getByText('Application Number is required.').count()).toBe(1);

    await page.getByLabel('Application Number').fill('FS00000000');
    await page.getByRole('button', { name: 'Score Card' }).click();
    await expect.poll(() => page.getByText('sorry ! data are not found.').count()).toBe(1);
    expect(await page.getByTestId('score-card').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);

    await page.getByLabel('Application Number').fill(loanId);
    await page.getByRole('button', { name: 'Score Card' }).click();
    await expect.poll(() => page.getByTestId('score-card').count()).toBe(1);
    expect(await page.getByText('sorry ! data are not found.').count()).toBe(0);
    // The two dials, drawn with visx: the expert score out of 1000 and the bureau's score.
    expect(await page.getByRole('img', { name: new RegExp(`^Expert Score: ${stored.expert_score} on a scale of 0 to 1000 \\(${1000 - stored.expert_score} below 1000\\)`) }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /^Credit Score: / }).count()).toBe(1);
    // Salaried: the employment block, no business or GST block; the statement's figures in the bank block.
    expect(await page.getByRole('heading', { name: 'Employment Details' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Business Details' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'GST Details' }).count()).toBe(0);

    if (SHOTS) await page.screenshot({ path: `${SHOTS}/score-card.png`, fullPage: true });
    const screen = await page.locator('.score-block').evaluateAll((blocks) => blocks.flatMap((block) => {
      const title = block.querySelector('h2')?.textContent ?? '';
      return [...block.querySelectorAll('.score-row')].map((row) => [`${title} - ${row.querySelector('dt')?.textContent ?? ''}`, row.querySelector('dd')?.textContent ?? '']);
    }));
    const value = (field: string) => screen.find(([f]) => f === field)?.[1];
    expect(value('Scores - Expert score (out of 1000)')).toBe(String(stored.expert_score));
    expect(value('Bank Details - Net take-home (monthly)')).toBe('₹85,000');
    expect(value('Bank Details - Average balance (AQB)')).toBe('₹1,26,693.84');
    expect(value('Student Details - Date of birth')).toBe('01/06/2015');

    await page.getByRole('button', { name: 'Export' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'You want Download?' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByText('You cancel the download').count()).toBe(1);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download!' }).click()]);
    expect(download.suggestedFilename()).toBe(`score-card-${loanId}.csv`);
    const file = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(file, { skipEmptyLines: true }).data;
    // One header row, then the screen's rows in its order: the same words, dates dd/mm/yyyy, amounts as plain numbers.
    expect(parsed[0]).toEqual(['Field', 'Value']);
    expect(parsed.slice(1).map(([field, cell]) => [field, unguarded(cell!)])).toEqual(screen.map(([field, shown]) => [field, plainAmount(shown!)]));
    expect(parsed.find(([f]) => f === 'Bank Details - Net take-home (monthly)')?.[1]).toBe('85000');
    await handle.terminate('test finished');
  });
});
