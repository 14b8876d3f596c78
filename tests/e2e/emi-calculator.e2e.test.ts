import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress') });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the EMI calculator in a real browser', () => {
  it('computes one child\'s EMI on the home page', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${product.baseUrl}/`);
    // The home page arrives drawn and disabled; Playwright waits for its controls to be enabled.
    await page.getByLabel('Loan amount (₹)').first().fill('100000');
    await page.getByLabel('Months').first().selectOption('12');
    await page.getByLabel('Interest rate').first().selectOption('12');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect.poll(() => page.getByTestId('child1-emi').textContent()).toBe('₹8,885');
    await page.close();
  });

  it('adds a second student and shows the total', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${product.baseUrl}/how-it-work`);
    await page.getByRole('button', { name: 'Add Student' }).click();
    const amounts = page.getByLabel('Loan amount (₹)');
    await amounts.nth(0).fill('100000');
    await page.getByLabel('Months').nth(0).selectOption('12');
    await page.getByLabel('Interest rate').nth(0).selectOption('12');
    await amounts.nth(1).fill('300000');
    await page.getByLabel('Months').nth(1).selectOption('18');
    await page.getByLabel('Interest rate').nth(1).selectOption('15');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect.poll(() => page.getByTestId('total-emi').textContent()).toBe('₹27,600');
    expect(await page.getByTestId('child2-emi').textContent()).toBe('₹18,715');
    await page.close();
  });

  it('keeps the prerendered calculator disabled until React has taken the page over', async () => {
    // Before then a press would have the browser submit the form itself, reloading the page, and a
    // figure typed in would be lost.
    const html = await (await fetch(`${product.baseUrl}/`)).text();
    expect(html).toMatch(/<fieldset class="calculator-controls" disabled="">/);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${product.baseUrl}/`);
    await expect.poll(() => page.getByRole('button', { name: 'Calculate EMI' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByLabel('Loan amount (₹)').first().isEditable()).toBe(true);
    await page.close();
  });

  it('names the missing field instead of calling the server', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${product.baseUrl}/`);
    // The home page arrives drawn and disabled; Playwright waits for its controls to be enabled.
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect.poll(() => page.getByText('Amount is required.').count()).toBe(1);
    expect(await page.getByText('Month is required.').count()).toBe(1);
    expect(await page.getByTestId('emi-result').count()).toBe(0);
    await page.close();
  });

  it('shows a not-found page for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/no-such-page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await page.close();
  });
});
