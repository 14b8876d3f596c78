import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { apiClient, uniquePhone } from '../support/api-client.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

let product: RunningProduct;
let api: ReturnType<typeof apiClient>;
const pool = createPool(inject('databaseUrl'));

beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress') });
  api = apiClient(product.baseUrl);
});
afterAll(async () => {
  await product?.stop();
  await pool.end();
});

async function register(phone: string) {
  const before = await api.outboxCount(`+91${phone}`);
  expect((await api.post('/users/sendphoneotp', { phoneNo: phone })).status).toBe(200);
  const otp = await api.latestOtp(`+91${phone}`, before);
  return api.post('/users/registeruser', { firstName: 'Asha', middleName: '', lastName: 'Verma', phoneNo: `+91${phone}`, otp, termAndConditions: true });
}

describe('parents sign up and log in with an OTP', () => {
  it('registers with the code from the SMS, records the consent, and returns a working token', async () => {
    const phone = uniquePhone();
    const answer = await register(phone);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ userName: 'Asha Verma', phoneNo: `+91${phone}` });
    expect(answer.data.authToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const { rows } = await pool.query(
      `SELECT c.kind, c.text_version FROM consents c JOIN borrowers b ON b.id = c.borrower_id WHERE b.phone = $1`, [`+91${phone}`]);
    expect(rows).toEqual([{ kind: 'terms_and_privacy', text_version: '2026-11' }]);
  });

  it('logs out on the server: the same token is refused afterwards', async () => {
    const { data } = await register(uniquePhone());
    expect((await api.post('/users/logout', {}, data.authToken)).status).toBe(200);
    expect((await api.post('/users/logout', {}, data.authToken)).status).toBe(401);
  });

  it('logs a registered parent in with a login code', async () => {
    const phone = uniquePhone();
    await register(phone);
    await pool.query(`UPDATE otp_challenges SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [`+91${phone}`]);
    expect((await api.post('/users/sendphoneotplogin', { phoneNo: phone })).status).toBe(200);
    const otp = await api.latestOtp(`+91${phone}`, 1);
    const answer = await api.post('/users/loginuser', { phoneNo: phone, otp });
    expect(answer.status).toBe(200);
    expect(answer.data.userName).toBe('Asha Verma');
  });

  it('keeps only a hash of the code', async () => {
    const phone = uniquePhone();
    await api.post('/users/sendphoneotp', { phoneNo: phone });
    const otp = await api.latestOtp(`+91${phone}`);
    const { rows } = await pool.query('SELECT code_hash FROM otp_challenges WHERE phone = $1', [`+91${phone}`]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].code_hash).not.toContain(otp);
  });

  it('says a wrong code is wrong, and refuses every try after the fifth wrong one, even the right code', async () => {
    const phone = uniquePhone();
    await api.post('/users/sendphoneotp', { phoneNo: phone });
    const otp = await api.latestOtp(`+91${phone}`);
    const wrong = otp === '1234' ? '4321' : '1234';
    const body = (code: string) => ({ firstName: 'Asha', lastName: 'Verma', phoneNo: phone, otp: code, termAndConditions: true });
    const first = await api.post('/users/registeruser', body(wrong));
    expect(first).toMatchObject({ status: 400, message: 'The OTP is incorrect. Please check the code and try again.' });
    for (let i = 2; i <= 4; i += 1) expect((await api.post('/users/registeruser', body(wrong))).status).toBe(400);
    expect((await api.post('/users/registeruser', body(wrong))).status).toBe(429);
    const sixth = await api.post('/users/registeruser', body(otp));
    expect(sixth).toMatchObject({ status: 429, message: 'Too many wrong attempts. Please request a new OTP.' });
  });

  it('refuses an expired code', async () => {
    const phone = uniquePhone();
    await api.post('/users/sendphoneotp', { phoneNo: phone });
    const otp = await api.latestOtp(`+91${phone}`);
    await pool.query(`UPDATE otp_challenges SET expires_at = now() - interval '1 second' WHERE phone = $1`, [`+91${phone}`]);
    const answer = await api.post('/users/registeruser', { firstName: 'Asha', lastName: 'Verma', phoneNo: phone, otp, termAndConditions: true });
    expect(answer).toMatchObject({ status: 400, message: 'The OTP has expired. Please request a new one.' });
  });

  it('throttles resends to one a minute and five an hour per number', async () => {
    const phone = uniquePhone();
    expect((await api.post('/users/sendphoneotp', { phoneNo: phone })).status).toBe(200);
    const again = await api.post('/users/sendphoneotp', { phoneNo: phone });
    expect(again).toMatchObject({ status: 429, message: 'Please wait a minute before asking for another OTP.' });
    for (let i = 0; i < 4; i += 1) {
      await pool.query(`UPDATE otp_challenges SET created_at = created_at - interval '61 seconds' WHERE phone = $1`, [`+91${phone}`]);
      expect((await api.post('/users/sendphoneotp', { phoneNo: phone })).status).toBe(200);
    }
    await pool.query(`UPDATE otp_challenges SET created_at = created_at - interval '61 seconds' WHERE phone = $1`, [`+91${phone}`]);
    expect((await api.post('/users/sendphoneotp', { phoneNo: phone })).status).toBe(429);
  });

  it('answers a code request the same way for a registered and an unregistered number', async () => {
    const known = uniquePhone();
    await register(known);
    await pool.query(`UPDATE otp_challenges SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [`+91${known}`]);
    const unknown = uniquePhone();
    const a = await api.post('/users/sendphoneotplogin', { phoneNo: known });
    const b = await api.post('/users/sendphoneotplogin', { phoneNo: unknown });
    expect({ status: a.status, message: a.message }).toEqual({ status: b.status, message: b.message });
  });

  it('tells the holder of an unregistered number to register, and of a registered one to log in', async () => {
    const unknown = uniquePhone();
    await api.post('/users/sendphoneotplogin', { phoneNo: unknown });
    const login = await api.post('/users/loginuser', { phoneNo: unknown, otp: await api.latestOtp(`+91${unknown}`) });
    expect(login).toMatchObject({ status: 404, message: 'There is no account for this mobile number. Please register first.' });

    const known = uniquePhone();
    await register(known);
    await pool.query(`UPDATE otp_challenges SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [`+91${known}`]);
    const second = await register(known);
    expect(second).toMatchObject({ status: 409, message: 'This mobile number is already registered. Please log in instead.' });
  });

  it('names the field in a validation error', async () => {
    const answer = await api.post('/users/registeruser', { firstName: 'Asha1', lastName: 'Verma', phoneNo: '98', otp: '0123', termAndConditions: false });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('firstName: Enter alphabet characters only.');
  });
});
