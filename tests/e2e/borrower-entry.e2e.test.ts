import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { apiClient, uniquePhone } from '../support/api-client.ts';
import { launchChromium } from '../support/browser.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

let product: RunningProduct;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
const pool = createPool(inject('databaseUrl'));

beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress') });
  api = apiClient(product.baseUrl);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await pool.end();
});

const phoneSized = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The resend throttle allows one code a minute; tests move the clock of earlier codes back instead of waiting. */
const ageCodes = (phone: string) => pool.query(`UPDATE otp_challenges SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [`+91${phone}`]);

async function typeCodeFromOutbox(page: Page, phone: string, before: number) {
  const otp = await api.latestOtp(`+91${phone}`, before);
  await page.getByLabel('OTP', { exact: true }).fill(otp);
}

describe('a parent signs up and logs in with an OTP, in a phone-sized browser', () => {
  it('signs up, logs out, logs back in and lands on the dashboard', async () => {
    const phone = uniquePhone();
    const page = await browser.newPage(phoneSized);
    await page.goto(`${product.baseUrl}/signup`);
    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name').fill('Iyer');
    let before = await api.outboxCount(`+91${phone}`);
    await page.getByLabel('Mobile Number').fill(phone); // the tenth digit asks for the code by itself
    await expect.poll(() => page.getByText('OTP Sent To Your Mobile Number.').count()).toBe(1);
    await typeCodeFromOutbox(page, phone, before);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/profile');

    await page.goto(`${product.baseUrl}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Meera Iyer' }).count()).toBe(1);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // The old token is dead on the server too.
    expect((await api.get('/users/viewprofile', token ?? '')).status).toBe(401);

    await ageCodes(phone);
    before = await api.outboxCount(`+91${phone}`);
    await page.getByLabel('Mobile Number').fill(phone);
    await expect.poll(() => page.getByText('OTP Sent To Your Mobile Number.').count()).toBe(1);
    await typeCodeFromOutbox(page, phone, before);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Meera Iyer' }).count()).toBe(1);
    await page.close();
  });

  it('shows the message of a wrong code, and refuses a sixth wrong attempt', async () => {
    const phone = uniquePhone();
    await api.post('/users/sendphoneotp', { phoneNo: phone });
    await api.latestOtp(`+91${phone}`);
    await pool.query(
      `INSERT INTO borrowers (phone, first_name, last_name) VALUES ($1, 'Ravi', 'Nair') ON CONFLICT DO NOTHING`, [`+91${phone}`]);
    await ageCodes(phone);

    const page = await browser.newPage(phoneSized);
    await page.goto(`${product.baseUrl}/login`);
    const before = await api.outboxCount(`+91${phone}`);
    await page.getByLabel('Mobile Number').fill(phone);
    await expect.poll(() => page.getByText('OTP Sent To Your Mobile Number.').count()).toBe(1);
    const otp = await api.latestOtp(`+91${phone}`, before);
    const wrong = otp === '1111' ? '2222' : '1111';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('OTP', { exact: true }).fill(wrong);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      const expected = attempt < 5 ? 'The OTP is incorrect. Please check the code and try again.' : 'Too many wrong attempts. Please request a new OTP.';
      await expect.poll(() => page.getByRole('alert').filter({ hasText: expected }).count()).toBe(1);
    }
    await page.getByLabel('OTP', { exact: true }).fill(otp);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Too many wrong attempts. Please request a new OTP.' }).count()).toBe(1);
    expect(page.url()).toContain('/login');
    await page.close();
  });

  it('sends a signed-out visitor from the dashboard to the login page', async () => {
    const page = await browser.newPage(phoneSized);
    await page.goto(`${product.baseUrl}/dashboard`);
    await page.waitForURL('**/login');
    await page.close();
  });

  it('shows the field rules before calling the server', async () => {
    const page = await browser.newPage(phoneSized);
    await page.goto(`${product.baseUrl}/signup`);
    await page.getByLabel('First Name').fill('M3era');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText('Enter alphabet characters only.').count()).toBe(1);
    expect(await page.getByText('T&C and Privacy Policy checkbox field is required.').count()).toBe(1);
    await page.close();
  });
});
