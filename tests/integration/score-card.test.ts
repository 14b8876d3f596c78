import { describe, expect, inject, it } from 'vitest';
import { createLocalFileStorage } from '../../db/file-storage.ts';
import { createPool } from '../../db/pool.ts';
import { createBankStatementReader } from '../../db/repositories/bank-statement.repository.ts';
import { SALARIED_STATEMENT_CSV } from '../../domain/bank-statement/fixtures/salaried-statement.ts';
import { decideSection, getLoanStatus, resubmitSection } from '../../workflows/loan-application/loan-application.messages.ts';
import { createScoringActivities } from '../../worker/activities/scoring.activities.ts';
import { attachCsvStatement } from '../support/insight.ts';
import { loanReadyToStart, staffId, startLoan, statusOf } from '../support/lifecycle.ts';
import { attachSnapshot } from '../support/review-desk.ts';
import { eventually } from '../support/temporal.ts';
import { useReviewerApp } from '../support/reviewer-app.ts';

// When the expert score is computed: after the checks, again when a corrected section comes back,
// and not again when nothing it reads has changed. The score card says so when there is no score yet.

const pool = createPool(inject('databaseUrl'));
const desk = useReviewerApp(pool);
const { temporal, as } = desk;


async function storedScore(loanId: string) {
  const { rows } = await pool.query<{ expert_score: number; reason_codes: string[]; fingerprint: string; computed_at: Date }>(
    'SELECT expert_score, reason_codes, fingerprint, computed_at FROM loan_scores WHERE loan_id = $1', [loanId]);
  return rows[0] ?? null;
}

describe('when the expert score is computed', () => {
  it('is computed again when a corrected section comes back, from what the parent corrected', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    await attachSnapshot(pool, loanId, borrower.id);
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
    desk.track(handle);
    await eventually(async () => (await statusOf(pool, loanId)) === 'ready_for_review', 30_000);
    // No statement that can be analysed: income is not evidenced, and the score says so.
    const before = (await storedScore(loanId))!;
    expect(before.reason_codes).toEqual(expect.arrayContaining(['R04', 'R17']));

    const underwriter = await staffId(pool, 'underwriter1');
    await handle.executeUpdate(decideSection, { args: [{ role: 'underwriter', reviewerId: underwriter, section: 'documentDetails1', status: 'Rejected', comment: 'Please upload your bank statement as a CSV export.' }] });
    await eventually(async () => (await handle.query(getLoanStatus)) === 'sent_back');
    // The parent uploads a statement the product can read, then sends the section back.
    await attachCsvStatement(pool, loanId, borrower.id, SALARIED_STATEMENT_CSV);
    await handle.executeUpdate(resubmitSection, { args: [{ section: 'documentDetails1' }] });

    const after = (await storedScore(loanId))!;
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.computed_at.getTime()).toBeGreaterThan(before.computed_at.getTime());
    expect(after.expert_score).toBeGreaterThan(before.expert_score);
    expect(after.reason_codes).not.toContain('R04');
    const card = await as('underwriter').get(`/underwriter/getdashboarddetails/${loanId}`);
    expect(card.body.data).toMatchObject({ expert_score: after.expert_score, bank_data: { net_takehome: 85000 } });
    expect((await as('approver').post('/verification/getscorecard', { loanid: loanId })).body.data.expert_score).toBe(after.expert_score);

    // Computing again with nothing changed is a no-op: same row, same time.
    const activities = createScoringActivities({ pool, bankStatements: createBankStatementReader({ pool, storage: createLocalFileStorage(process.env.UPLOAD_DIR ?? '.data/uploads') }) });
    expect((await activities.computeExpertScore(loanId)).expertScore).toBe(after.expert_score);
    expect((await storedScore(loanId))!.computed_at.getTime()).toBe(after.computed_at.getTime());
  });

  it('shows the application without a score until one is computed, and says it is not computed yet', async () => {
    // Submitted, but its workflow has not run the checks yet.
    const { loanId, borrower } = await loanReadyToStart(pool);
    await attachSnapshot(pool, loanId, borrower.id);
    for (const role of ['underwriter', 'approver'] as const) {
      const card = await as(role).get(`/${role}/getdashboarddetails/${loanId}`);
      expect(card.status).toBe(200);
      expect(card.body.data).toMatchObject({ expert_score: null, risk_analysis: null, factors: [], personal_details: { userName: 'Asha Verma' } });
    }
    const score = await as('underwriter').post('/verification/getscorecard', { loanid: loanId });
    expect(score.status).toBe(404);
    expect(score.body.message).toMatch(/not computed yet/);
  });

  it('refuses to compute a score for a loan that does not exist, without retrying', async () => {
    const activities = createScoringActivities({ pool, bankStatements: createBankStatementReader({ pool, storage: createLocalFileStorage('.data/uploads') }) });
    await expect(activities.computeExpertScore('FS99999999')).rejects.toMatchObject({ type: 'LoanNotFound', nonRetryable: true });
  });
});
