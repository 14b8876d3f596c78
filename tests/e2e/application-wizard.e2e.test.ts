import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { academicYearOf } from '../../domain/schemas/fee.schema.ts';
import { apiClient, uniquePhone } from '../support/api-client.ts';
import { pdf, png, SALARIED, SELF_EMPLOYED } from '../support/application-fixtures.ts';
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
const heading = (page: Page, name: string) => expect.poll(() => page.getByRole('heading', { name, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const seen = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 15_000 }).toBeGreaterThan(0);

async function signUp(page: Page): Promise<string> {
  const phone = uniquePhone();
  await page.goto(`${product.baseUrl}/signup`);
  await page.getByLabel('First Name', { exact: true }).fill('Meera');
  await page.getByLabel('Last Name', { exact: true }).fill('Iyer');
  const before = await api.outboxCount(`+91${phone}`);
  await page.getByLabel('Mobile Number', { exact: true }).fill(phone);
  await page.getByLabel('OTP', { exact: true }).fill(await api.latestOtp(`+91${phone}`, before));
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/profile');
  return phone;
}

async function studentStep(page: Page) {
  await heading(page, 'Student Details');
  await page.getByRole('button', { name: 'Next' }).click();
  await seen(page, 'First Name is required.'); // inline errors from the domain schema, before any call
  await page.getByLabel('First Name', { exact: true }).fill('Riya');
  await page.getByLabel('Last Name', { exact: true }).fill('Iyer');
  await page.getByLabel('Date of Birth', { exact: true }).fill('2015-06-01');
  await page.getByLabel('Gender', { exact: true }).selectOption('Female');
  await page.getByLabel('School Name', { exact: true }).fill('Delhi Public School');
  await page.getByLabel('School Address', { exact: true }).fill('Mathura Road');
  await page.getByLabel('Pincode', { exact: true }).fill('110003');
  await page.getByLabel('Admission Number', { exact: true }).fill('DPS1234');
  await page.getByLabel('Educational Stage', { exact: true }).selectOption('Primary');
  await page.getByLabel('Grade', { exact: true }).selectOption('Class 4th');
  await page.getByLabel(/I consent to FeeSetu and the lender processing my child/).check();
  await next(page);
}

async function borrowerAndAddressSteps(page: Page, empStatus: 'Salaried' | 'Self-Employed') {
  await heading(page, 'Borrower Details 1/2');
  await seen(page, 'Done ! Student details saved');
  await page.getByLabel('Email', { exact: true }).fill('meera@example.in');
  await page.getByLabel('Date of Birth', { exact: true }).fill('1986-02-10');
  await page.getByLabel('Relationship with the student', { exact: true }).selectOption('Mother');
  await page.getByLabel('Employment Status', { exact: true }).selectOption(empStatus);
  if (empStatus === 'Self-Employed') await page.getByLabel('Profession', { exact: true }).selectOption('Doctor');
  await next(page);
  await heading(page, 'Borrower Details 2/2');
  await page.getByLabel('Residence Type', { exact: true }).selectOption('Rented');
  await page.getByLabel('Current Residence (years)', { exact: true }).selectOption('1-3');
  await page.getByLabel('Address Line 1', { exact: true }).fill('12 Park Street');
  await page.getByLabel('Address Line 2', { exact: true }).fill('Flat 4B');
  await page.getByLabel('Pincode', { exact: true }).fill('560034');
  // The pincode fills city and state.
  await expect.poll(() => page.getByLabel('City', { exact: true }).inputValue()).toBe('Bengaluru');
  expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('Karnataka');
  await next(page);
}

async function kycStep(page: Page) {
  await heading(page, 'E-KYC Details');
  await page.getByLabel(/I consent to the lender reading my identity document/).check();
  await page.getByLabel('Profile Picture', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
  await seen(page, 'Done ! Profile picture uploaded');
  await page.getByLabel('KYC Document Type', { exact: true }).selectOption('aadhar');
  await page.getByLabel('KYC Document', { exact: true }).setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: pdf('XXXX XXXX 2346') });
  await seen(page, 'Done ! KYC document read');
  await page.getByLabel('Utility Bill Type', { exact: true }).selectOption('electricity');
  await page.getByLabel('Customer Id', { exact: true }).fill('CUST7788');
  await page.getByLabel('Electricity Distribution Company', { exact: true }).selectOption({ index: 1 });
  await next(page);
}

