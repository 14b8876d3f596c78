import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { apiClient } from '../support/api-client.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

let product: RunningProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
const pool = createPool(inject('databaseUrl'));
const tag = `t${process.pid % 10000}`;
let seq = 0;

beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress') });
  api = apiClient(product.baseUrl);
  admin = (await api.post('/admin/login', { userName: 'admin', password: 'Admin@123' })).data.authToken;
});
afterAll(async () => {
  await product?.stop();
  await pool.end();
});

function newStaff(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    firstName: 'Kavya', middleName: '', lastName: `Rao${String.fromCharCode(96 + seq)}`, userName: `${tag}u${seq}`, password: 'Kavya@2026',
    phoneNo: `+9186${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`, emailId: 'kavya@example.in', panNo: 'ABCPK1234K',
    ...overrides,
  };
}

async function upload(userName: string, bytes: Buffer, name: string, token = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${product.baseUrl}/api/admin/uploadaadhar/${userName}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, ...((await response.json()) as { message: string }) };
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('the administrator portal API', () => {
  it('is for the administrator only: no token is 401, another role is 403', async () => {
    const approver = (await api.post('/approver/login', { userName: 'approver1', password: 'Approver@123' })).data.authToken;
    for (const [method, route] of [['GET', '/admin/getdashboarddetails'], ['GET', '/admin/getapprover'], ['GET', '/admin/getborrowerdetails'], ['GET', '/admin/getschool'], ['PUT', '/admin/deleteapprover/approver1'], ['POST', '/admin/addschool']] as const) {
      const call = method === 'GET' ? api.get(route) : method === 'PUT' ? api.put(route, {}) : api.post(route, {});
      expect((await call).status).toBe(401);
      const asApprover = method === 'GET' ? api.get(route, approver) : method === 'PUT' ? api.put(route, {}, approver) : api.post(route, {}, approver);
      expect((await asApprover).status).toBe(403);
    }
  });

  it('creates an underwriter who can then sign in, with the PAN sealed and shown masked', async () => {
    const person = newStaff();
    const created = await api.post('/admin/addunderwriter', person, admin);
    expect(created).toMatchObject({ message: 'Underwriter added successfully', data: { status: 1, userName: person.userName } });
    const { rows } = await pool.query('SELECT pan_sealed, pan_last4, password_hash FROM staff WHERE username = $1', [person.userName]);
    expect(rows[0].pan_sealed).not.toContain('ABCPK');
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const list = await api.get(`/admin/getunderwriter?search=${encodeURIComponent(`Kavya ${person.lastName}`)}`, admin);
    expect(list.data).toEqual([{ name: `Kavya ${person.lastName}`, userName: person.userName, phoneNo: person.phoneNo, aadharNo: 'Not uploaded', panNo: 'XXXXXX234K' }]);
    expect((await api.post('/underwriter/login', { userName: person.userName, password: person.password })).status).toBe(200);
    expect((await api.post('/admin/addunderwriter', { ...newStaff(), userName: person.userName.toUpperCase() }, admin))).toMatchObject({ status: 409, message: 'Username already exists' });
  });

  it('validates a new approver with the specification\'s messages', async () => {
    expect(await api.post('/admin/addapprover', newStaff({ phoneNo: '12345' }), admin)).toMatchObject({ status: 400, message: 'phoneNo: Mobile No should be proper.' });
    expect(await api.post('/admin/addapprover', newStaff({ panNo: 'abc' }), admin)).toMatchObject({ status: 400, message: 'panNo: Invalid PAN Number.' });
    expect(await api.post('/admin/addunderwriter', newStaff({ phoneNo: '12345' }), admin)).toMatchObject({ status: 400, message: 'phoneNo: Invalid Mobile number.' });
  });

  it('stores the Aadhaar scan on the new staff member, encrypted, under a server-made name, and refuses other content', async () => {
    const person = newStaff();
    await api.post('/admin/addapprover', person, admin);
    expect(await upload(person.userName, Buffer.from('MZ this is an executable'), 'card.pdf')).toMatchObject({ status: 400, message: 'Only pdf, jpg, jpeg and png files are allowed' });
    expect((await upload(person.userName, Buffer.alloc(3 * 1024 * 1024, 1), 'big.pdf')).status).toBe(400);
    expect(await upload(person.userName, PDF, 'card.pdf')).toMatchObject({ status: 200 });
    const { rows } = await pool.query('SELECT aadhaar_file_key FROM staff WHERE username = $1', [person.userName]);
    const key: string = rows[0].aadhaar_file_key;
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.enc$/);
    const stored = await readFile(path.resolve('.data/uploads', key));
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    const { rows: admins } = await pool.query(`SELECT aadhaar_file_key FROM staff WHERE username = 'admin'`);
    expect(admins[0].aadhaar_file_key).toBeNull();
    const list = await api.get(`/admin/getapprover?search=${person.userName}`, admin);
    expect(list.data[0].aadharNo).toBe('XXXX XXXX XXXX (card on file)');
    expect(await readdir(path.resolve('.data/uploads', key.slice(0, 2)))).toContain(key.slice(3));
    const back = await fetch(`${product.baseUrl}/api/admin/getaadhar/${person.userName}`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(back.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await back.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await fetch(`${product.baseUrl}/api/admin/getaadhar/${person.userName}`)).status).toBe(401);
  });

  it('soft-deletes an approver: their session ends, they cannot sign in, and the list no longer shows them', async () => {
    const person = newStaff();
    await api.post('/admin/addapprover', person, admin);
    const session = (await api.post('/approver/login', { userName: person.userName, password: person.password })).data.authToken;
    expect((await api.put(`/admin/deleteapprover/${person.userName}`, {}, admin)).status).toBe(200);
    expect((await api.post('/approver/logout', {}, session)).status).toBe(401);
    expect((await api.post('/approver/login', { userName: person.userName, password: person.password })).status).toBe(401);
    expect(((await api.get(`/admin/getapprover?search=${person.userName}`, admin)) as any).total).toBe(0);
    expect((await api.put(`/admin/deleteapprover/${person.userName}`, {}, admin)).status).toBe(404);
    expect((await api.put('/admin/deleteunderwriter/approver1', {}, admin)).status).toBe(404);
  });

  it('pages and searches the lists on the server', async () => {
    for (let i = 0; i < 3; i += 1) await api.post('/admin/addunderwriter', newStaff({ firstName: 'Pagina' }), admin);
    const first: any = await api.get('/admin/getunderwriter?search=Pagina&page=1&pageSize=2', admin);
    const second = await api.get('/admin/getunderwriter?search=Pagina&page=2&pageSize=2', admin);
    expect(first.total).toBe(3);
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(1);
    expect(new Set([...first.data, ...second.data].map((r: any) => r.userName)).size).toBe(3);
    expect((await api.get('/admin/getunderwriter?pageSize=1000', admin)).status).toBe(400);
  });

  it('adds a school with the specification\'s rules and lists it by name', async () => {
    const school = { firstName: 'Neha', middleName: '', lastName: 'Shah', emailId: 'neha@school.in', phoneNo: '9812345678', schoolName: `Green Valley ${tag}`,
      schoolAddress: 'MG Road, Pune', branchName: 'Aundh', region: 'West', pincode: '411007' };
    expect(await api.post('/admin/addschool', { ...school, pincode: '011007' }, admin)).toMatchObject({ status: 400, message: 'pincode: Pincode should be proper.' });
    expect(await api.post('/admin/addschool', { ...school, region: '' }, admin)).toMatchObject({ status: 400, message: 'region: Region is required.' });
    expect((await api.post('/admin/addschool', school, admin)).status).toBe(200);
    expect((await api.post('/admin/addschool', school, admin)).status).toBe(409);
    const list = await api.get(`/admin/getschool?search=${encodeURIComponent(`Green Valley ${tag}`)}`, admin);
    expect(list.data).toEqual([expect.objectContaining({ name: 'Neha Shah', school_name: `Green Valley ${tag}`, region: 'West', pincode: '411007', phoneno: '+919812345678' })]);
    expect((await api.get('/admin/getschool?search=Kendriya', admin)).data[0]).toMatchObject({ account_verified: true });
  });

  it('reads and updates the administrator\'s own profile', async () => {
    const profile = (await api.get('/admin/getprofiledetails', admin)).data;
    expect(profile).toMatchObject({ username: 'admin', firstname: 'Asha' });
    const update = { firstName: 'Asha', middleName: 'K', lastName: 'Admin', phoneNo: '9000000001', userName: 'admin', emailId: 'asha@feesetu.test' };
    expect(await api.put('/admin/updateprofiledetails', { ...update, lastName: 'Adm1n' }, admin)).toMatchObject({ status: 400, message: 'lastName: Enter alphabet characters only.' });
    expect((await api.put('/admin/updateprofiledetails', update, admin)).status).toBe(200);
    expect((await api.get('/admin/getprofiledetails', admin)).data).toMatchObject({ middlename: 'K', emailid: 'asha@feesetu.test', phoneno: '+919000000001' });
  });
});
