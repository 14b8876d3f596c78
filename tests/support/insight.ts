import { Client, Connection } from '@temporalio/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { createLocalFileStorage } from '../../db/file-storage.ts';
import type { Pool } from '../../db/pool.ts';
import { launchChromium } from './browser.ts';
import { TEST_DATA_KEY } from './loan-activities.ts';
import { startProduct, type RunningProduct } from './server.ts';

/**
 * Gives a test loan a bank statement in a bank's CSV layout, stored where the product reads uploads
 * (.data/uploads by default) and linked from its application snapshot as the fee step would link it.
 */
export async function attachCsvStatement(pool: Pool, loanId: string, borrowerId: string, csv: string): Promise<void> {
  const key = await createLocalFileStorage(process.env.UPLOAD_DIR ?? '.data/uploads').put(Buffer.from(csv), 'csv');
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO uploaded_files (borrower_id, kind, storage_key, original_name, content_type, size_bytes, sha256)
     VALUES ($1, 'bank_statement', $2, 'statement.csv', 'text/csv', $3, 'test') RETURNING id`, [borrowerId, key, Buffer.byteLength(csv)]);
  await pool.query(`UPDATE loan_fee_entries SET application = jsonb_set(application, '{documents,bank_statement}', to_jsonb($2::text)) WHERE loan_id = $1`,
    [loanId, `/api/files/${rows[0]!.id}`]);
}

/** Signs a reviewer in through the login screen, in a browser context of their own. */
export async function signInReviewer(browser: Browser, baseUrl: string, role: 'underwriter' | 'approver', landing: string): Promise<Page> {
  const [userName, password, login, dashboard] = role === 'underwriter'
    ? ['underwriter1', 'Underwriter@123', '/uw-login', '/uw-loan-application'] : ['approver1', 'Approver@123', '/approver-login', '/loan-application'];
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
  await page.goto(`${baseUrl}${login}`);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`**${dashboard}`);
  await page.goto(`${baseUrl}${landing}`);
  return page;
}

/**
 * A browser test file's stage: the real API and worker (opening the test data key), a Temporal client
 * to start loans on the product's own queue, and Chromium; all stopped when the file ends.
 */
export function useProductInBrowser(pool: Pool) {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  let connection: Connection | undefined;
  beforeAll(async () => {
    product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress'), extraEnv: { DATA_ENCRYPTION_KEY: TEST_DATA_KEY } });
    connection = await Connection.connect({ address: inject('temporalAddress') });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await connection?.close();
    await product?.stop();
    await pool.end();
  });
  const live = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the product is used before the tests began');
    return value;
  };
  return {
    get baseUrl() { return live(product).baseUrl; },
    get browser() { return live(browser); },
    get client() { return new Client({ connection: live(connection), namespace: inject('temporalNamespace') }); },
  };
}
