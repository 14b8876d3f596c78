import { describe, expect, inject, it } from 'vitest';
import { createLocalFileStorage } from '../../db/file-storage.ts';
import { createPool } from '../../db/pool.ts';
import { createLoanInsightRepository } from '../../db/repositories/loan-insight.repository.ts';
import { SALARIED_STATEMENT_CSV } from '../../domain/bank-statement/fixtures/salaried-statement.ts';
import { attachSnapshot } from '../support/review-desk.ts';
import { attachCsvStatement } from '../support/insight.ts';
import { loanReadyToStart, startLoan, statusOf } from '../support/lifecycle.ts';
import { eventually } from '../support/temporal.ts';
import { useReviewerApp } from '../support/reviewer-app.ts';

// The underwriting insight (issue 7) on the real workflow: the score is computed by the loan's own
// activity after its checks, and the score card, KYC check and reports follow the stored data.

const pool = createPool(inject('databaseUrl'));
const desk = useReviewerApp(pool);
const { temporal, as } = desk;


interface LoanSetup { statementCsv?: string; selfEmployed?: boolean; pan?: string }

/** A submitted loan with its snapshot (and, when given, a CSV statement), run by the real workflow to review. */
async function loanInReview(setup: LoanSetup = {}) {
  const { loanId, borrower } = await loanReadyToStart(pool, setup.pan ? { pan: setup.pan } : {});
  await attachSnapshot(pool, loanId, borrower.id);
  if (setup.statementCsv) await attachCsvStatement(pool, loanId, borrower.id, setup.statementCsv);
  if (setup.selfEmployed) {
    await pool.query(
      `UPDATE loan_fee_entries SET application = application || $2::jsonb WHERE loan_id = $1`,
      [loanId, JSON.stringify({
        emp_path: 'Self-Employed', employment: null,
        business: { business_name: 'Verma Traders', business_type: 'Trading', industry: 'Retail', business_registered: 'Proprietorship', office_address: '4 Market Road', business_nature: 'Stationery' },
        business_history: { no_of_years: '7-9', office_premise: 'Owned', annual_turnover: '25L-50L' },
      })]);
  }
  const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
  desk.track(handle);
  await eventually(async () => (await statusOf(pool, loanId)) === 'ready_for_review', 30_000);
  return { loanId, borrower };
}

