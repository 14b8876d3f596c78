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
import { getLoanStatus } from '../../workflows/loan-application/loan-application.messages.ts';
import { useLoanWorker } from '../support/loan-worker.ts';
import { attachSnapshot } from '../support/review-desk.ts';
import { loanReadyToStart, staffId, startLoan, statusOf } from '../support/lifecycle.ts';
import { eventually } from '../support/temporal.ts';

const pool = createPool(inject('databaseUrl'));
const secrets = generateSecrets();
const loanWorker = useLoanWorker(pool);
const { temporal } = loanWorker;
let app: ReturnType<typeof createApp>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const services = createApiServices({
    pool, boss: loanWorker.boss, authRateLimit: 1000, temporal: temporal.client,
    secrets: { sessionSecret: secrets.SESSION_SECRET, otpPepper: secrets.OTP_PEPPER, dataEncryptionKey: secrets.DATA_ENCRYPTION_KEY },
  });
  app = createApp({ log: pino({ level: 'silent' }), probes: { database: async () => true, temporal: async () => true }, services, devTools: false });
  for (const [role, userName, password] of [['underwriter', 'underwriter1', 'Underwriter@123'], ['approver', 'approver1', 'Approver@123']] as const) {
    const answer = await request(app).post(`/api/${role}/login`).send({ userName, password });
    expect(answer.status, `${role} login`).toBe(200);
    tokens[role] = answer.body.data.authToken as string;
  }
});

const as = (role: string) => ({ get: (path: string) => request(app).get(`/api${path}`).set('Authorization', `Bearer ${tokens[role]}`),
  post: (path: string, body: object) => request(app).post(`/api${path}`).set('Authorization', `Bearer ${tokens[role]}`).send(body) });

/** A submitted, verified loan waiting for review, with the application snapshot the reviewers read. */
async function loanInReview() {
  const { loanId, borrower } = await loanReadyToStart(pool);
  await attachSnapshot(pool, loanId, borrower.id);
  const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
  // The desk works from the read model, which the workflow's activity updates just after its own state.
  await eventually(async () => (await handle.query(getLoanStatus)) === 'ready_for_review' && (await statusOf(pool, loanId)) === 'ready_for_review');
  return { loanId, borrower, handle };
}

async function parentToken(borrowerId: string): Promise<string> {
  const session = await createSessionRepository(pool).create('borrower', borrowerId, 'borrower', 3600);
  return createSessionTokens(secrets.SESSION_SECRET).sign({ sessionId: session.id, subjectId: borrowerId, role: 'borrower' }, session.expiresAt);
}

