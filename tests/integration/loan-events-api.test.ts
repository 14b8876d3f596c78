import { pino } from 'pino';
import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { DomainError } from '../../api/errors.ts';
import { createApiServices } from '../../api/services.ts';
import { createPool } from '../../db/pool.ts';
import { generateSecrets } from '../../scripts/dev/local-secrets.ts';
import { createLoanRecordsActivities } from '../../worker/activities/loan-records.activities.ts';
import { decideSection, getLoanStatus } from '../../workflows/loan-application/loan-application.messages.ts';
import { createBorrower, createLoan } from '../support/fixtures.ts';
import { useLoanWorker } from '../support/loan-worker.ts';
import { loanReadyToStart, startLoan, statusOf } from '../support/lifecycle.ts';
import { eventually } from '../support/temporal.ts';

const pool = createPool(inject('databaseUrl'));
const loanWorker = useLoanWorker(pool);
const { temporal } = loanWorker;
let services: ReturnType<typeof createApiServices>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const secrets = generateSecrets();
  services = createApiServices({
    pool, boss: loanWorker.boss, authRateLimit: 1000, temporal: temporal.client,
    secrets: { sessionSecret: secrets.SESSION_SECRET, otpPepper: secrets.OTP_PEPPER, dataEncryptionKey: secrets.DATA_ENCRYPTION_KEY },
  });
  app = createApp({ log: pino({ level: 'silent' }), probes: { database: async () => true, temporal: async () => true }, services, devTools: false });
});

async function staffToken(role: 'underwriter' | 'approver' | 'admin', userName: string, password: string): Promise<string> {
  const answer = await request(app).post(`/api/${role}/login`).send({ userName, password });
  expect(answer.status, `${role} login`).toBe(200);
  return answer.body.data.authToken as string;
}

describe('a loan\'s history for the back office: GET /api/loans/:loanId/events', () => {
  it('lists every transition oldest first, with who made it, what it carried and when', async () => {
    const borrower = await createBorrower(pool);
    const loanId = await createLoan(pool, borrower.id);
    const { recordTransition } = createLoanRecordsActivities({ pool });
    await recordTransition({ loanId, toStatus: 'verifying', eventType: 'verification_started', actor: 'system', payload: {}, dedupeKey: `${loanId}:1` });
    await recordTransition({ loanId, toStatus: 'under_review', eventType: 'section_accepted', actor: 'underwriter:u-7', payload: { section: 'kycDetails' }, dedupeKey: `${loanId}:2` });

    const token = await staffToken('underwriter', 'underwriter1', 'Underwriter@123');
    const answer = await request(app).get(`/api/loans/${loanId}/events`).set('Authorization', `Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Loan history');
    expect(answer.body.data.map((e: { type: string; actor: string; payload: unknown }) => [e.type, e.actor, e.payload])).toEqual([
      ['verification_started', 'system', {}],
      ['section_accepted', 'underwriter:u-7', { section: 'kycDetails' }],
    ]);
    expect(Date.parse(answer.body.data[0].createdAt)).not.toBeNaN();
    expect(answer.body.data[0].id).toBeLessThan(answer.body.data[1].id);
  });

  it('is for staff only, answers 404 for a loan that does not exist and 400 for something that is not a loan number', async () => {
    const borrower = await createBorrower(pool);
    const loanId = await createLoan(pool, borrower.id);
    expect((await request(app).get(`/api/loans/${loanId}/events`)).status).toBe(401);
    const admin = await staffToken('admin', 'admin', 'Admin@123');
    const missing = await request(app).get('/api/loans/FS99999999/events').set('Authorization', `Bearer ${admin}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('There is no loan FS99999999.');
    const malformed = await request(app).get('/api/loans/1%20OR%201=1/events').set('Authorization', `Bearer ${admin}`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/loanId/);
  });

  it('shows what the loan\'s workflow wrote, and a decision the workflow refuses comes back as a 409 with its reason', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handle = await startLoan(temporal.client, temporal.taskQueue, loanId, borrower.phone);
    await eventually(async () => (await statusOf(pool, loanId)) === 'ready_for_review');
    const approver = await staffToken('approver', 'approver1', 'Approver@123');
    const answer = await request(app).get(`/api/loans/${loanId}/events`).set('Authorization', `Bearer ${approver}`);
    expect(answer.body.data.map((e: { type: string }) => e.type)).toEqual(['verification_started', 'verifications_completed', 'ready_for_review']);

    const refused = await services.loanWorkflow
      .update(loanId, decideSection, { role: 'underwriter', reviewerId: 'someone', section: 'kycDetails', status: 'Rejected' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'conflict', message: 'A comment is required to reject a section.' });
    // A refused update never entered history: the loan stands where it stood.
    expect(await services.loanWorkflow.query(loanId, getLoanStatus)).toBe('ready_for_review');
    await handle.terminate('test finished');
    const closed = await services.loanWorkflow
      .update(loanId, decideSection, { role: 'underwriter', reviewerId: 'someone', section: 'kycDetails', status: 'Accepted' })
      .catch((error: unknown) => error);
    expect(closed).toMatchObject({ code: 'conflict' });
  });
});
