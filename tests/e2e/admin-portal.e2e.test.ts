import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { apiClient } from '../support/api-client.ts';
import { createBorrower } from '../support/fixtures.ts';
import { launchChromium } from '../support/browser.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

let product: RunningProduct;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
const SHOTS = process.env.ADMIN_SCREENSHOTS;
const tag = `e${process.pid % 10000}`;

beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress') });
  api = apiClient(product.baseUrl);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function signInAsAdmin(width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${product.baseUrl}/admin-login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('Admin@123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin-dashboard');
  return page;
}
const shot = async (page: Page, name: string) => { if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }); };

async function createStaff(page: Page, role: 'underwriter' | 'approver', userName: string, phone: string) {
  await page.goto(`${product.baseUrl}/new-${role}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => page.getByText('First Name is required.').count()).toBe(1);
  expect(await page.getByText('Aadhaar Card is required.').count()).toBe(1);
  await page.getByLabel('First Name').fill('Nisha');
  await page.getByLabel('Last Name').fill('Menon');
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill('Nisha@2026');
  await page.getByLabel('Mobile No').fill(phone);
  await page.getByLabel('Email Address').fill('nisha@example.in');
  await page.getByLabel('PAN No').fill('abcpn1234n');
  await page.getByLabel(/Aadhaar Card/).setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await shot(page, `new-${role}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Success' }).count()).toBe(1);
  await page.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(`**/admin-${role}`);
}

describe('the administrator portal in a real browser', () => {
  it('sends a visitor without an admin session to /admin-login', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/admin-dashboard`);
    await page.waitForURL('**/admin-login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByText('Username is required.').count()).toBe(1);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('Wrong@1234');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByText('Sorry, Invalid username or password ! please try again.').count()).toBe(1);
    await shot(page, 'login-error');
    await page.close();
  });

  it('shows the dashboard figures from the server, each chart also as a table', async () => {
    const pool = createPool(inject('databaseUrl'));
    for (const [rupees, status, instalment] of [[150_000, 'repaying', 'paid'], [250_000, 'repaying', 'overdue'], [450_000, 'under_review', null], [90_000, 'rejected', null]] as const) {
      const parent = await createBorrower(pool, 'Chart');
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO loans (borrower_id, principal_paise, tenure_months, annual_rate_bp, status) VALUES ($1, $2, 12, 1200, $3) RETURNING id`, [parent.id, rupees * 100, status]);
      if (instalment) {
        await pool.query(
          `INSERT INTO loan_instalments (loan_id, number, due_date, emi_paise, principal_paise, interest_paise, status, paid_at)
           VALUES ($1, 1, current_date - 3, 1332700, 1182700, 150000, $2, CASE WHEN $2 = 'paid' THEN now() END)`, [rows[0]!.id, instalment]);
      }
    }
    await pool.end();
    const page = await signInAsAdmin();
    const token = await page.evaluate(() => localStorage.getItem('authToken') ?? '');
    // Loans of earlier test files may still be repaying in the background and move the figures:
    // read the server's figures, reload, and compare until a reading is stable on both sides.
    let data: any;
    const cards = async () => [
      await page.getByTestId('schools-enrolled').textContent(),
      await page.getByTestId('total-borrowers').textContent(),
      await page.getByTestId('total-earning').textContent(),
    ];
    const expected = () => [
      data.figures.schoolsEnrolled.toLocaleString('en-IN'),
      data.figures.totalBorrowers.toLocaleString('en-IN'),
      `₹${Math.round(data.figures.totalEarningPaise / 100).toLocaleString('en-IN')}`,
    ];
    await expect.poll(async () => {
      data = (await api.get('/admin/getdashboarddetails', token)).data;
      await page.reload();
      await expect.poll(() => page.getByTestId('schools-enrolled').textContent()).toMatch(/^[0-9,]+$/);
      return JSON.stringify(await cards()) === JSON.stringify(expected());
    }, { timeout: 30_000 }).toBe(true);
    expect(await page.getByText('Loan Status as a table').count()).toBe(1);
    await page.getByText('Loan Status as a table').click();
    const statusTable = page.getByRole('table', { name: 'Loan Status' });
    expect(await statusTable.getByRole('row', { name: `Approved ${data.figures.loanStatus.approved}` }).count()).toBe(1);
    expect(await statusTable.getByRole('row', { name: `Pending ${data.figures.loanStatus.pending}` }).count()).toBe(1);
    // Five charts: each is drawn, or says plainly that it has no figures yet (depends on the data present).
    expect((await page.locator('svg.chart-svg').count()) + (await page.locator('p.chart-empty').count())).toBe(5);
    expect(await page.locator('svg.chart-svg').count()).toBeGreaterThanOrEqual(4);
    await shot(page, 'dashboard');
    await page.close();
  });

  it('creates an underwriter, with the Aadhaar scan on them, who then signs in', async () => {
    const page = await signInAsAdmin();
    const userName = `${tag}uw`;
    await createStaff(page, 'underwriter', userName, `98${String(process.pid % 100000).padStart(5, '0')}111`);
    await page.getByLabel('Search Name').fill(userName);
    await expect.poll(() => page.getByRole('cell', { name: userName, exact: true }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: 'XXXX XXXX XXXX (card on file)' }).count()).toBe(1);
    await shot(page, 'underwriters');
    expect((await api.post('/underwriter/login', { userName, password: 'Nisha@2026' })).status).toBe(200);
    await page.close();
  });

  it('deletes an approver after "Sure to delete?": the list refreshes and they can no longer sign in', async () => {
    const page = await signInAsAdmin();
    const userName = `${tag}ap`;
    await createStaff(page, 'approver', userName, `98${String(process.pid % 100000).padStart(5, '0')}222`);
    expect((await api.post('/approver/login', { userName, password: 'Nisha@2026' })).status).toBe(200);
    await page.getByLabel('Search Name').fill(userName);
    await expect.poll(() => page.getByRole('cell', { name: userName, exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: `Delete Nisha Menon (${userName})` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Sure to delete?' }).count()).toBe(1);
    await shot(page, 'delete-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Success' }).count()).toBe(1);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('cell', { name: userName, exact: true }).count()).toBe(0);
    expect((await api.post('/approver/login', { userName, password: 'Nisha@2026' })).status).toBe(401);
    await page.close();
  });

  it('lists schools and borrowers, adds a school, and signs out on the server', async () => {
    const page = await signInAsAdmin(390);
    await page.goto(`${product.baseUrl}/new-school`);
    await page.getByRole('button', { name: 'Add School' }).click();
    await expect.poll(() => page.getByText('Pincode is required.').count()).toBe(1);
    await page.getByLabel('First Name').fill('Ravi');
    await page.getByLabel('Last Name').fill('Nair');
    await page.getByLabel('Email').fill('ravi@school.in');
    await page.getByLabel('Mobile').fill('9876501234');
    await page.getByLabel('Full Name of School').fill(`Lotus Valley ${tag}`);
    await page.getByLabel('School Address').fill('Sector 50, Noida');
    await page.getByLabel('Branch Name').fill('Noida');
    await page.getByLabel('Region').selectOption('North');
    await page.getByLabel('Pincode').fill('201301');
    await page.getByRole('button', { name: 'Add School' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/admin-school');
    await page.getByLabel('Search Name').fill(`Lotus Valley ${tag}`);
    await expect.poll(() => page.getByText('Page 1 of 1 · 1 in all').count()).toBe(1);
    expect(await page.getByRole('cell', { name: `Lotus Valley ${tag}, Noida` }).count()).toBe(1);
    await shot(page, 'schools-mobile');
    await page.goto(`${product.baseUrl}/admin-borrwer`);
    await page.getByLabel('Filter').selectOption('Default Borrower');
    await expect.poll(() => page.getByText(/Page 1 of/).count()).toBe(1);
    await shot(page, 'borrowers-mobile');
    const token = await page.evaluate(() => localStorage.getItem('authToken') ?? '');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/admin-login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect((await api.get('/admin/getprofiledetails', token)).status).toBe(401);
    await page.close();
  });
});