describe('the review desk: queue, pick-up, section decisions and maker-checker through the API', () => {
  it('takes an application from the queue through every section to recommendation and a sanction by a different approver', async () => {
    const { loanId, handle } = await loanInReview();
    const ids = { underwriter: await staffId(pool, 'underwriter1'), approver: await staffId(pool, 'approver1') };

    const counts = await as('underwriter').get('/underwriter/getloancounts');
    expect(counts.status).toBe(200);
    expect(Object.keys(counts.body.data).sort()).toEqual(['in_progress_loans', 'rejected_loans', 'total_loans']);

    const queue = await as('underwriter').get('/underwriter/getallloans?status=ready_for_review&page=1&pageSize=100');
    expect(queue.status).toBe(200);
    const row = queue.body.data.find((r: { loanid: string }) => r.loanid === loanId);
    expect(row).toMatchObject({ loanid: loanId, applicant_name: 'Asha Verma', total_fee: 150000, status: 'ready_for_review', assigned_to: null });
    expect(queue.body).toMatchObject({ page: 1, pageSize: 100 });

    // Deciding before picking the loan up is refused; picking it up puts it on the underwriter's assigned list.
    const early = await as('underwriter').post('/underwriter/setapprovalstatus', { loanid: loanId, documentName: 'studentDetails', approvalStatus: 'Accepted' });
    expect(early.status).toBe(409);
    expect((await as('underwriter').post('/underwriter/assignloan', { loanid: loanId })).status).toBe(200);
    const assigned = await as('underwriter').get('/underwriter/getassignedloans?pageSize=100');
    expect(assigned.body.data.find((r: { loanid: string }) => r.loanid === loanId)?.assigned_to).toBe('Uma Underwriter');

    // The sections read from the submission snapshot, masked.
    const student = await as('underwriter').get(`/underwriter/getstudentdetails/${loanId}`);
    expect(student.body.data).toMatchObject({ application_no: loanId, student_name: 'Riya Verma', school_name: 'Test Public School', userName: 'Asha Verma' });
    const documents = await as('underwriter').get(`/underwriter/get1stdocumentdetails/${loanId}`);
    expect(documents.body.data).toMatchObject({ pan_no: 'XXXXXX234F', account_no: 'XXXXXXXX4321', bank_name: 'HDFC Bank', account_type: 'savings', itr_type: 'ITR' });
    const fee = await as('underwriter').get(`/underwriter/getfeedetails/${loanId}`);
    expect(fee.body.data).toMatchObject({ academic_year: '2026-2027', admission_fee: 10000, other_fee: 5000, transport_fee: 15000, total_fee: 150000 });

    for (const section of REVIEW_SECTIONS_BY_EMPLOYMENT.Salaried) {
      const answer = await as('underwriter').post('/underwriter/setapprovalstatus', { loanid: loanId, documentName: section, approvalStatus: 'Accepted' });
      expect(answer.status, section).toBe(200);
    }
    const summary = await as('underwriter').get(`/underwriter/getapprovalstatus/${loanId}`);
    expect(summary.body.data).toMatchObject({ loanid: loanId, student_details: 'Accepted', borrower_details: 'Accepted', kyc_details: 'Accepted', document_details: 'Accepted', fee_details: 'Accepted' });
    expect((await as('underwriter').post('/underwriter/recommend', { loanid: loanId, remark: 'Stable salary.' })).status).toBe(200);
    expect(await statusOf(pool, loanId)).toBe('recommended');

    // The approver's queue now holds it; the approver picks it up and sanctions.
    const approverQueue = await as('approver').get('/approver/getallloans?pageSize=100');
    expect(approverQueue.body.data.find((r: { loanid: string }) => r.loanid === loanId)).toMatchObject({ underwriter_remarks: 'Stable salary.' });
    expect((await as('approver').post('/approver/assignloan', { loanid: loanId })).status).toBe(200);
    expect((await as('approver').get(`/approver/getkycdetails/${loanId}`)).body.data).toMatchObject({ type: 'electricity', customerid: 'C-1' });
    const sanction = await as('approver').post('/approver/sanction', { loanid: loanId, remark: 'Agreed.' });
    expect(sanction.status, JSON.stringify(sanction.body)).toBe(200);
    await eventually(async () => (await statusOf(pool, loanId)) !== 'recommended');

    const { rows: events } = await pool.query<{ type: string; actor: string }>('SELECT type, actor FROM loan_events WHERE loan_id = $1 ORDER BY id', [loanId]);
    expect(events.filter((e) => e.type === 'assigned').map((e) => e.actor)).toEqual([`underwriter:${ids.underwriter}`, `approver:${ids.approver}`]);
    expect(events.find((e) => e.type === 'recommended')?.actor).toBe(`underwriter:${ids.underwriter}`);
    expect(events.find((e) => e.type === 'sanctioned')?.actor).toBe(`approver:${ids.approver}`);
    await handle.terminate('test finished');
  });

  it('sends a rejected section with its comment to the parent, who sees it and resubmits', async () => {
    const { loanId, borrower, handle } = await loanInReview();
    expect((await as('underwriter').post('/underwriter/assignloan', { loanid: loanId })).status).toBe(200);
    const noComment = await as('underwriter').post('/underwriter/setapprovalstatus', { loanid: loanId, documentName: 'kycDetails', approvalStatus: 'Rejected' });
    expect(noComment.status).toBe(400);
    const rejected = await as('underwriter').post('/underwriter/setapprovalstatus', {
      loanid: loanId, documentName: 'kycDetails', approvalStatus: 'Rejected', comments: 'The electricity bill is older than three months.',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    await eventually(async () => (await statusOf(pool, loanId)) === 'sent_back');

    const parent = await parentToken(borrower.id);
    const sendBacks = await request(app).get('/api/students/getsendbacks').set('Authorization', `Bearer ${parent}`);
    expect(sendBacks.status).toBe(200);
    expect(sendBacks.body.data).toEqual([{ loanid: loanId, section: 'kycDetails', comment: 'The electricity bill is older than three months.' }]);
    const summary = await as('underwriter').get(`/underwriter/getapprovalstatus/${loanId}`);
    expect(summary.body.data).toMatchObject({ kyc_details: 'Rejected', kyc_error: 'The electricity bill is older than three months.' });

    const resubmit = await request(app).put('/api/students/resubmitsection').set('Authorization', `Bearer ${parent}`).send({ loanid: loanId, section: 'kycDetails' });
    expect(resubmit.status, JSON.stringify(resubmit.body)).toBe(200);
    await eventually(async () => (await statusOf(pool, loanId)) !== 'sent_back');
    // The reviewers now read the corrected application (this test parent has no KYC on file); the fee entry stays as submitted.
    const { rows } = await pool.query<{ kyc: unknown; admission: string }>(
      `SELECT application->'kyc' AS kyc, application->'fee'->>'admissionNo' AS admission FROM loan_fee_entries WHERE loan_id = $1`, [loanId]);
    expect(rows[0]).toEqual({ kyc: null, admission: `ADM-${loanId}` });
    await handle.terminate('test finished');
  });

  it('returns an application to its underwriter with the approver\'s remark, shown on the underwriter\'s list', async () => {
    const { loanId, handle } = await loanInReview();
    await as('underwriter').post('/underwriter/assignloan', { loanid: loanId });
    for (const section of REVIEW_SECTIONS_BY_EMPLOYMENT.Salaried) {
      await as('underwriter').post('/underwriter/setapprovalstatus', { loanid: loanId, documentName: section, approvalStatus: 'Accepted' });
    }
    expect((await as('underwriter').post('/underwriter/recommend', { loanid: loanId })).status).toBe(400); // a recommendation carries its reason
    expect((await as('underwriter').post('/underwriter/recommend', { loanid: loanId, remark: 'Looks fine.' })).status).toBe(200);
    expect((await as('approver').post('/approver/assignloan', { loanid: loanId })).status).toBe(200);
    const returned = await as('approver').post('/approver/returntounderwriter', { loanid: loanId, remark: 'Please confirm the employer.' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    await eventually(async () => (await statusOf(pool, loanId)) === 'returned_to_underwriter');
    const mine = await as('underwriter').get('/underwriter/getassignedloans?status=returned_to_underwriter&pageSize=100');
    expect(mine.body.data.find((r: { loanid: string }) => r.loanid === loanId)).toMatchObject({ approver_remarks: 'Please confirm the employer.' });
    await handle.terminate('test finished');
  });

  it('refuses an underwriter on approver calls and an approver on underwriter calls', async () => {
    const { loanId, handle } = await loanInReview();
    expect((await as('underwriter').get('/approver/getallloans')).status).toBe(403);
    expect((await as('underwriter').post('/approver/sanction', { loanid: loanId })).status).toBe(403);
    expect((await as('approver').get(`/underwriter/getstudentdetails/${loanId}`)).status).toBe(403);
    expect((await as('approver').post('/underwriter/recommend', { loanid: loanId, remark: 'x' })).status).toBe(403);
    expect((await request(app).get('/api/underwriter/getloancounts')).status).toBe(401);
    // The approver cannot pick up a loan the underwriter has not recommended.
    expect((await as('approver').post('/approver/assignloan', { loanid: loanId })).status).toBe(409);
    await handle.terminate('test finished');
  });
});
