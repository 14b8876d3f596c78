import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashStaffPassword } from '../../api/services/staff-auth.service.ts';
import { createPool } from '../../db/pool.ts';
import { apiClient } from '../support/api-client.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

let product: RunningProduct;
let api: ReturnType<typeof apiClient>;
const pool = createPool(inject('databaseUrl'));
let seq = 0;

beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress') });
  api = apiClient(product.baseUrl);
});
afterAll(async () => {
  await product?.stop();
  await pool.end();
});

/** A staff member straight in the database, with a phone no other test uses. */
async function staffMember(role: 'underwriter' | 'approver', password = 'Strong@123') {
  seq += 1;
  const userName = `st${process.pid % 10000}x${seq}`;
  const phone = `+9187${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
  await pool.query(
    `INSERT INTO staff (role, username, password_hash, first_name, last_name, phone, email) VALUES ($1, $2, $3, 'Ravi', 'Kumar', $4, 'r@k.test')`,
    [role, userName, await hashStaffPassword(password), phone],
  );
  return { userName, phone, password };
}

describe('staff sign in with a user name and password', () => {
  it('signs each seeded role in at its own login and returns a working token', async () => {
    for (const [role, userName, password] of [['admin', 'admin', 'Admin@123'], ['approver', 'approver1', 'Approver@123'], ['underwriter', 'underwriter1', 'Underwriter@123']]) {
      const answer = await api.post(`/${role}/login`, { userName, password });
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ userName, role });
      expect(answer.data.authToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    }
    const admin = await api.post('/admin/login', { userName: 'ADMIN', password: 'Admin@123' });
    expect((await api.get('/admin/getprofiledetails', admin.data.authToken)).data.username).toBe('admin');
  });

  it('refuses a role at another role\'s login, and gives unknown user and wrong password the same answer', async () => {
    const elsewhere = await api.post('/approver/login', { userName: 'underwriter1', password: 'Underwriter@123' });
    const unknown = await api.post('/approver/login', { userName: 'nobody-here', password: 'Whatever@1' });
    const wrong = await api.post('/approver/login', { userName: 'approver1', password: 'Wrong@1234' });
    expect(elsewhere).toMatchObject({ status: 401, message: 'Invalid username or password' });
    expect({ status: unknown.status, message: unknown.message }).toEqual({ status: wrong.status, message: wrong.message });
    await pool.query(`UPDATE staff SET failed_attempts = 0, locked_until = NULL WHERE username IN ('approver1', 'underwriter1')`);
  });

  it('validates the form with the specification\'s messages', async () => {
    expect(await api.post('/admin/login', { userName: '', password: 'Admin@123' })).toMatchObject({ status: 400, message: 'userName: Username is required.' });
    expect(await api.post('/underwriter/login', { userName: 'a', password: 'weak' })).toMatchObject({ status: 400, message: 'password: Password should be proper i.e (Abc@123).' });
  });

  it('locks an account for 15 minutes after five wrong passwords, even against the right one', async () => {
    const member = await staffMember('underwriter');
    for (let i = 1; i <= 4; i += 1) expect((await api.post('/underwriter/login', { userName: member.userName, password: 'Wrong@1234' })).status).toBe(401);
    const fifth = await api.post('/underwriter/login', { userName: member.userName, password: 'Wrong@1234' });
    expect(fifth.status).toBe(429);
    expect(fifth.message).toContain('locked for 15 minutes');
    expect((await api.post('/underwriter/login', { userName: member.userName, password: member.password })).status).toBe(429);
    const { rows } = await pool.query(`SELECT locked_until > now() + interval '14 minutes' AS long_enough FROM staff WHERE username = $1`, [member.userName]);
    expect(rows[0].long_enough).toBe(true);
    await pool.query(`UPDATE staff SET locked_until = now() - interval '1 second' WHERE username = $1`, [member.userName]);
    expect((await api.post('/underwriter/login', { userName: member.userName, password: member.password })).status).toBe(200);
  });

  it('logs out on the server', async () => {
    const { data } = await api.post('/approver/login', { userName: 'approver1', password: 'Approver@123' });
    expect((await api.post('/approver/logout', {}, data.authToken)).status).toBe(200);
    expect((await api.post('/approver/logout', {}, data.authToken)).status).toBe(401);
  });
});

describe('staff reset their password with a code sent to their mobile', () => {
  it('answers a reset request the same for a staff number and any other number', async () => {
    const member = await staffMember('approver');
    const a = await api.post('/approver/forgetpassword', { phoneNo: member.phone.slice(3) });
    const b = await api.post('/approver/forgetpassword', { phoneNo: '9999999990' });
    expect(a.status).toBe(200);
    expect({ status: a.status, message: a.message }).toEqual({ status: b.status, message: b.message });
    expect(await api.latestOtp(member.phone)).toMatch(/^[1-9][0-9]{3}$/);
    expect(await api.outboxCount('+919999999990')).toBe(0);
  });

  it('sets the new password with the code, signs the person in, and ends their other sessions', async () => {
    const member = await staffMember('underwriter');
    const old = await api.post('/underwriter/login', { userName: member.userName, password: member.password });
    expect(old.status).toBe(200);
    await api.post('/underwriter/forgetpassword', { phoneNo: member.phone });
    const otp = await api.latestOtp(member.phone);
    const reset = await api.post('/underwriter/resetpassword', { phoneNo: member.phone, otp, password: 'Fresh@2026' });
    expect(reset.status).toBe(200);
    expect(reset.data.userName).toBe(member.userName);
    expect((await api.post('/underwriter/logout', {}, old.data.authToken)).status).toBe(401);
    expect((await api.post('/underwriter/login', { userName: member.userName, password: member.password })).status).toBe(401);
    expect((await api.post('/underwriter/login', { userName: member.userName, password: 'Fresh@2026' })).status).toBe(200);
  });

  it('refuses a wrong code and a reset at another role\'s door', async () => {
    const member = await staffMember('approver');
    await api.post('/underwriter/forgetpassword', { phoneNo: member.phone });
    expect(await api.outboxCount(member.phone)).toBe(0);
    await api.post('/approver/forgetpassword', { phoneNo: member.phone });
    const otp = await api.latestOtp(member.phone);
    const wrong = otp === '1234' ? '4321' : '1234';
    expect((await api.post('/approver/resetpassword', { phoneNo: member.phone, otp: wrong, password: 'Fresh@2026' })).status).toBe(400);
    expect((await api.post('/underwriter/resetpassword', { phoneNo: member.phone, otp, password: 'Fresh@2026' })).status).toBe(400);
  });
});
