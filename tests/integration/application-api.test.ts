import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { SALARIED_STATEMENT_CSV } from '../../domain/bank-statement/fixtures/salaried-statement.ts';
import { apiClient } from '../support/api-client.ts';
import {
  address, completeSalariedSteps, completeSharedSteps, consent, details, exe, feeEntry, pdf, registerParent, SALARIED, SELF_EMPLOYED, student, upload,
} from '../support/application-fixtures.ts';
import { eventually } from '../support/temporal.ts';
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

describe('the application steps save and read back with the specification\'s names', () => {
  it('saves students, details and address and reads them back', async () => {
    const { token, phone } = await registerParent(api);
    expect(await api.post('/students/registerstudent', { studentdetails: [student()] }, token)).toMatchObject({
      status: 400, message: 'Please give your consent to process your child\'s details.',
    });
    await consent(api, token, 'child_data');
    const second = student({ studentFirstName: 'Arjun', admissionNo: 'DPS5678', studentDob: '2012-01-20', gender: 'Male', educationalStage: 'Secondary', studentGrade: 'Class 7th' });
    expect((await api.post('/students/registerstudent', { studentdetails: [student(), second] }, token)).status).toBe(200);
    const students = await api.get('/students/getstudentdetails', token);
    expect(students.data).toHaveLength(2);
    expect(students.data[0]).toMatchObject({
      student_firstname: 'Riya', student_lastname: 'Verma', student_dob: '2015-06-01', gender: 'Female', school_name: 'Delhi Public School',
      school_address: 'Mathura Road, New Delhi', pincode: '110003', admission_no: 'DPS1234', educational_stage: 'Primary', student_grade: 'Class 4th',
    });
    // Saving one student afterwards removes the second.
    await api.post('/students/registerstudent', { studentdetails: [student()] }, token);
    expect((await api.get('/students/getstudentdetails', token)).data).toHaveLength(1);

    expect((await api.put('/users/updatedetails', details('Self-Employed'), token)).status).toBe(200);
    expect((await api.get('/users/viewprofile', token)).data).toEqual({
      userName: 'Asha Verma', firstName: 'Asha', middleName: null, lastName: 'Verma', phoneno: phone,
      dob: '1985-03-14', emailid: 'asha@example.in', relationship: 'Mother', emp_status: 'Self-Employed', profession: 'Chartered Accountant',
    });
    expect((await api.put('/users/updateaddress', address, token)).status).toBe(200);
    expect((await api.get('/users/viewaddress', token)).data).toEqual({
      residence_type: 'Owned', living_years: '3-5', address_line1: '12 Park Street', address_line2: 'Flat 4B', address_line3: null,
      landmark: 'Near the post office', city: 'Mumbai', state: 'Maharashtra', pincode: '400001',
    });
  });

  it('names the field in every validation error', async () => {
    const { token } = await registerParent(api);
    await consent(api, token, 'child_data');
    expect(await api.post('/students/registerstudent', { studentdetails: [student({ studentFirstName: 'R1ya' })] }, token))
      .toMatchObject({ status: 400, message: 'studentdetails.0.studentFirstName: Enter alphabet characters only.' });
    expect(await api.put('/users/updatedetails', { ...details('Salaried'), email: 'nope' }, token))
      .toMatchObject({ status: 400, message: 'email: Invalid email address.' });
    expect(await api.put('/users/updateaddress', { ...address, pincode: '012345' }, token))
      .toMatchObject({ status: 400, message: 'pincode: Pincode should be proper.' });
    expect(await api.post('/verification/panauth', { panNumber: 'ABC' }, token)).toMatchObject({ status: 400, message: 'panNumber: Invalid PAN Number.' });
    expect(await api.put('/students/feedetails', { feeDetails: [feeEntry({ admissionFee: 350000, totalFee: 450000 })] }, token))
      .toMatchObject({ status: 400, message: 'feeDetails.0.admissionFee: Admission should not be more than 3 lakhs.' });
    expect(await api.put('/students/feedetails', { feeDetails: [feeEntry({ admissionFee: 20000, tutionFee: 50000, transportFee: 10000, totalFee: 80000 })] }, token))
      .toMatchObject({ status: 400, message: 'feeDetails.0.totalFee: The minimum loan amount is ₹1,00,000.' });
    expect(await api.put('/students/feedetails', { feeDetails: [feeEntry({ tenure: 18 })] }, token))
      .toMatchObject({ status: 400, message: 'feeDetails.0.tenure: The 18 Months tenure needs a loan of at least ₹3,00,000.' });
  });

  it('refuses every call without a session, and a staff-only token role is not a parent', async () => {
    for (const path of ['/users/viewaddress', '/students/getstudentdetails', '/documents/getkycdetails', '/students/getfeedetails', '/users/getuserdocumentdetails']) {
      expect((await api.get(path)).status).toBe(401);
    }
    expect((await api.put('/users/updateaddress', address)).status).toBe(401);
  });
});

