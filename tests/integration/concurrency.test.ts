import { pino } from 'pino';
import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSessionTokens } from '../../api/auth/session-tokens.ts';
import { createApiServices } from '../../api/services.ts';
import { createPool } from '../../db/pool.ts';
import { createSessionRepository } from '../../db/repositories/session.repository.ts';
import { REVIEW_SECTIONS_BY_EMPLOYMENT } from '../../domain/enums-lifecycle.ts';
import { generateSecrets } from '../../scripts/dev/local-secrets.ts';
import { getLoanStatus, getReviewState } from '../../workflows/loan-application/loan-application.messages.ts';
import { useLoanWorker } from '../support/loan-worker.ts';
import { FAST, loanReadyToStart, reviewToSanction, signOffer, staffId, startLoan, statusOf } from '../support/lifecycle.ts';
import { attachSnapshot } from '../support/review-desk.ts';
import { eventually } from '../support/temporal.ts';

// Thirty people (or thirty clicks) acting on one loan at the same moment: the workflow serialises
// them, the losers are refused cleanly, and the read model and the event log agree with each other.

const pool = createPool(inject('databaseUrl'));
const secrets = generateSecrets();
const loanWorker = useLoanWorker(pool);
const { temporal } = loanWorker;
let app: ReturnType<typeof createApp>;
const tokens: Record<string, string> = {};
const TIMES = 30;

beforeAll(async () => {
  const services = createApiServices({
    pool, boss: loanWorker.boss, authRateLimit: 1000, temporal: temporal.client,
    secrets: { sessionSecret: secrets.SESSION_SECRET, otpPepper: secrets.OTP_PEPPER, dataEncryptionKey: secrets.DATA_ENCRYPTION_KEY },
  });
  app = createApp({ log: pino({ level: 'silent' }), probes: { database: async () => true, temporal: async () => true }, services, devTools: false });
  const answer = await request(app).post('/api/underwriter/login').send({ userName: 'underwriter1', password: 'Underwriter@123' });
  tokens.underwriter = answer.body.data.authToken as string;
});

const post = (token: string, path: string, body: object) => request(app).post(`/api${path}`).set('Authorization', `Bearer ${token}`).send(body);
const events = async (loanId: string) =>
  (await pool.query<{ type: string; data: { section?: string } }>('SELECT type, payload AS data FROM loan_events WHERE loan_id = $1 ORDER BY id', [loanId])).rows;

async function parentToken(borrowerId: string): Promise<string> {
  const session = await createSessionRepository(pool).create('borrower', borrowerId, 'borrower', 3600);
  return createSessionTokens(secrets.SESSION_SECRET).sign({ sessionId: session.id, subjectId: borrowerId, role: 'borrower' }, session.expiresAt);
}

async function heldLoanInReview() {
  const { loanId, borrower } = await loanReadyToStart(pool);
  await attachSnapshot(pool, loanId, borrower.id);
  const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
  await eventually(async () => (await handle.query(getLoanStatus)) === 'ready_for_review' && (await statusOf(pool, loanId)) === 'ready_for_review');
  expect((await post(tokens.underwriter!, '/underwriter/assignloan', { loanid: loanId })).status).toBe(200);
  return { loanId, handle };
}

