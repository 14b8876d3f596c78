import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { apiClient, uniquePhone } from '../support/api-client.ts';
import { apiRoutes } from '../support/routes.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

// Every JSON write route, public or a parent's, gets malformed, oversized and hostile bodies: the
// answer is a 4xx naming what is wrong, never a 500, and the parent's stored data does not change.
// Uploads (multipart) and staff routes are exercised by their own tests.
const MULTIPART = /uploadprofilepic|uploadbankstatement|uploadsalaryslip|uploadform16|kycocr|uploadaadhar/;
const STAFF = /^\/api\/(admin|underwriter|approver)\/|^\/api\/verification\/getscorecard$/;
const SIGN_OUT = /logout$/;

const hostileText = fc.oneof(
  fc.constantFrom("' OR '1'='1", "1; DROP TABLE loans; --", '<script>alert(1)</script>', '../../etc/passwd', '\u0000', '𝔉𝔢𝔢 ✓ ₹१२३', '{{7*7}}', '${jndi:ldap://x}'),
  fc.string({ maxLength: 40 }),
);
const wrongValue = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 3 }));
/** A body that cannot be valid for any route: a forbidden extra field always rides along. */
const hostileBody = fc.record({
  extra: fc.constantFrom('status', 'loan_status', 'role', 'isAdmin', 'annual_rate_bp', '__proto__x'),
  extraValue: wrongValue,
  fields: fc.dictionary(fc.constantFrom('phoneNo', 'otp', 'firstName', 'email', 'dob', 'pan', 'emiDetails', 'feeDetails', 'studentdetails', 'data', 'panNumber', 'gstIn'), wrongValue, { maxKeys: 6 }),
}).map(({ extra, extraValue, fields }) => ({ ...fields, [extra]: extraValue }));
const notAnObject = fc.oneof(fc.constant('[]'), fc.constant('"text"'), fc.constant('42'), fc.constant('null'), fc.constant('{"a":'), fc.constant('\u0000'));

let product: RunningProduct;
let writeRoutes: { method: string; path: string }[] = [];
let token = '';
let borrowerId = '';
const pool = createPool(inject('databaseUrl'));

beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress') });
  writeRoutes = (await apiRoutes(inject('databaseUrl'), inject('temporalAddress')))
    .filter((r) => (r.method === 'POST' || r.method === 'PUT') && !MULTIPART.test(r.path) && !STAFF.test(r.path) && !SIGN_OUT.test(r.path));
  const api = apiClient(product.baseUrl);
  const phone = uniquePhone();
  await api.post('/users/sendphoneotp', { phoneNo: phone });
  const answer = await api.post('/users/registeruser', { firstName: 'Hostile', lastName: 'Tester', phoneNo: phone, otp: await api.latestOtp(`+91${phone}`), termAndConditions: true });
  token = answer.data.authToken;
  borrowerId = (await pool.query<{ id: string }>('SELECT id FROM borrowers WHERE phone = $1', [`+91${phone}`])).rows[0]!.id;
});
afterAll(async () => {
  await product?.stop();
  await pool.end();
});

/** Everything stored about the parent, as one fingerprint. */
async function fingerprint(): Promise<string> {
  const { rows } = await pool.query<{ tables: string }>(
    `SELECT md5(concat_ws('|',
       (SELECT string_agg(t::text, ',') FROM borrowers t WHERE id = $1),
       (SELECT string_agg(t::text, ',') FROM borrower_profiles t WHERE borrower_id = $1),
       (SELECT string_agg(t::text, ',') FROM borrower_addresses t WHERE borrower_id = $1),
       (SELECT string_agg(t::text, ',') FROM students t WHERE borrower_id = $1),
       (SELECT string_agg(t::text, ',') FROM loans t WHERE borrower_id = $1),
       (SELECT count(*)::text FROM consents WHERE borrower_id = $1))) AS tables`, [borrowerId]);
  return rows[0]!.tables;
}

async function send(method: string, path: string, body: string) {
  const response = await fetch(`${product.baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body });
  return { status: response.status, message: ((await response.json().catch(() => ({}))) as { message?: string }).message ?? '' };
}

describe('hostile input on every JSON write route', () => {
  it('finds the write routes to attack', () => {
    expect(writeRoutes.length).toBeGreaterThan(15);
  });

  it('answers a 4xx naming the field for bodies with forbidden extra fields and wrong types, and changes nothing', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    await fc.assert(fc.asyncProperty(fc.constantFrom(...writeRoutes), hostileBody, async (route, body) => {
      const answer = await send(route.method, route.path, JSON.stringify(body));
      const ok = answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 403 && /\w+(\.\w+)*: /.test(answer.message);
      if (!ok) failures.push(`${route.method} ${route.path} → ${answer.status} "${answer.message}" for ${JSON.stringify(body).slice(0, 200)}`);
      return ok;
    }), { numRuns: 150 });
    expect(failures).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses bodies that are not JSON objects, and oversized bodies, with a 4xx and never a 500', async () => {
    const huge = JSON.stringify({ firstName: 'x'.repeat(1024 * 1024) });
    for (const route of writeRoutes) {
      for (const body of [...fc.sample(notAnObject, 6), huge]) {
        const answer = await send(route.method, route.path, body);
        expect(answer.status, `${route.method} ${route.path} with ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${route.method} ${route.path} with ${body.slice(0, 20)}`).toBeLessThan(500);
      }
    }
  });
});
