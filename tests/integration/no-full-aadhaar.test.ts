import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findAadhaarNumbers, isValidAadhaar } from '../../domain/identifiers/aadhaar.ts';
import { createPool } from '../../db/pool.ts';
import { apiClient } from '../support/api-client.ts';
import { consent, pdf, registerParent, upload } from '../support/application-fixtures.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

// UIDAI's rule: a full Aadhaar number is never kept. A parent uploads a scan that shows one;
// afterwards no table, no log line and no workflow history holds a 12-digit number that passes
// the Aadhaar check digit.
const FULL_AADHAAR = '2341 2341 2346';

// Random identifiers and digests are not numbers anyone wrote down: the last group of a UUID, or a run
// of digits inside a hex digest, passes the check by chance now and then (one in a few thousand ids).
// They are blanked before the scan; a number stored as digits, anywhere else, is still found.
const RANDOM_TOKENS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?<![0-9a-z])[0-9a-f]{32,}(?![0-9a-z])/gi;
const aadhaarNumbersIn = (text: string) => findAadhaarNumbers(text.replace(RANDOM_TOKENS, '<random>'));

let product: RunningProduct;
let borrowerId = '';
const pool = createPool(inject('databaseUrl'));

beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress'), captureLogs: true, extraEnv: { LOG_LEVEL: 'info' } });
  const api = apiClient(product.baseUrl);
  const { token, phone } = await registerParent(api);
  borrowerId = (await pool.query<{ id: string }>('SELECT id FROM borrowers WHERE phone = $1', [phone])).rows[0]!.id;
  await consent(api, token, 'kyc');
  const refused = await upload(product.baseUrl, 'POST', '/verification/kycocr', { name: 'aadhaar.pdf', bytes: pdf(`Aadhaar ${FULL_AADHAAR}`) }, token, { kyctype: 'aadhar' });
  expect(refused.status).toBe(400);
  await upload(product.baseUrl, 'POST', '/verification/kycocr', { name: 'aadhaar.pdf', bytes: pdf('XXXX XXXX 2346') }, token, { kyctype: 'aadhar' });
});
afterAll(async () => {
  await product?.stop();
  await pool.end();
});

describe('no full Aadhaar number anywhere', () => {
  it('uses a number that really passes the Aadhaar check, so the scan can find it', () => {
    expect(isValidAadhaar(FULL_AADHAAR.replaceAll(' ', ''))).toBe(true);
    expect(findAadhaarNumbers(`x ${FULL_AADHAAR} y`)).toHaveLength(1);
    // What the scans blank is only random ids and digests: the number itself, beside one, is still found.
    expect(aadhaarNumbersIn(`00000000-0000-4000-8000-470520990123 ${FULL_AADHAAR} ${'ab'.repeat(16)}470520990123`)).toHaveLength(1);
    expect(aadhaarNumbersIn('{"aadhaar": "234123412346", "id": "7f3e0c2a-1b4d-4e5f-9a8b-470520990123"}').map((hit) => hit.digits)).toEqual(['234123412346']);
  });

  it('is not in any table of the database, pg-boss jobs included', async () => {
    const { rows: tables } = await pool.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'`);
    const found: string[] = [];
    for (const table of tables) {
      const { rows } = await pool.query<{ row: string }>(`SELECT t::text AS row FROM "${table.schema}"."${table.name}" t`);
      for (const { row } of rows) for (const hit of aadhaarNumbersIn(row)) found.push(`${table.schema}.${table.name}: ${hit.text}`);
    }
    expect(found).toEqual([]);
  });

  it('is not in the logs of the API and the worker', () => {
    expect(product.logs().length).toBeGreaterThan(0);
    expect(aadhaarNumbersIn(product.logs())).toEqual([]);
  });

  // This parent's workflows carried the upload; other test files' workflows hold random numbers of
  // their own, which now and then pass the check digit by chance.
  it("is not in the history of any workflow that handled the parent's document", async () => {
    const connection = await Connection.connect({ address: inject('temporalAddress') });
    const client = new Client({ connection, namespace: inject('temporalNamespace') });
    const found: string[] = [];
    let scanned = 0;
    for await (const execution of client.workflow.list()) {
      if (!execution.workflowId.includes(borrowerId)) continue;
      const history = await client.workflow.getHandle(execution.workflowId, execution.runId).fetchHistory();
      // Payloads are base64 JSON: decode them before looking.
      const text = JSON.stringify(history, (_key, value) => (value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : value));
      for (const hit of aadhaarNumbersIn(text)) found.push(`${execution.workflowId}: ${hit.text}`);
      scanned += 1;
    }
    await connection.close();
    expect(scanned).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});