describe('thirty simultaneous actions on one loan', () => {
  it('section decisions: each accepted one leaves exactly one event, and the standing decision is the last one', async () => {
    const { loanId, handle } = await heldLoanInReview();
    const sections = ['studentDetails', 'borrowerDetails'] as const;
    const answers = await Promise.all(Array.from({ length: TIMES }, (_, i) => post(tokens.underwriter!, '/underwriter/setapprovalstatus', {
      loanid: loanId, documentName: sections[i % 2], ...(i % 3 === 0 ? { approvalStatus: 'Rejected', comments: `Please check ${i}` } : { approvalStatus: 'Accepted' }),
    })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);

    const log = (await events(loanId)).filter((e) => e.type === 'section_accepted' || e.type === 'section_sent_back');
    expect(log).toHaveLength(accepted);
    // The read model holds, for each section, what its last event says; so does the workflow.
    const { rows } = await pool.query<{ section: string; status: string }>('SELECT section, status FROM loan_section_decisions WHERE loan_id = $1', [loanId]);
    const state = await handle.query(getReviewState);
    for (const section of sections) {
      // A rejection sends the application back, after which further decisions are refused: a section may have none.
      const last = log.filter((e) => e.data.section === section).at(-1);
      const expected = !last ? undefined : last.type === 'section_accepted' ? 'Accepted' : 'Rejected';
      expect(rows.filter((r) => r.section === section)).toEqual(expected ? [{ section, status: expected }] : []);
      expect(state.sections[section]?.status).toBe(expected);
    }
    await handle.terminate('test finished');
  });

  it('a final decision: recommendations and rejections race, one wins, twenty-nine are refused, one event', async () => {
    const { loanId, handle } = await heldLoanInReview();
    for (const section of REVIEW_SECTIONS_BY_EMPLOYMENT.Salaried) {
      expect((await post(tokens.underwriter!, '/underwriter/setapprovalstatus', { loanid: loanId, documentName: section, approvalStatus: 'Accepted' })).status).toBe(200);
    }
    const paths = ['/underwriter/recommend', '/underwriter/rejectapplication'] as const;
    const answers = await Promise.all(Array.from({ length: TIMES }, (_, i) => post(tokens.underwriter!, paths[i % 2]!, { loanid: loanId, remark: `Remark ${i}` })));
    const winners = answers.map((a, i) => ({ status: a.status, path: paths[i % 2]! })).filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    // The losers are told why, with a 4xx; none is a server error.
    const losers = answers.filter((a) => a.status !== 200);
    expect(losers.filter((a) => a.status < 400 || a.status >= 500)).toEqual([]);
    expect(losers.every((a) => typeof a.body.message === 'string' && a.body.message.length > 0)).toBe(true);
    const won = winners[0]!.path === '/underwriter/recommend' ? 'recommended' : 'rejected';
    const decided = (await events(loanId)).filter((e) => e.type === 'recommended' || e.type === 'rejected');
    expect(decided.map((e) => e.type)).toEqual([won]);
    expect(await statusOf(pool, loanId)).toBe(won);
    expect(await handle.query(getLoanStatus)).toBe(won);
    await handle.terminate('test finished').catch(() => {});
  });

  it('a repayment-side action: thirty cooling-off exits get one settlement, collected once, and close the loan once', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone, { ...FAST, instalmentIntervalMs: 60_000, coolingOffMs: 60_000 });
    await reviewToSanction(pool, handle, loanId, { underwriter: await staffId(pool, 'underwriter1'), approver: await staffId(pool, 'approver1') });
    await signOffer(pool, handle, loanId);
    await eventually(async () => (await statusOf(pool, loanId)) === 'repaying', 30_000);
    const token = await parentToken(borrower.id);

    const answers = await Promise.all(Array.from({ length: TIMES }, () => post(token, `/loans/${loanId}/coolingoffexit`, { reason: 'Changed schools' })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    // Repeats are answered with the one settlement (the exit is idempotent) or refused; never a second exit.
    const settled = answers.filter((a) => a.status === 200).map((a) => JSON.stringify(a.body.data));
    expect(settled.length).toBeGreaterThan(0);
    expect(new Set(settled).size).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    await eventually(async () => (await statusOf(pool, loanId)) === 'closed', 30_000);
    expect((await events(loanId)).filter((e) => e.type === 'cooling_off_exit')).toHaveLength(1);
    const { rows: payments } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM loan_payments WHERE loan_id = $1 AND kind = 'cooling_off_exit'`, [loanId]);
    expect(Number(payments[0]!.n)).toBe(1);
    const { rows: ledger } = await pool.query<{ calls: number }>('SELECT calls FROM sandbox_payment_calls WHERE idempotency_key = $1', [`cooling-off-exit:${loanId}`]);
    expect(ledger).toEqual([{ calls: 1 }]);
  });
});