describe('a parent completes the application wizard in a phone-sized Chromium', () => {
  it('a salaried parent goes from sign-up through every step to submission, and a reload resumes with the saved data', async () => {
    const page = await browser.newPage(phoneSized);
    await signUp(page);
    await studentStep(page);
    await borrowerAndAddressSteps(page, 'Salaried');
    await kycStep(page);

    await heading(page, 'Document Details 1/2');
    // Reloading mid-way resumes at this step, with earlier steps prefilled behind Back.
    await page.reload();
    await heading(page, 'Document Details 1/2');
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'E-KYC Details');
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Borrower Details 2/2');
    expect(await page.getByLabel('Address Line 1', { exact: true }).inputValue()).toBe('12 Park Street');
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Bengaluru');
    await next(page);
    await heading(page, 'E-KYC Details');
    expect(await page.getByLabel('Customer Id', { exact: true }).inputValue()).toBe('CUST7788');
    await next(page);

    await heading(page, 'Document Details 1/2');
    await page.getByLabel('PAN', { exact: true }).fill(SALARIED.pan);
    await seen(page, 'Done ! PAN verified');
    await page.getByLabel('Bank Name', { exact: true }).selectOption('HDFC Bank');
    await page.getByLabel('Account Type', { exact: true }).selectOption('savings');
    await page.getByLabel('Bank Account Number', { exact: true }).fill(SALARIED.accountNumber);
    await page.getByLabel('IFSC Code', { exact: true }).fill(SALARIED.ifscCode);
    await seen(page, 'Done ! Bank account verified');
    await page.getByLabel('Bank Statement (last 6 months)', { exact: true }).setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await seen(page, 'Done ! Bank statement uploaded');
    await page.getByLabel('Salary Slip (last 3 months)', { exact: true }).setInputFiles({ name: 'a-salary-slip-of-march-2025.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await seen(page, 'File name max 25 characters.');
    await page.getByLabel('Salary Slip (last 3 months)', { exact: true }).setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await seen(page, 'Done ! Salary slip uploaded');
    await page.getByText('Upload ITR / Form 16').click();
    await page.getByLabel('ITR / Form 16 (last 2 years)', { exact: true }).setInputFiles({ name: 'form16.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await seen(page, 'Done ! ITR form uploaded');
    await page.screenshot({ path: '.data/e2e-documents-step.png', fullPage: true });
    await next(page);

    await heading(page, 'Document Details 2/2');
    await page.getByLabel('Total Work Experience (years)', { exact: true }).selectOption('7-9');
    await page.getByLabel('Employment Sector', { exact: true }).selectOption('Private Sector');
    await page.getByLabel('Company Name', { exact: true }).fill('Infosys');
    await page.getByLabel('Designation', { exact: true }).fill('Manager');
    await page.getByLabel('Work Experience in current company (years)', { exact: true }).selectOption('3-5');
    await next(page);
    await seen(page, 'IT Return checkbox field is required.');
    await page.getByLabel(/I authorise the lender to fetch and read my income-tax returns/).check();
    await next(page);

    await heading(page, 'Fee Details 4/4');
    await page.getByLabel('Academic Year', { exact: true }).selectOption(academicYearOf(new Date()));
    await page.getByLabel('Quarter', { exact: true }).selectOption('1st');
    await page.getByLabel('Admission Fee (₹)', { exact: true }).fill('350000');
    await page.getByLabel('Tuition Fee (₹)', { exact: true }).fill('90000');
    await page.getByLabel('Transport Fee (₹)', { exact: true }).fill('10000');
    await expect.poll(() => page.getByTestId('total-fee-0').textContent()).toBe('₹4,50,000');
    await page.getByLabel('Tenure', { exact: true }).selectOption('12');
    await page.getByLabel(/I agree to the applicant declaration/).check();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await seen(page, 'Admission should not be more than 3 lakhs.');
    await page.screenshot({ path: '.data/e2e-fee-step.png', fullPage: true });
    await page.getByLabel('Admission Fee (₹)', { exact: true }).fill('50000');
    await expect.poll(() => page.getByTestId('total-fee-0').textContent()).toBe('₹1,50,000');
    await page.getByRole('button', { name: 'SUBMIT' }).dblclick();

    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('loan-card').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('loan-card').textContent()).toMatch(/Loan FS\d{8}.*Tenure12 Months/);
    await page.screenshot({ path: '.data/e2e-dashboard.png', fullPage: true });
    await page.close();
  });

  it('a self-employed parent takes the business path with the GST and ITR credential dialogs', async () => {
    const page = await browser.newPage(phoneSized);
    await signUp(page);
    await studentStep(page);
    await borrowerAndAddressSteps(page, 'Self-Employed');
    await kycStep(page);

    await heading(page, 'Document Details 1/3');
    await page.getByLabel('PAN', { exact: true }).fill(SELF_EMPLOYED.pan);
    await seen(page, 'Done ! PAN verified');
    await page.getByLabel('GST Number', { exact: true }).fill(SELF_EMPLOYED.gstNumber);
    const gstDialog = page.getByRole('dialog', { name: 'GST Credentials' });
    await gstDialog.getByLabel('Username', { exact: true }).fill('gstuser');
    await gstDialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await gstDialog.getByRole('button', { name: 'Confirm' }).click();
    await seen(page, 'Oops.. Sorry, The GST portal username or password is incorrect. ! please try again.');
    await page.getByRole('button', { name: 'Enter GST portal login' }).click();
    await gstDialog.getByLabel('Password', { exact: true }).fill('secret');
    await gstDialog.getByRole('button', { name: 'Confirm' }).click();
    await seen(page, 'Done ! GST Number verified');
    await page.getByLabel('Bank Name', { exact: true }).selectOption('State Bank of India');
    await page.getByLabel('Account Type', { exact: true }).selectOption('cash-credit');
    await page.getByLabel('Sanction Limit (₹)', { exact: true }).fill('500000');
    await page.getByLabel('Bank Account Number', { exact: true }).fill(SELF_EMPLOYED.accountNumber);
    await page.getByLabel('IFSC Code', { exact: true }).fill(SELF_EMPLOYED.ifscCode);
    await seen(page, 'Done ! Bank account verified');
    await page.getByLabel('Bank Statement (last 6 months)', { exact: true }).setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await seen(page, 'Done ! Bank statement uploaded');
    await page.getByText('Income-tax portal login').click();
    const itrDialog = page.getByRole('dialog', { name: 'ITR Credentials' });
    await itrDialog.getByLabel('Username', { exact: true }).fill('ABCPE1234F');
    await itrDialog.getByLabel('Password', { exact: true }).fill('secret');
    await itrDialog.getByRole('button', { name: 'Confirm' }).click();
    await seen(page, 'Done ! ITR credentials verified');
    await next(page);

    await heading(page, 'Document Details 2/3');
    await page.getByLabel('Industry', { exact: true }).selectOption('Other');
    await page.getByLabel('Other Industry', { exact: true }).fill('Printing');
    await page.getByLabel('Company Type', { exact: true }).selectOption('Partnership');
    await page.getByLabel('Business Type', { exact: true }).selectOption('Services');
    await page.getByLabel('Business Name', { exact: true }).fill('Iyer Prints');
    await page.getByLabel('Registered As', { exact: true }).selectOption('Partnership');
    await page.getByLabel('Nature of Business', { exact: true }).fill('Printing press');
    await page.getByLabel('Office Address', { exact: true }).fill('4 MG Road');
    await page.getByLabel('Pincode', { exact: true }).fill('411001');
    await expect.poll(() => page.getByLabel('City', { exact: true }).inputValue()).toBe('Pune');
    await next(page);

    await heading(page, 'Document Details 3/3');
    await page.reload();
    await heading(page, 'Document Details 3/3');
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Document Details 2/3');
    expect(await page.getByLabel('Other Industry', { exact: true }).inputValue()).toBe('Printing');
    await next(page);
    await heading(page, 'Document Details 3/3');
    await page.getByLabel('Number of Years in Business', { exact: true }).selectOption('5-7');
    await page.getByLabel('Annual Turnover (₹ crore)', { exact: true }).selectOption('less than 5');
    await page.getByLabel('Office Premise', { exact: true }).selectOption('Owned');
    await page.getByLabel(/I authorise the lender to fetch and read my income-tax returns/).check();
    await next(page);

    await heading(page, 'Fee Details 4/4');
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Document Details 3/3');
    await next(page);
    await heading(page, 'Fee Details 4/4');
    await page.getByLabel('Academic Year', { exact: true }).selectOption(academicYearOf(new Date()));
    await page.getByLabel('Quarter', { exact: true }).selectOption('2nd');
    await page.getByLabel('Admission Fee (₹)', { exact: true }).fill('100000');
    await page.getByLabel('Tuition Fee (₹)', { exact: true }).fill('180000');
    await page.getByLabel('Transport Fee (₹)', { exact: true }).fill('20000');
    await page.getByLabel('Uniform Fee (₹, optional)', { exact: true }).fill('5000');
    await expect.poll(() => page.getByTestId('total-fee-0').textContent()).toBe('₹3,05,000');
    await page.getByLabel('Tenure', { exact: true }).selectOption('18');
    await page.getByLabel(/I agree to the applicant declaration/).check();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('loan-card').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('loan-card').textContent()).toMatch(/Tenure18 Months/);
    await page.close();
  });
});
