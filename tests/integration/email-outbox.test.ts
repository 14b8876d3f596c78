import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBoss } from '../../db/boss.ts';
import { sealEmail, sendEmailJob, sendInTransaction } from '../../db/jobs.ts';
import { createPool, inTransaction } from '../../db/pool.ts';
import { TEST_DATA_KEY, testCipher } from '../support/loan-activities.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

// E-mail leaves a transaction like SMS does: a `sendEmailJob` queued with the data it belongs to, sent by
// the worker through the configured provider (here the development outbox), read back through the API.

const pool = createPool(inject('databaseUrl'), 2);
let boss: PgBoss;
let product: RunningProduct;

beforeAll(async () => {
  boss = await startBoss(inject('databaseUrl'), { supervise: false, onError: () => {} });
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress'), extraEnv: { DATA_ENCRYPTION_KEY: TEST_DATA_KEY } });
});
afterAll(async () => {
  await product?.stop();
  await boss?.stop({ graceful: false });
  await pool.end();
});

async function inbox(to: string, atLeast: number): Promise<any[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${product.baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { data } = (await response.json()) as { data: any[] };
    if (data.length >= atLeast) return data;
    if (Date.now() > deadline) throw new Error(`no e-mail reached the outbox for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('e-mail through the outbox job', () => {
  it('delivers a message queued in a transaction, with its attachment, once per message key', async () => {
    const to = `accounts-${randomUUID().slice(0, 8)}@school.example.in`;
    const advice = Buffer.from('loan,amount\nFS00000001,125000.00\n');
    const payload = sealEmail(testCipher, {
      messageKey: `test-advice:${to}`, to, subject: 'Disbursement advice', body: 'We have paid ₹1,25,000 to your account.',
      attachments: [{ filename: 'advice.csv', contentType: 'text/csv', content: advice }],
    });
    // The job payload keeps neither the body nor the attachment in clear.
    expect(JSON.stringify(payload)).not.toContain('1,25,000');
    expect(JSON.stringify(payload)).not.toContain('FS00000001');

    await inTransaction(pool, (client) => sendInTransaction(boss, client, sendEmailJob, payload));
    await inTransaction(pool, (client) => sendInTransaction(boss, client, sendEmailJob, payload));
    const [message] = await inbox(to, 1);
    expect(message).toMatchObject({
      to, subject: 'Disbursement advice', text: 'We have paid ₹1,25,000 to your account.',
      attachments: [{ filename: 'advice.csv', contentType: 'text/csv', size: advice.length, contentBase64: advice.toString('base64') }],
    });
    // The second job with the same key has had time to run: still one message.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await inbox(to, 1)).toHaveLength(1);
  });

  it('is not queued when the transaction rolls back', async () => {
    const to = `parent-${randomUUID().slice(0, 8)}@example.in`;
    await expect(inTransaction(pool, async (client) => {
      await sendInTransaction(boss, client, sendEmailJob, sealEmail(testCipher, { messageKey: `test:${to}`, to, subject: 'Hello', body: 'Never sent' }));
      throw new Error('the business write failed');
    })).rejects.toThrow('the business write failed');
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'to' = $2`, [sendEmailJob.name, to]);
    expect(rows[0].n).toBe(0);
  });

  it('names the bad field of an outbox query', async () => {
    const response = await fetch(`${product.baseUrl}/api/dev/outbox?channel=email&to=not-an-address`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^to: /);
  });

  it('refuses a payload with a bad address before it is queued', () => {
    expect(() => sealEmail(testCipher, { messageKey: 'k', to: 'nobody', subject: 's', body: 'b' })).toThrow();
  });
});
