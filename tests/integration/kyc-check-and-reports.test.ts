import request from 'supertest';
import { describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { SALARIED_STATEMENT_CSV } from '../../domain/bank-statement/fixtures/salaried-statement.ts';
import { createSandboxItrProvider, sandboxFiledReturns } from '../../worker/providers/itr.provider.ts';
import { attachSnapshot } from '../support/review-desk.ts';
import { attachCsvStatement } from '../support/insight.ts';
import { loanReadyToStart, startLoan, statusOf } from '../support/lifecycle.ts';
import { eventually } from '../support/temporal.ts';
import { useReviewerApp } from '../support/reviewer-app.ts';

// The KYC check and the ITR and bank reports follow what the loan's checks recorded and what its
// statement file says: a passed ITR login shows the returns the portal listed, another file other figures.

const pool = createPool(inject('databaseUrl'));
const desk = useReviewerApp(pool);
const { temporal } = desk;
const get = (role: 'underwriter' | 'approver', path: string) => desk.as(role).get(path);


/** A loan whose parent passed the ITR login in the wizard (the sandbox's own answer recorded), with a CSV statement. */
async function loanWithItrAndStatement(csv: string) {
  const { loanId, borrower } = await loanReadyToStart(pool);
  await attachSnapshot(pool, loanId, borrower.id);
  await attachCsvStatement(pool, loanId, borrower.id, csv);
  const itr = await createSandboxItrProvider().verify({ username: 'ABCPV1234F', password: 'portal-secret' });
  await pool.query(
    `INSERT INTO verifications (borrower_id, kind, subject_hash, subject_masked, outcome, details, provider, workflow_id)
     VALUES ($1, 'itr', 'h', 'ABC***', $2, $3, $4, 'verify-itr-kyc-report')`, [borrower.id, itr.outcome, JSON.stringify(itr.details), itr.provider]);
  desk.track(await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone));
  await eventually(async () => (await statusOf(pool, loanId)) === 'ready_for_review');
  return { loanId, borrower };
}

describe('the KYC check and the ITR and bank reports of a submitted loan', () => {
  it('shows the ITR check and its filed returns, the statement\'s own figures, and follows a failed check', async () => {
    const { loanId } = await loanWithItrAndStatement(SALARIED_STATEMENT_CSV);

    const kyc = (await get('approver', `/approver/kyccheck/${loanId}`)).body.data as { checkpoint: string; status: string; reason: string | null }[];
    expect(kyc.find((r) => r.checkpoint === 'Income-tax returns')?.status).toBe('Verified');
    expect(kyc.find((r) => r.checkpoint === 'Identity document')?.status).toBe('Not done');

    const itr = await get('underwriter', `/underwriter/getreport/itr/${loanId}`);
    expect(itr.status).toBe(200);
    const expected = sandboxFiledReturns('ABCPV1234F', new Date());
    expect(itr.body.data.status).toBe('verified');
    expect(itr.body.data.returns).toEqual(expected.map((r) => ({
      assessment_year: r.assessmentYear, itr_form: r.itrForm, gross_total_income: r.grossTotalIncomePaise, tax_paid: r.taxPaidPaise,
      filed_on: r.filedOn, acknowledgement_number: r.acknowledgementNumber,
    })));
    expect(itr.body.data.raw.filedReturns).toHaveLength(3);

    const bank = (await get('underwriter', `/underwriter/getreport/bank/${loanId}`)).body.data;
    const credits = (data: { analysis: { overview: { rows: { label: string; value: unknown }[] }[] } }) =>
      data.analysis.overview.flatMap((s) => s.rows).find((f) => f.label === 'Total Credits')?.value;
    expect(credits(bank)).toBe(18_735_025);

    // A failed ITR check is shown as failed, with its reason, on both screens.
    await pool.query(`UPDATE loan_verifications SET outcome = 'failed', reason = 'The income-tax portal username or password is incorrect.' WHERE loan_id = $1 AND kind = 'itr'`, [loanId]);
    const failed = (await get('underwriter', `/underwriter/kyccheck/${loanId}`)).body.data as { checkpoint: string; status: string; reason: string | null }[];
    expect(failed.find((r) => r.checkpoint === 'Income-tax returns')).toMatchObject({ status: 'Failed', reason: 'The income-tax portal username or password is incorrect.' });
    expect((await get('underwriter', `/underwriter/getreport/itr/${loanId}`)).body.data.status).toBe('failed');

    // Another statement file, other figures.
    const other = await loanWithItrAndStatement(SALARIED_STATEMENT_CSV.replace('"85,000.00","1,05,000.00"', '"95,000.00","1,15,000.00"'));
    expect(credits((await get('approver', `/approver/getreport/bank/${other.loanId}`)).body.data)).toBe(18_735_025 + 1_000_000);
  });

  it('is for reviewers of the loan only', async () => {
    const { loanId } = await loanWithItrAndStatement(SALARIED_STATEMENT_CSV);
    expect((await request(desk.app).get(`/api/underwriter/getreport/itr/${loanId}`)).status).toBe(401);
    expect((await get('approver', `/underwriter/kyccheck/${loanId}`)).status).toBe(403);
    expect((await get('underwriter', '/underwriter/getreport/itr/FS99999999')).status).toBe(404);
    expect((await get('underwriter', '/underwriter/kyccheck/FS99999999')).status).toBe(404);
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM staff WHERE username = 'admin'`);
    await pool.query('UPDATE loans SET underwriter_id = $2 WHERE id = $1', [loanId, rows[0]!.id]);
    expect((await get('underwriter', `/underwriter/getreport/itr/${loanId}`)).status).toBe(403);
  });
});
