import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createApiServices, type ApiServices } from '../../api/services.ts';
import type { Pool } from '../../db/pool.ts';
import { generateSecrets } from '../../scripts/dev/local-secrets.ts';
import { useLoanWorker } from './loan-worker.ts';

type Reviewer = 'underwriter' | 'approver';
const SIGN_INS: [Reviewer, string, string][] = [['underwriter', 'underwriter1', 'Underwriter@123'], ['approver', 'approver1', 'Approver@123']];

/**
 * A test file's back office: the loan worker, the API in-process on the file's own Temporal task queue,
 * both seeded reviewers signed in, and the loans the file started terminated when it ends.
 * Call it at the top of the file; the getters answer once the file's tests have begun.
 */
export function useReviewerApp(pool: Pool) {
  const loanWorker = useLoanWorker(pool);
  const secrets = generateSecrets();
  const tokens: Partial<Record<Reviewer, string>> = {};
  const started: { terminate: (reason: string) => Promise<unknown> }[] = [];
  let services: ApiServices | undefined;
  let app: ReturnType<typeof createApp> | undefined;

  beforeAll(async () => {
    services = createApiServices({
      pool, boss: loanWorker.boss, authRateLimit: 1000, temporal: loanWorker.temporal.client,
      secrets: { sessionSecret: secrets.SESSION_SECRET, otpPepper: secrets.OTP_PEPPER, dataEncryptionKey: secrets.DATA_ENCRYPTION_KEY },
    });
    app = createApp({ log: pino({ level: 'silent' }), probes: { database: async () => true, temporal: async () => true }, services, devTools: false });
    for (const [role, userName, password] of SIGN_INS) {
      const answer = await request(app).post(`/api/${role}/login`).send({ userName, password });
      expect(answer.status, `${role} login`).toBe(200);
      tokens[role] = answer.body.data.authToken as string;
    }
  });
  // Registered after the worker's own hooks, so it runs before the worker stops.
  afterAll(async () => {
    await Promise.all(started.map((h) => h.terminate('test finished').catch(() => undefined)));
  });

  const live = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the reviewer app is used before the tests began');
    return value;
  };
  return {
    temporal: loanWorker.temporal,
    get boss() { return loanWorker.boss; },
    get services() { return live(services); },
    get app() { return live(app); },
    secrets,
    /** Calls as a signed-in reviewer. */
    as: (role: Reviewer) => ({
      get: (path: string) => request(live(app)).get(`/api${path}`).set('Authorization', `Bearer ${tokens[role]}`),
      post: (path: string, body: object) => request(live(app)).post(`/api${path}`).set('Authorization', `Bearer ${tokens[role]}`).send(body),
    }),
    /** A workflow the file started, ended with the file. */
    track<H extends { terminate: (reason: string) => Promise<unknown> }>(handle: H): H {
      started.push(handle);
      return handle;
    },
  };
}
