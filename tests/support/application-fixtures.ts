import { academicYearOf } from '../../domain/schemas/fee.schema.ts';
import { apiClient, uniquePhone } from './api-client.ts';
import { CONSENT_TEXTS } from '../../domain/consents.ts';

type Api = ReturnType<typeof apiClient>;

/** Registers a new parent through the real OTP flow and returns their token and phone. */
export async function registerParent(api: Api, firstName = 'Asha'): Promise<{ token: string; phone: string }> {
  const phone = uniquePhone();
  const before = await api.outboxCount(`+91${phone}`);
  await api.post('/users/sendphoneotp', { phoneNo: phone });
  const otp = await api.latestOtp(`+91${phone}`, before);
  const answer = await api.post('/users/registeruser', { firstName, lastName: 'Verma', phoneNo: phone, otp, termAndConditions: true });
  if (answer.status !== 200) throw new Error(`registration failed: ${answer.message}`);
  return { token: answer.data.authToken as string, phone: `+91${phone}` };
}

/** Sends one file as multipart, as the browser does. */
export async function upload(baseUrl: string, method: 'PUT' | 'POST', path: string, file: { name: string; bytes: Buffer | string; type?: string }, token: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(`${baseUrl}/api${path}`, { method, body: form, headers: { Authorization: `Bearer ${token}`, ...headers } });
  const json = (await response.json()) as { message: string; data: any };
  return { status: response.status, ...json };
}

/** A tiny but real PDF whose text layer carries `text`. */
export const pdf = (text = 'Statement') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nBT (${text}) Tj ET\n%%EOF\n`, 'latin1');
/** The eight-byte PNG signature and an IHDR chunk: enough for a real PNG to be recognised. */
export const png = () => Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
/** An executable's header: what a renamed .exe starts with. */
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

export const student = (overrides: Record<string, unknown> = {}) => ({
  studentFirstName: 'Riya', studentLastName: 'Verma', studentDob: '2015-06-01', gender: 'Female', schoolName: 'Delhi Public School',
  schoolAddress: 'Mathura Road, New Delhi', pincode: '110003', admissionNo: 'DPS1234', educationalStage: 'Primary', studentGrade: 'Class 4th', ...overrides,
});

export const details = (empStatus: 'Salaried' | 'Self-Employed') => ({
  email: 'asha@example.in', dob: '1985-03-14', empStatus, relationship: 'Mother', ...(empStatus === 'Self-Employed' ? { profession: 'Other', otherProfession: 'Chartered Accountant' } : {}),
});

export const address = {
  residenceType: 'Owned', livingYears: '3-5', addressLine1: '12 Park Street', addressLine2: 'Flat 4B', addressLine3: '', landmark: 'Near the post office',
  city: 'Mumbai', state: 'Maharashtra', pincode: '400001',
};

export const consent = (api: Api, token: string, kind: keyof typeof CONSENT_TEXTS) =>
  api.post('/users/consents', { kind, textVersion: CONSENT_TEXTS[kind].version }, token);

export const SALARIED = { pan: 'ABCPE1234F', accountNumber: '123456789012', ifscCode: 'HDFC0000001' };
export const SELF_EMPLOYED = { pan: 'ABCFE1234F', gstNumber: '27ABCFE1234F1ZW', accountNumber: '987654321098', ifscCode: 'SBIN0001234' };

export const feeEntry = (overrides: Record<string, unknown> = {}) => ({
  academicYear: academicYearOf(new Date()), quarter: '1st', admissionFee: 50000, tutionFee: 90000, transportFee: 10000,
  otherFee: { uniformFee: 0, studyMaterialFee: 0, extracurricularFee: 0 }, totalFee: 150000, tenure: 12, admissionNo: 'DPS1234', ...overrides,
});

/** Walks a parent through steps 1 to 4 by the API. */
export async function completeSharedSteps(api: Api, baseUrl: string, token: string, empStatus: 'Salaried' | 'Self-Employed') {
  const ok = (answer: { status: number; message: string }) => {
    if (answer.status !== 200) throw new Error(`step failed: ${answer.status} ${answer.message}`);
    return answer;
  };
  ok(await consent(api, token, 'child_data'));
  ok(await api.post('/students/registerstudent', { studentdetails: [student()] }, token));
  ok(await api.put('/users/updatedetails', details(empStatus), token));
  ok(await api.put('/users/updateaddress', address, token));
  ok(await consent(api, token, 'kyc'));
  ok(await upload(baseUrl, 'PUT', '/users/uploadprofilepic', { name: 'me.png', bytes: png() }, token));
  ok(await upload(baseUrl, 'POST', '/verification/kycocr', { name: 'aadhaar.pdf', bytes: pdf('Aadhaar XXXX XXXX 4321') }, token, { kyctype: 'aadhar' }));
  ok(await api.post('/verification/verifyutility', { data: { type: 'lpg', lpgId: 'LPG778899' } }, token));
}

/** Steps 5 and 6 of the salaried path, with their checks. */
export async function completeSalariedSteps(api: Api, baseUrl: string, token: string) {
  const ok = (answer: { status: number; message: string }) => {
    if (answer.status !== 200) throw new Error(`step failed: ${answer.status} ${answer.message}`);
  };
  ok(await api.post('/verification/panauth', { panNumber: SALARIED.pan }, token));
  ok(await api.post('/verification/accountverify', { data: { accountNumber: SALARIED.accountNumber, ifsc: SALARIED.ifscCode } }, token));
  ok(await upload(baseUrl, 'PUT', '/documents/uploadbankstatement', { name: 'statement.pdf', bytes: pdf() }, token));
  ok(await upload(baseUrl, 'PUT', '/documents/uploadsalaryslip', { name: 'slip.pdf', bytes: pdf() }, token));
  ok(await upload(baseUrl, 'PUT', '/documents/uploadform16', { name: 'form16.pdf', bytes: pdf() }, token, { itrtype: 'ITR' }));
  ok(await api.put('/documents/1stdocumentdetailforsalaried', { ...SALARIED, account_type: 'savings', bank_name: 'HDFC Bank', itrtype: 'ITR' }, token));
  ok(await api.put('/documents/2nddocumentdetailforsalaried', {
    currentCompany: 'Infosys', employmentSector: 'Private Sector', designation: 'Manager', workExperience: '3-5', totalWorkExperience: '7-9', itReturnCondition: true,
  }, token));
}