describe('the expert score card', () => {
  it('is computed by the workflow from the application, the checks and the statement, and shown with every block', async () => {
    const { loanId } = await loanInReview({ statementCsv: SALARIED_STATEMENT_CSV });
    const { rows: stored } = await pool.query<{ expert_score: number }>('SELECT expert_score FROM loan_scores WHERE loan_id = $1', [loanId]);
    expect(stored).toHaveLength(1);

    const card = await as('underwriter').get(`/underwriter/getdashboarddetails/${loanId}`);
    expect(card.status).toBe(200);
    const data = card.body.data;
    expect(data.expert_score).toBe(stored[0]!.expert_score);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['kyc_details', 'personal_details', 'employment_details', 'business_details', 'gst_data', 'bank_data', 'student_data', 'itr_details']));
    // The statement's worked example (domain/bank-statement/analysis.test.ts): ₹85,000 salary a month, ₹6,000 EMI, average balance ₹1,26,693.84.
    expect(data.bank_data).toMatchObject({ net_takehome: 85000, obligation: 6000, aqb: 126693.84, account_no: 'XXXXXXXX4321' });
    expect(data.risk_analysis.debt_to_income).toBeCloseTo(6000 / 85000, 4);
    expect(data.employment_details).toMatchObject({ employer: 'Acme', role: 'Engineer' });
    expect(data.business_details).toBeNull();
    expect(data.gst_data).toBeNull();
    expect(data.student_data).toMatchObject({ student_name: 'Riya Verma', school_name: 'Test Public School' });
    const { rows: bureau } = await pool.query<{ score: number }>(`SELECT (details->>'score')::int AS score FROM loan_verifications WHERE loan_id = $1 AND kind = 'bureau'`, [loanId]);
    expect(data.credit_score).toBe(bureau[0]!.score);
    expect(data.factors.reduce((sum: number, f: { points: number }) => sum + f.points, 0)).toBe(data.expert_score);

    // The approver sees the same card; the staff score call answers the stored score.
    expect((await as('approver').get(`/approver/getdashboarddetails/${loanId}`)).body.data.expert_score).toBe(data.expert_score);
    const score = await as('underwriter').post('/verification/getscorecard', { loanid: loanId });
    expect(score.status).toBe(200);
    expect(score.body.data.expert_score).toBe(data.expert_score);
  });

  it('changes with the data: no analysable statement loses the income factors and says why', async () => {
    const withStatement = await loanInReview({ statementCsv: SALARIED_STATEMENT_CSV });
    const without = await loanInReview();
    const [a, b] = await Promise.all([withStatement, without].map(async ({ loanId }) => (await as('underwriter').get(`/underwriter/getdashboarddetails/${loanId}`)).body.data));
    expect(b.expert_score).toBeLessThan(a.expert_score);
    expect(b.reason_codes.map((r: { code: string }) => r.code)).toContain('R04');
    expect(b.bank_data).toMatchObject({ net_takehome: null, obligation: null, aqb: null });

    const poorer = await loanInReview({ statementCsv: SALARIED_STATEMENT_CSV.replaceAll('"85,000.00"', '"25,000.00"') });
    const c = (await as('underwriter').get(`/underwriter/getdashboarddetails/${poorer.loanId}`)).body.data;
    expect(c.bank_data.net_takehome).toBe(25000);
    expect(c.expert_score).toBeLessThan(a.expert_score);
  });

  it('shows the business and GST blocks for a self-employed application', async () => {
    const { loanId } = await loanInReview({ selfEmployed: true });
    const data = (await as('underwriter').get(`/underwriter/getdashboarddetails/${loanId}`)).body.data;
    expect(data.emp_status).toBe('Self-Employed');
    expect(data.employment_details).toBeNull();
    expect(data.business_details).toMatchObject({ business_name: 'Verma Traders', duration: '7-9', business_profile: 'Stationery' });
    expect(data.gst_data).toMatchObject({ status: 'Not done', gst_report: null });
  });

  it('is refused for another reviewer\'s loan, unknown applications and other callers', async () => {
    const { loanId } = await loanInReview();
    expect((await as('underwriter').get('/underwriter/getdashboarddetails/FS99999999')).status).toBe(404);
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM staff WHERE username = 'admin'`);
    await pool.query('UPDATE loans SET underwriter_id = $2 WHERE id = $1', [loanId, rows[0]!.id]);
    expect((await as('underwriter').get(`/underwriter/getdashboarddetails/${loanId}`)).status).toBe(403);
    expect((await as('underwriter').get(`/underwriter/kyccheck/${loanId}`)).status).toBe(403);
    expect((await as('underwriter').post('/verification/getscorecard', { loanid: loanId })).status).toBe(403);
    expect((await as('underwriter').post('/verification/getscorecard', {})).status).toBe(400);
  });
});

describe('the KYC check and the reports', () => {
  it('lists each checkpoint as recorded, never passed by default, with the consent it rests on', async () => {
    const { loanId, borrower } = await loanInReview({ statementCsv: SALARIED_STATEMENT_CSV });
    await pool.query(`INSERT INTO consents (borrower_id, kind, text_version) VALUES ($1, 'kyc', '2026-11-kyc-1')`, [borrower.id]);
    const answer = await as('underwriter').get(`/underwriter/kyccheck/${loanId}`);
    expect(answer.status).toBe(200);
    const rows = answer.body.data as { checkpoint: string; validation_from: string; status: string; consent: string }[];
    const row = (checkpoint: string) => rows.find((r) => r.checkpoint === checkpoint);
    expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['checkpoint', 'validation_from', 'status', 'consent']));
    expect(row('PAN')?.status).toBe('Verified');
    expect(row('Income-tax returns')?.status).toBe('Not done');
    expect(row('Identity document')?.consent).toMatch(/^Given \d{4}-\d{2}-\d{2}$/);
    expect(row('Credit report')?.consent).toBe('Not given');
    expect(row('GSTIN')).toBeUndefined();

    // A failing check shows as failed.
    await pool.query(`UPDATE loan_verifications SET outcome = 'failed', reason = 'No PAN record was found.' WHERE loan_id = $1 AND kind = 'pan'`, [loanId]);
    const again = (await as('underwriter').get(`/underwriter/kyccheck/${loanId}`)).body.data as { checkpoint: string; status: string; reason: string }[];
    expect(again.find((r) => r.checkpoint === 'PAN')).toMatchObject({ status: 'Failed', reason: 'No PAN record was found.' });
  });

  it('reports the bank statement analysis from the file, and says when a report does not exist', async () => {
    const { loanId } = await loanInReview({ statementCsv: SALARIED_STATEMENT_CSV });
    const bank = await as('approver').get(`/approver/getreport/bank/${loanId}`);
    expect(bank.status).toBe(200);
    expect(bank.body.data.analysed).toBe(true);
    const totals = bank.body.data.analysis.overview[0].rows;
    expect(totals.find((f: { label: string }) => f.label === 'Total Credits').value).toBe(18_735_025);
    expect(bank.body.data.raw.transactions).toHaveLength(10);
    expect((await as('approver').get(`/approver/getreport/itr/${loanId}`)).status).toBe(404);
    expect((await as('approver').get(`/approver/getreport/gst/${loanId}`)).status).toBe(404);
    expect((await as('approver').get(`/approver/getreport/pdf/${loanId}`)).status).toBe(400);

    const scanned = await loanInReview();
    const pdfReport = await as('underwriter').get(`/underwriter/getreport/bank/${scanned.loanId}`);
    // attachSnapshot's statement link points at no stored file: there is no statement to analyse.
    expect(pdfReport.status).toBe(404);
  });
});

describe('the score card\'s one read', () => {
  it('gives the same loan, checks, score and statement file as reading each apart, and a lost file costs only the bank figures', async () => {
    const { loanId } = await loanInReview({ statementCsv: SALARIED_STATEMENT_CSV });
    const insight = createLoanInsightRepository(pool);
    const sources = await insight.scoreCardSources(loanId);
    expect(sources).not.toBeNull();
    expect(sources!.loan).toEqual(await insight.loan(loanId));
    expect(sources!.checks.length).toBeGreaterThan(0);
    expect(sources!.checks).toEqual(await insight.checks(loanId));
    expect(sources!.score).not.toBeNull();
    expect(sources!.score).toEqual(await insight.score(loanId));
    const { rows: [file] } = await pool.query<{ storage_key: string }>(
      `SELECT f.storage_key FROM loan_fee_entries e JOIN uploaded_files f ON f.borrower_id = e.borrower_id
        WHERE e.loan_id = $1 AND e.application->'documents'->>'bank_statement' LIKE '%' || f.id::text`, [loanId]);
    expect(sources!.statementFile).toMatchObject({ storageKey: file!.storage_key, contentType: 'text/csv' });

    // A statement file gone from storage since the upload costs the card its bank figures, not the card.
    await createLocalFileStorage(process.env.UPLOAD_DIR ?? '.data/uploads').remove(file!.storage_key);
    const card = await as('underwriter').get(`/underwriter/getdashboarddetails/${loanId}`);
    expect(card.status).toBe(200);
    expect(card.body.data.expert_score).toBe(sources!.score!.expertScore);
    expect(card.body.data.bank_data).toMatchObject({ net_takehome: null, obligation: null, aqb: null });

    // A loan with no checks, no score and no statement yet reads as empty, not missing; an unknown loan is missing.
    const { loanId: fresh } = await loanReadyToStart(pool);
    expect(await insight.scoreCardSources(fresh)).toMatchObject({ checks: [], score: null, statementFile: null });
    expect(await insight.scoreCardSources('FS99999999')).toBeNull();
  });
});