describe('uploads', () => {
  it('refuses an executable named .pdf, a path-like name, a long name and a file over the limit', async () => {
    const { token, phone } = await registerParent(api);
    const renamed = await upload(product.baseUrl, 'PUT', '/documents/uploadbankstatement', { name: 'statement.pdf', bytes: exe() }, token);
    expect(renamed.status).toBe(400);
    expect(renamed.message).toMatch(/^file: The content of this file is not a PDF file/);
    expect(await upload(product.baseUrl, 'PUT', '/documents/uploadbankstatement', { name: '../../etc.pdf', bytes: pdf() }, token))
      .toMatchObject({ status: 400, message: 'file: The file name should not contain a path.' });
    expect(await upload(product.baseUrl, 'PUT', '/documents/uploadbankstatement', { name: 'a-very-long-bank-statement-name.pdf', bytes: pdf() }, token))
      .toMatchObject({ status: 400, message: 'file: File name max 25 characters.' });
    const big = Buffer.concat([pdf(), Buffer.alloc(3 * 1024 * 1024)]);
    expect(await upload(product.baseUrl, 'PUT', '/users/uploadprofilepic', { name: 'me.png', bytes: big }, token))
      .toMatchObject({ status: 413, message: 'file: Profile Picture should be at most 2 MB.' });
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM uploaded_files f JOIN borrowers b ON b.id = f.borrower_id WHERE b.phone = $1', [phone]);
    expect(rows[0].n).toBe(0);
  });

  it('takes a bank statement as a bank\'s CSV export or an Account Aggregator file only when it reads as one', async () => {
    const { token } = await registerParent(api);
    const csv = await upload(product.baseUrl, 'PUT', '/documents/uploadbankstatement', { name: 'statement.csv', bytes: SALARIED_STATEMENT_CSV }, token);
    expect(csv.status).toBe(200);
    const aa = JSON.stringify({ Account: { type: 'deposit', Summary: { currency: 'INR' }, Transactions: { Transaction: [
      { type: 'CREDIT', mode: 'FT', amount: '1000.00', currentBalance: '1000.00', transactionTimestamp: '2026-06-01T10:00:00+05:30', narration: 'NEFT' }] } } });
    expect((await upload(product.baseUrl, 'PUT', '/documents/uploadbankstatement', { name: 'statement.json', bytes: aa }, token)).status).toBe(200);
    expect(await upload(product.baseUrl, 'PUT', '/documents/uploadbankstatement', { name: 'contacts.csv', bytes: 'name,phone\nAsha,9800000001\n' }, token))
      .toMatchObject({ status: 400, message: expect.stringMatching(/^file: The CSV has no Date, Narration/) });
    expect(await upload(product.baseUrl, 'PUT', '/documents/uploadbankstatement', { name: 'statement.json', bytes: '{"Account":{"type":"insurance"}}' }, token))
      .toMatchObject({ status: 400, message: 'file: The JSON is not an Account Aggregator deposit account.' });
    // Only the bank statement takes text files: a salary slip named .csv is refused.
    expect((await upload(product.baseUrl, 'PUT', '/documents/uploadsalaryslip', { name: 'slip.csv', bytes: SALARIED_STATEMENT_CSV }, token)).status).toBe(400);
  });

  it('serves a file to its owner only, under a server-made name', async () => {
    const owner = await registerParent(api);
    const other = await registerParent(api, 'Kiran');
    const stored = await upload(product.baseUrl, 'PUT', '/documents/uploadbankstatement', { name: 'statement.pdf', bytes: pdf('mine') }, owner.token);
    expect(stored.status).toBe(200);
    const { rows } = await pool.query('SELECT storage_key, original_name FROM uploaded_files WHERE id = $1', [stored.data.id]);
    expect(rows[0].original_name).toBe('statement.pdf');
    expect(rows[0].storage_key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.pdf$/);
    const mine = await fetch(`${product.baseUrl}/api/files/${stored.data.id}`, { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain('(mine)');
    const theirs = await fetch(`${product.baseUrl}/api/files/${stored.data.id}`, { headers: { Authorization: `Bearer ${other.token}` } });
    expect(theirs.status).toBe(404);
    expect((await fetch(`${product.baseUrl}/api/files/${stored.data.id}`)).status).toBe(401);
  });
});

describe('verifications run as workflows through the sandbox providers', () => {
  it('tells the parent why a PAN, an account, a GSTIN, ITR credentials or a KYC document failed', async () => {
    const { token } = await registerParent(api);
    await api.put('/users/updatedetails', details('Salaried'), token);
    expect(await api.post('/verification/panauth', { panNumber: 'ABCPE0000F' }, token)).toMatchObject({ status: 400, message: 'No PAN record was found. Please check the number.' });
    expect(await api.post('/verification/panauth', { panNumber: 'ABCFE1234F' }, token))
      .toMatchObject({ status: 400, message: 'This PAN does not belong to an individual. Please enter your personal PAN.' });
    expect(await api.post('/verification/panauth', { panNumber: 'abcpe1234f' }, token)).toMatchObject({ status: 200, message: 'PAN verified', data: { holderType: 'Individual' } });
    expect(await api.post('/verification/accountverify', { data: { accountNumber: '123456780000', ifsc: 'HDFC0000001' } }, token))
      .toMatchObject({ status: 400, message: 'The bank could not credit this account. Please check the account number.' });
    expect(await api.post('/verification/accountverify', { data: { accountNumber: '123456789012', ifsc: 'ABCD0123456' } }, token))
      .toMatchObject({ status: 400, message: 'This IFSC code was not found. Please check it.' });
    expect(await api.post('/verification/gstauth', { gstIn: '27ABCFE1234F1ZX', username: 'u', password: 'p' }, token))
      .toMatchObject({ status: 400, message: 'Invalid GST Number.' });
    expect(await api.post('/verification/gstauth', { gstIn: SELF_EMPLOYED.gstNumber, username: 'u', password: 'wrong-password' }, token))
      .toMatchObject({ status: 400, message: 'The GST portal username or password is incorrect.' });
    expect(await api.post('/documents/validateitr', { username: 'not-a-pan', password: 'x', itrtype: 'userid' }, token))
      .toMatchObject({ status: 400, message: 'The income-tax portal User ID is your PAN. Please check it.' });
    expect((await upload(product.baseUrl, 'POST', '/verification/kycocr', { name: 'voter.pdf', bytes: pdf('ABC1234567') }, token, { kyctype: 'voterid' })).message)
      .toBe('Please give your consent for e-KYC.');
    await consent(api, token, 'kyc');
    expect(await upload(product.baseUrl, 'POST', '/verification/kycocr', { name: 'blank.pdf', bytes: pdf('nothing here') }, token, { kyctype: 'passport' }))
      .toMatchObject({ status: 400, message: 'We could not read the document number. Please upload a clear copy of the document.' });
    expect(await api.post('/verification/verifyutility', { data: { type: 'telephone', telephoneNumber: '0221230000', city: 'Mumbai' } }, token))
      .toMatchObject({ status: 400, message: 'No bill was found for this account. Please check the details.' });
    const { rows } = await pool.query(
      `SELECT kind, outcome, subject_masked, workflow_id FROM verifications v JOIN borrowers b ON b.id = v.borrower_id
       JOIN sessions s ON s.subject_id = b.id WHERE s.id = (SELECT id FROM sessions ORDER BY created_at DESC LIMIT 1) ORDER BY v.id`);
    expect(rows.map((r) => r.outcome)).toContain('verified');
    expect(rows.find((r) => r.kind === 'pan')?.workflow_id).toMatch(/^verify-pan-[0-9a-f-]{36}-[0-9a-f]{24}$/);
    expect(rows.some((r) => JSON.stringify(r).includes('ABCPE1234F'))).toBe(false);
  });

  it('never keeps a full Aadhaar number: a scan showing one is refused and removed, a masked one is read', async () => {
    const { token } = await registerParent(api);
    await consent(api, token, 'kyc');
    const full = await upload(product.baseUrl, 'POST', '/verification/kycocr', { name: 'aadhaar.pdf', bytes: pdf('Aadhaar 2341 2341 2346') }, token, { kyctype: 'aadhar' });
    expect(full.status).toBe(400);
    expect(full.message).toMatch(/masked Aadhaar/);
    const masked = await upload(product.baseUrl, 'POST', '/verification/kycocr', { name: 'aadhaar.pdf', bytes: pdf('XXXX XXXX 2346') }, token, { kyctype: 'aadhar' });
    expect(masked).toMatchObject({ status: 200, data: { kyctype: 'aadhar', documentNumber: 'XXXX XXXX 2346' } });
    const kyc = await api.get('/documents/getkycdetails', token);
    expect(kyc.data).toMatchObject({ kyctype: 'aadhar', kyc_document_number: 'XXXX XXXX 2346', kyc_status: 'verified', kycdocument_name: 'aadhaar.pdf' });
    const dump = await pool.query(`SELECT string_agg(t::text, ' ') AS text FROM (SELECT * FROM kyc_details) t`);
    expect(dump.rows[0].text).not.toContain('234123412346');
  });
});

describe('the salaried path, end to end by the API', () => {
  it('saves every document step with its checks, keeps PAN and account sealed, and shows them masked on the profile page', async () => {
    const { token } = await registerParent(api);
    await completeSharedSteps(api, product.baseUrl, token, 'Salaried');
    expect(await api.put('/documents/1stdocumentdetailforsalaried', { ...SALARIED, account_type: 'savings', bank_name: 'HDFC Bank', itrtype: 'ITR' }, token))
      .toMatchObject({ status: 400, message: 'pan: Please verify your PAN before saving this step.' });
    await completeSalariedSteps(api, product.baseUrl, token);
    const step1 = await api.get('/documents/1stdocumentdetailforsalaried', token);
    expect(step1.data).toMatchObject({
      pan_no: SALARIED.pan, account_no: SALARIED.accountNumber, ifsc_code: SALARIED.ifscCode, account_type: 'savings', bank_name: 'HDFC Bank',
      bank_statement_name: 'statement.pdf', salary_slip_name: 'slip.pdf', form16_name: 'form16.pdf',
    });
    expect(step1.data.bank_statement).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect((await api.get('/documents/2nddocumentdetailforsalaried', token)).data).toEqual({
      total_experience: '7-9', employment_sector: 'Private Sector', current_company: 'Infosys', designation: 'Manager', work_experience: '3-5', IT_Return_Condition: true,
    });
    const masked = await api.get('/users/getuserdocumentdetails', token);
    expect(masked.data.documents).toMatchObject({ pan_no: 'XXXXXX234F', account_no: 'XXXXXXXX9012' });
    const { rows } = await pool.query('SELECT pan_sealed, account_sealed FROM bank_documents ORDER BY updated_at DESC LIMIT 1');
    expect(rows[0].pan_sealed).toMatch(/^v1:/);
    expect(JSON.stringify(rows[0])).not.toContain(SALARIED.pan);
    expect(JSON.stringify(rows[0])).not.toContain(SALARIED.accountNumber);
  });

  it('submits the fee step once, however many times it is clicked, and starts one workflow per loan', async () => {
    const { token } = await registerParent(api);
    await completeSharedSteps(api, product.baseUrl, token, 'Salaried');
    await completeSalariedSteps(api, product.baseUrl, token);
    const body = { feeDetails: [feeEntry()] };
    expect(await api.put('/students/feedetails', body, token)).toMatchObject({ status: 400, message: 'Please agree to the declaration and the credit report check.' });
    await consent(api, token, 'bureau_pull');
    const [a, b] = await Promise.all([api.put('/students/feedetails', body, token), api.put('/students/feedetails', body, token)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.data).toEqual(b.data);
    expect(a.data).toHaveLength(1);
    const loanId = a.data[0].loanid as string;
    const cards = await api.get('/students/getfeedetails', token);
    expect(cards.data).toEqual([{ loanid: loanId, created_at: expect.any(String), tenure: 12, loan_status: expect.any(String) }]);
    const { rows } = await pool.query('SELECT principal_paise, tenure_months FROM loans WHERE id = $1', [loanId]);
    expect(rows[0]).toEqual({ principal_paise: 15000000, tenure_months: 12 });
    const snapshot = await pool.query('SELECT application FROM loan_fee_entries WHERE loan_id = $1', [loanId]);
    expect(snapshot.rows[0].application).toMatchObject({ profile: { emp_status: 'Salaried' }, documents: { pan_no: 'XXXXXX234F' }, fee: { totalFee: 150000 } });
    // The outbox job started the loan's workflow: its first transition reaches the read model.
    await eventually(async () => (await pool.query('SELECT status FROM loans WHERE id = $1', [loanId])).rows[0].status !== 'submitted');
    const jobs = await pool.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'loan.start-workflow' AND data->>'loanId' = $1`, [loanId]);
    expect(jobs.rows[0].n).toBe(1);
    const consents = await api.get('/users/consents', token);
    expect(consents.data.map((c: { kind: string }) => c.kind).sort()).toEqual(['bureau_pull', 'child_data', 'it_returns', 'kyc', 'terms_and_privacy']);
  });

  it('refuses a fee entry for an admission number that is not one of the parent\'s students', async () => {
    const { token } = await registerParent(api);
    await completeSharedSteps(api, product.baseUrl, token, 'Salaried');
    await completeSalariedSteps(api, product.baseUrl, token);
    await consent(api, token, 'bureau_pull');
    expect((await api.put('/students/feedetails', { feeDetails: [feeEntry({ admissionNo: 'OTHER1' })] }, token)).message)
      .toMatch(/^feeDetails\.0\.admissionNo: This admission number is not one of your students/);
  });
});

describe('the self-employed path by the API', () => {
  it('needs a verified GSTIN and saves the documents, business and history steps', async () => {
    const { token } = await registerParent(api);
    await completeSharedSteps(api, product.baseUrl, token, 'Self-Employed');
    expect((await api.post('/verification/panauth', { panNumber: SELF_EMPLOYED.pan }, token)).status).toBe(200);
    expect((await api.post('/verification/accountverify', { data: { accountNumber: SELF_EMPLOYED.accountNumber, ifsc: SELF_EMPLOYED.ifscCode } }, token)).status).toBe(200);
    await upload(product.baseUrl, 'PUT', '/documents/uploadbankstatement', { name: 'statement.pdf', bytes: pdf() }, token);
    const step = { ...SELF_EMPLOYED, accountType: 'over-draft', bankName: 'State Bank of India', sanctionLimit: 500000, itrtype: 'userid' };
    expect((await api.put('/documents/selfemployeddocumentdetails', step, token)).message).toBe('itrtype: Please validate your ITR credentials before saving this step.');
    expect((await api.post('/documents/validateitr', { username: 'ABCPE1234F', password: 'secret', itrtype: 'userid' }, token)).status).toBe(200);
    expect((await api.put('/documents/selfemployeddocumentdetails', step, token)).message).toMatch(/^gstNumber: Please verify your GST Number/);
    expect((await api.post('/verification/gstauth', { gstIn: SELF_EMPLOYED.gstNumber, username: 'gstuser', password: 'secret' }, token)).status).toBe(200);
    expect((await api.put('/documents/selfemployeddocumentdetails', step, token)).status).toBe(200);
    expect((await api.get('/documents/selfemployeddocumentdetails', token)).data).toMatchObject({
      pan_no: SELF_EMPLOYED.pan, gst_number: SELF_EMPLOYED.gstNumber, account_no: SELF_EMPLOYED.accountNumber, ifsc_code: 'SBIN0001234',
      account_type: 'over-draft', bank_name: 'State Bank of India', sanction_limit: 500000, itrtype: 'userid', bank_statement_name: 'statement.pdf',
    });
    expect((await api.put('/documents/selfemployedbusinessdetailsfirst', {
      industry: 'Other', otherIndustry: 'Printing', businessType: 'Services', companyType: 'Partnership', businessName: 'Verma Prints',
      businessRegistered: 'Partnership', businessNature: 'Printing press', officeAddress: '4 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001',
    }, token)).status).toBe(200);
    expect((await api.get('/documents/selfemployedbusinessdetailsfirst', token)).data).toEqual({
      industry: 'Printing', business_type: 'Services', business_registered: 'Partnership', business_name: 'Verma Prints', companyType: 'Partnership',
      business_nature: 'Printing press', office_address: '4 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001',
    });
    expect(await api.put('/documents/selfemployedbusinessdetailssecond', { numberOfYears: '5-7', annualTurnover: 'less than 5', officePremise: 'Rented' }, token))
      .toMatchObject({ status: 400, message: 'itReturnCondition: IT Return checkbox field is required.' });
    await api.put('/documents/selfemployedbusinessdetailssecond', { numberOfYears: '5-7', annualTurnover: 'less than 5', officePremise: 'Rented', itReturnCondition: true }, token);
    expect((await api.get('/documents/selfemployedbusinessdetailssecond', token)).data).toEqual({
      no_of_years: '5-7', annual_turnover: 'less than 5', office_premise: 'Rented', IT_Return_Condition: true,
    });
  });
});

describe('the profile page and isolation between parents', () => {
  it('reads and updates the combined profile and students, and one parent never sees another\'s data', async () => {
    const a = await registerParent(api, 'Asha');
    const b = await registerParent(api, 'Kiran');
    await completeSharedSteps(api, product.baseUrl, a.token, 'Salaried');
    const update = {
      firstName: 'Asha', middleName: 'K', lastName: 'Verma', emailId: 'asha.v@example.in', dob: '1985-03-14', empStatus: 'Salaried', relationship: 'Mother',
      ...address, landmark: 'Opposite the park',
    };
    expect(await api.put('/users/updateuserprofiledetails', { ...update, landmark: '' }, a.token)).toMatchObject({ status: 400, message: 'landmark: Landmark is required.' });
    expect((await api.put('/users/updateuserprofiledetails', update, a.token)).status).toBe(200);
    expect((await api.get('/users/getuserprofiledetails', a.token)).data).toMatchObject({
      userName: 'Asha K Verma', emailid: 'asha.v@example.in', landmark: 'Opposite the park', city: 'Mumbai',
    });
    expect((await api.put('/users/updateuserstudentdetails', { studentdetails: [{
      firstName: 'Riya', middleName: 'S', lastName: 'Verma', Gender: 'Female', dob: '2015-06-01', schoolName: 'DPS', school_address: 'Mathura Road',
      admissionNumber: 'DPS1234', educationalStage: 'Primary', studentGrade: 'Class 5th',
    }] }, a.token)).status).toBe(200);
    expect((await api.get('/users/getuserstudentdetails', a.token)).data[0]).toMatchObject({ student_middlename: 'S', student_grade: 'Class 5th', pincode: '110003' });

    // B sees nothing of A's, and B's saves land on B alone.
    expect((await api.get('/students/getstudentdetails', b.token)).data).toEqual([]);
    expect((await api.get('/users/viewaddress', b.token)).data).toBeNull();
    expect((await api.get('/documents/getkycdetails', b.token)).data).toBeNull();
    await api.put('/users/updateaddress', { ...address, city: 'Pune', pincode: '411001' }, b.token);
    expect((await api.get('/users/viewaddress', a.token)).data.city).toBe('Mumbai');
  });

  it('looks up pincodes and serves the OpenAPI document listing every call', async () => {
    expect(await api.get('/pincode/560034')).toMatchObject({ status: 200, data: { city: 'Bengaluru', state: 'Karnataka' } });
    expect(await api.get('/pincode/431601')).toMatchObject({ status: 200, data: { city: null, state: 'Maharashtra' } });
    const doc = await fetch(`${product.baseUrl}/api/openapi.json`).then((r) => r.json() as Promise<any>);
    expect(doc.openapi).toBe('3.1.0');
    for (const path of ['/users/updatedetails', '/students/feedetails', '/documents/1stdocumentdetailforsalaried', '/verification/kycocr', '/users/getuserdocumentdetails']) {
      expect(doc.paths[path]).toBeDefined();
    }
    expect(doc.paths['/students/feedetails'].put.requestBody.content['application/json'].schema.properties.feeDetails).toBeDefined();
  });
});
