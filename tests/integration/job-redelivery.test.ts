import { Client, Connection } from '@temporalio/client';
import type { Job } from 'pg-boss';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { createSmsOutboxRepository } from '../../db/repositories/sms-outbox.repository.ts';
import { sealEmail } from '../../db/jobs.ts';
import { createEmailOutboxRepository } from '../../db/repositories/email-outbox.repository.ts';
import { createSendEmailHandler } from '../../worker/jobs/send-email.job.ts';
import { createOutboxEmailProvider } from '../../worker/providers/email.provider.ts';
import { createSendSmsHandler } from '../../worker/jobs/send-sms.job.ts';
import { createStartLoanWorkflowHandler } from '../../worker/jobs/start-loan-workflow.job.ts';
import { createOutboxSmsProvider } from '../../worker/providers/sms.provider.ts';
import { loanWorkflowId } from '../../workflows/loan-application/loan-application.messages.ts';
import { testCipher } from '../support/loan-activities.ts';
import { loanReadyToStart } from '../support/lifecycle.ts';
import { uniquePhone } from '../support/api-client.ts';
import { eventually } from '../support/temporal.ts';

// pg-boss delivers at least once: a job may come twice (a retry after a lost acknowledgement, or a
// batch that failed half-way). Each handler must leave one effect however often it runs.

const pool = createPool(inject('databaseUrl'));
let connection: Connection;
let client: Client;

beforeAll(async () => {
  connection = await Connection.connect({ address: inject('temporalAddress') });
  client = new Client({ connection, namespace: inject('temporalNamespace') });
});
afterAll(async () => {
  await connection.close();
  await pool.end();
});

const job = <T>(data: T): Job<unknown> => ({ id: randomUUID(), name: 'test', data } as unknown as Job<unknown>);

describe('pg-boss handlers delivered more than once', () => {
  it('the loan-start job starts one workflow, whether repeated in a batch or redelivered later', async () => {
    const { loanId, borrower } = await loanReadyToStart(pool);
    const handler = createStartLoanWorkflowHandler({ temporal: client });
    const data = { loanId, borrowerPhone: borrower.phone };
    await handler([job(data), job(data)]);
    await handler([job(data)]);
    // Visibility catches up a moment after a start: wait until the run is listed, then count.
    const runs = await eventually(async () => {
      const found: string[] = [];
      for await (const execution of client.workflow.list({ query: `WorkflowId = '${loanWorkflowId(loanId)}'` })) found.push(execution.runId);
      return found.length > 0 ? found : null;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toHaveLength(1);
    const handleRun = (await client.workflow.getHandle(loanWorkflowId(loanId)).describe()).runId;
    expect(runs).toEqual([handleRun]);
    // Redelivered after the loan's workflow has ended, the job must not start the loan a second time either.
    await client.workflow.getHandle(loanWorkflowId(loanId)).terminate('test finished');
    await handler([job(data)]);
    const latest = await client.workflow.getHandle(loanWorkflowId(loanId)).describe();
    expect(latest.runId).toBe(handleRun);
    expect(latest.status.name).toBe('TERMINATED');
  });

  it('the SMS job delivers one message per key', async () => {
    const phone = `+91${uniquePhone()}`;
    const handler = createSendSmsHandler({ sms: createOutboxSmsProvider(createSmsOutboxRepository(pool)), cipher: testCipher });
    const data = { messageKey: `otp:${randomUUID()}`, to: phone, sealedText: testCipher.encrypt('Your FeeSetu code is 4821.') };
    await handler([job(data), job(data)]);
    await handler([job(data)]);
    const { rows } = await pool.query('SELECT text FROM dev_sms_outbox WHERE to_phone = $1', [phone]);
    expect(rows).toEqual([{ text: 'Your FeeSetu code is 4821.' }]);
  });

  it('the e-mail job delivers one message per key', async () => {
    const to = `parent-${randomUUID().slice(0, 8)}@example.in`;
    const handler = createSendEmailHandler({ email: createOutboxEmailProvider(createEmailOutboxRepository(pool)), cipher: testCipher });
    const data = sealEmail(testCipher, { messageKey: `welcome:${to}`, to, subject: 'Welcome', body: 'Your application is saved.' });
    await handler([job(data), job(data)]);
    await handler([job(data)]);
    const { rows } = await pool.query('SELECT subject, body FROM dev_email_outbox WHERE to_address = $1', [to]);
    expect(rows).toEqual([{ subject: 'Welcome', body: 'Your application is saved.' }]);
  });
});
