import request from 'supertest';
import { describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { buildCam } from '../../domain/cam/cam.ts';
import { camWindow } from '../../domain/cam/periods.ts';
import { createLoanChecksActivities } from '../../worker/activities/loan-checks.activities.ts';
import { createSandboxCreditBureauProvider } from '../../worker/providers/credit-bureau.provider.ts';
import { sandboxReturns } from '../../worker/providers/gst-returns.provider.ts';
import { createSandboxVerificationProviders } from '../../worker/providers/verification-providers.ts';
import { loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { testCipher } from '../support/loan-activities.ts';
import { FAST, loanReadyToStart, statusOf } from '../support/lifecycle.ts';
import { attachSnapshot } from '../support/review-desk.ts';
import { attachCsvStatement } from '../support/insight.ts';
import { SALARIED_STATEMENT_CSV } from '../../domain/bank-statement/fixtures/salaried-statement.ts';
import { eventually } from '../support/temporal.ts';
import { useReviewerApp } from '../support/reviewer-app.ts';

// The CAM (issue 7) on the real workflow: the loan's verification stage fetches the GST returns of a
// self-employed borrower's GSTIN and stores them raw; the CAM is computed from them when read.

const pool = createPool(inject('databaseUrl'));
const desk = useReviewerApp(pool);
const { temporal, as } = desk;
const GSTIN = '27ABCFE1234F1ZW';
const APPLIED = '2025-12-04T06:00:00.000Z';

/** A submitted loan (self-employed with a GSTIN, or salaried) run by the real workflow to review. */
async function loanInReview(setup: { gstin?: string } = {}) {
  const { loanId, borrower } = await loanReadyToStart(pool);
  await pool.query('UPDATE loans SET created_at = $2 WHERE id = $1', [loanId, APPLIED]);
  await attachSnapshot(pool, loanId, borrower.id);
  const employmentStatus = setup.gstin ? 'Self-Employed' : 'Salaried';
  if (setup.gstin) {
    await pool.query(`UPDATE bank_documents SET path = 'Self-Employed', gst_number = $2 WHERE borrower_id = $1`, [borrower.id, setup.gstin]);
    await pool.query(
      `UPDATE loan_fee_entries SET application = jsonb_set(application || $2::jsonb, '{documents,gst_number}', to_jsonb($3::text)) WHERE loan_id = $1`,
      [loanId, JSON.stringify({
        emp_path: 'Self-Employed', employment: null,
        business: { business_name: 'Verma Traders', business_type: 'Trading', industry: 'Retail', business_registered: 'Proprietorship', office_address: '4 Market Road', business_nature: 'Stationery', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
        business_history: { no_of_years: '7-9', office_premise: 'Owned', annual_turnover: '25L-50L' },
      }), setup.gstin]);
  }
  const handle = await temporal.client.workflow.start('loanApplication', {
    taskQueue: temporal.taskQueue, workflowId: loanWorkflowId(loanId), args: [{ loanId, borrowerPhone: borrower.phone, employmentStatus, timing: FAST }],
  });
  desk.track(handle);
  await eventually(async () => (await statusOf(pool, loanId)) === 'ready_for_review', 30_000);
  return { loanId, borrower };
}

const storedCount = async (loanId: string) =>
  Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM loan_gst_returns WHERE loan_id = $1', [loanId])).rows[0]!.n);

describe('the CAM', () => {
  it('is built from the returns the verification stage fetched for a self-employed loan', async () => {
    const { loanId } = await loanInReview({ gstin: GSTIN });
    // Applied in December 2025: April 2024 to November 2025, three returns a month.
    const periods = camWindow('2025-12-04').periods;
    expect(periods).toHaveLength(20);
    expect(await storedCount(loanId)).toBe(60);

    const answer = await as('underwriter').get(`/underwriter/getcam/${loanId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const cam = answer.body.data;
    expect(cam.previous_financial_year).toBe('2024-2025');
    expect(cam.current_financial_year).toBe('2025-2026');
    expect(cam.current_month_wise_summary).toHaveLength(8);
    expect(cam.previous_month_wise_summary).toHaveLength(12);
    // The same figures the sandbox's returns give when computed directly.
    const expected = buildCam(periods.flatMap((p) => {
      const r = sandboxReturns(GSTIN, p);
      return [{ return_type: 'GSTR1' as const, ret_period: p, payload: r.gstr1 }, { return_type: 'GSTR3B' as const, ret_period: p, payload: r.gstr3b }, { return_type: 'GSTR2B' as const, ret_period: p, payload: r.gstr2b }];
    }), '2025-12-04');
    expect(cam.turnover_and_customer).toEqual(expected.turnover_and_customer);
    expect(cam.top_3_Customer).toEqual(expected.top_3_Customer);
    expect(cam.last_15_month_summary).toEqual(expected.last_15_month_summary);
    expect(Number(cam.turnover_and_customer.gross_turnover)).toBeGreaterThan(0);
    expect(cam.turnover_and_customer.gross_turnover).toMatch(/^\d+\.\d\d$/);
    expect(cam.top_3_Customer).toHaveLength(3);
    expect(cam.applicant_details).toMatchObject({ applicant_name: 'Asha Verma', gst_number: GSTIN, business_name: 'Verma Traders', emp_status: 'Self-Employed' });
    expect(cam.bank_details).toMatchObject({ account_no: 'XXXXXXXX4321', ifsc_code: 'HDFC0000001', bank_name: 'HDFC Bank' });
    expect(cam).toHaveProperty('bank_statement_analysis', null);

    // The approver reads the same memo.
    const approver = await as('approver').get(`/approver/getcam/${loanId}`);
    expect(approver.status).toBe(200);
    expect(approver.body.data.turnover_and_customer).toEqual(cam.turnover_and_customer);

    // The report screen's GST report: the GSTIN, its periods and the raw returns.
    const report = await desk.services.cam.gstReport(loanId);
    expect(report.gstin).toBe(GSTIN);
    expect(report.periods).toEqual(periods);
    expect(report.returns).toHaveLength(60);
    expect(report.summary[0]).toMatchObject({ ret_period: '042024', financial_year: '2024-2025' });

    // A retried verification stage replaces its rows and adds none.
    const activities = createLoanChecksActivities({ pool, cipher: testCipher, providers: createSandboxVerificationProviders(), bureau: createSandboxCreditBureauProvider() });
    await activities.runLoanChecks(loanId);
    expect(await storedCount(loanId)).toBe(60);

    // Change a stored return and the memo follows it.
    await pool.query(
      `UPDATE loan_gst_returns SET payload = jsonb_set(payload, '{b2cs,0,txval}', to_jsonb((payload#>>'{b2cs,0,txval}')::numeric + 1000))
        WHERE loan_id = $1 AND return_type = 'GSTR1' AND ret_period = '112025'`, [loanId]);
    const changed = (await as('underwriter').get(`/underwriter/getcam/${loanId}`)).body.data;
    expect(Number(changed.turnover_and_customer.net_turnover) - Number(cam.turnover_and_customer.net_turnover)).toBeCloseTo(1000, 2);
    expect(changed.current_month_wise_summary[7].gstr1.ttl_txval).not.toBe(cam.current_month_wise_summary[7].gstr1.ttl_txval);
  });

  it('answers 404 for a salaried loan and for a GSTIN that is not registered', async () => {
    const { loanId } = await loanInReview();
    const salaried = await as('underwriter').get(`/underwriter/getcam/${loanId}`);
    expect(salaried.status).toBe(404);
    expect(salaried.body.message).toMatch(/no CAM data/);
    expect(await storedCount(loanId)).toBe(0);
    await expect(desk.services.cam.gstReport(loanId)).rejects.toThrow(/no GST returns/);

    const unregistered = await loanInReview({ gstin: '27ABCFE0000F1ZA' });
    expect(await storedCount(unregistered.loanId)).toBe(0);
    expect((await as('approver').get(`/approver/getcam/${unregistered.loanId}`)).status).toBe(404);
  });

  it('carries the bank analysis, and is refused for another reviewer\'s loan, an unknown application and a caller without a token', async () => {
    const { loanId } = await loanInReview({ gstin: GSTIN });
    // With a statement the bank analysis can read, the memo carries its analysis.
    const { rows: owner } = await pool.query<{ borrower_id: string }>('SELECT borrower_id FROM loans WHERE id = $1', [loanId]);
    await attachCsvStatement(pool, loanId, owner[0]!.borrower_id, SALARIED_STATEMENT_CSV);
    const withStatement = (await as('underwriter').get(`/underwriter/getcam/${loanId}`)).body.data;
    expect(withStatement.bank_statement_analysis).toMatchObject({ source: 'csv' });
    expect(withStatement.bank_statement_analysis.monthsCovered).toBeGreaterThan(0);
    expect((await as('underwriter').get('/underwriter/getcam/FS99999999')).status).toBe(404);
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM staff WHERE username = 'admin'`);
    await pool.query('UPDATE loans SET underwriter_id = $2 WHERE id = $1', [loanId, rows[0]!.id]);
    expect((await as('underwriter').get(`/underwriter/getcam/${loanId}`)).status).toBe(403);
    expect((await as('approver').get(`/underwriter/getcam/${loanId}`)).status).toBe(403);
    expect((await request(desk.app).get(`/api/underwriter/getcam/${loanId}`)).status).toBe(401);
  });
});
