import { CONSENT_TEXTS, type ConsentKind } from '../../../../domain/consents.ts';
import type { SavedSteps, StepData, WizardStep } from '../../../../machines/application-wizard.machine.ts';
import { failureText } from '../../shared/ui/Notice.tsx';
import { apiRequest } from '../../shared/lib/api-client.ts';
import { asUserError } from '../../shared/lib/user-error.ts';

async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ message: string; data: T }> {
  try {
    return await apiRequest<T>(method, path, body);
  } catch (error) {
    throw asUserError(error);
  }
}

export const giveConsent = (kind: ConsentKind) => call('POST', '/users/consents', { kind, textVersion: CONSENT_TEXTS[kind].version });

/** Sends one file as multipart (the JSON client does not), with the session's bearer token. */
export async function uploadFile(method: 'PUT' | 'POST', path: string, file: File, headers: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = localStorage.getItem('authToken');
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, body: form, headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch {
    throw new Error('Some thing went wrong, Please Retry');
  }
  const body = (await response.json().catch(() => ({ message: 'Some thing went wrong, Please Retry' }))) as { message: string };
  if (!response.ok) throw new Error(failureText(response.status, body.message));
  return body.message;
}

export const verify = (path: string, body: unknown) => call<unknown>('POST', path, body).then((answer) => answer.message);

/** The save call of each step: what the step's form sends, under the call's own field names. */
const SAVE: Record<Exclude<WizardStep, 'fees'>, (data: StepData) => Promise<{ message: string }>> = {
  student: async (data) => {
    await giveConsent('child_data');
    return call('POST', '/students/registerstudent', { studentdetails: data.studentdetails });
  },
  borrower: (data) => call('PUT', '/users/updatedetails', data),
  address: (data) => call('PUT', '/users/updateaddress', data),
  kyc: (data) => call('POST', '/verification/verifyutility', { data: data.utility }),
  salariedDocuments: (data) => call('PUT', '/documents/1stdocumentdetailforsalaried', data),
  employment: (data) => call('PUT', '/documents/2nddocumentdetailforsalaried', data),
  businessDocuments: (data) => call('PUT', '/documents/selfemployeddocumentdetails', data),
  businessDetails: (data) => call('PUT', '/documents/selfemployedbusinessdetailsfirst', data),
  businessHistory: (data) => call('PUT', '/documents/selfemployedbusinessdetailssecond', data),
};

/** Saves a step; answers the server's message for the 'Done !' notice. */
export async function saveStep(step: WizardStep, data: StepData): Promise<string> {
  if (step === 'fees') throw new Error('The fee step is submitted, not saved.');
  const { message } = await SAVE[step](data);
  return message;
}

/** The fee step's submit: the declaration's consent, then the fees, which create the loans. */
export async function submitFees(data: StepData): Promise<string> {
  await giveConsent('bureau_pull');
  return (await call('PUT', '/students/feedetails', { feeDetails: data.feeDetails })).message;
}

export async function lookUpPincode(pincode: string): Promise<{ city: string | null; state: string | null } | null> {
  try {
    return (await apiRequest<{ city: string | null; state: string | null }>('GET', `/pincode/${pincode}`)).data;
  } catch {
    return null;
  }
}

type Row = Record<string, unknown> | null;
const get = async (path: string): Promise<Row> => (await call<Row>('GET', path)).data;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Everything the parent saved, as each step's form values, so every step opens prefilled. */
export async function loadSavedSteps(): Promise<{ saved: SavedSteps; extras: Record<string, Row> }> {
  const paths = {
    students: '/students/getstudentdetails', profile: '/users/viewprofile', address: '/users/viewaddress', kyc: '/documents/getkycdetails',
    salaried1: '/documents/1stdocumentdetailforsalaried', salaried2: '/documents/2nddocumentdetailforsalaried',
    self1: '/documents/selfemployeddocumentdetails', self2: '/documents/selfemployedbusinessdetailsfirst', self3: '/documents/selfemployedbusinessdetailssecond',
  };
  const entries = await Promise.all(Object.entries(paths).map(async ([key, path]) => [key, await get(path)] as const));
  const r = Object.fromEntries(entries) as Record<keyof typeof paths, Row>;
  const students = (r.students as unknown as Record<string, unknown>[] | null) ?? [];
  const saved: SavedSteps = {};
  if (students.length > 0) {
    saved.student = {
      studentdetails: students.map((s) => ({
        studentFirstName: text(s.student_firstname), studentLastName: text(s.student_lastname), studentDob: text(s.student_dob), gender: text(s.gender),
        schoolName: text(s.school_name), schoolAddress: text(s.school_address), pincode: text(s.pincode), admissionNo: text(s.admission_no),
        educationalStage: text(s.educational_stage), studentGrade: text(s.student_grade),
      })),
    };
  }
  const p = r.profile;
  if (p?.emp_status) {
    saved.borrower = { email: text(p.emailid), dob: text(p.dob), empStatus: text(p.emp_status), relationship: text(p.relationship), profession: text(p.profession) };
  }
  const a = r.address;
  if (a) {
    saved.address = {
      residenceType: text(a.residence_type), livingYears: text(a.living_years), addressLine1: text(a.address_line1), addressLine2: text(a.address_line2),
      addressLine3: text(a.address_line3), landmark: text(a.landmark), city: text(a.city), state: text(a.state), pincode: text(a.pincode),
    };
  }
  const k = r.kyc;
  if (k?.utility_status === 'verified') saved.kyc = { kycType: text(k.kyctype) };
  const s1 = r.salaried1;
  if (s1?.pan_no) {
    saved.salariedDocuments = { pan: text(s1.pan_no), accountNumber: text(s1.account_no), ifscCode: text(s1.ifsc_code), account_type: text(s1.account_type), bank_name: text(s1.bank_name), itrtype: text(s1.itrtype) };
  }
  const s2 = r.salaried2;
  if (s2) {
    saved.employment = {
      currentCompany: text(s2.current_company), employmentSector: text(s2.employment_sector), designation: text(s2.designation),
      workExperience: text(s2.work_experience), totalWorkExperience: text(s2.total_experience), itReturnCondition: s2.IT_Return_Condition === true,
    };
  }
  const e1 = r.self1;
  if (e1?.pan_no) {
    saved.businessDocuments = {
      pan: text(e1.pan_no), gstNumber: text(e1.gst_number), accountNumber: text(e1.account_no), ifscCode: text(e1.ifsc_code), accountType: text(e1.account_type),
      bankName: text(e1.bank_name), sanctionLimit: text(e1.sanction_limit), itrtype: text(e1.itrtype),
    };
  }
  const e2 = r.self2;
  if (e2) {
    saved.businessDetails = {
      industry: text(e2.industry), businessType: text(e2.business_type), companyType: text(e2.companyType), businessName: text(e2.business_name),
      businessRegistered: text(e2.business_registered), businessNature: text(e2.business_nature), officeAddress: text(e2.office_address),
      city: text(e2.city), state: text(e2.state), pincode: text(e2.pincode),
    };
  }
  const e3 = r.self3;
  if (e3) saved.businessHistory = { numberOfYears: text(e3.no_of_years), annualTurnover: text(e3.annual_turnover), officePremise: text(e3.office_premise), itReturnCondition: e3.IT_Return_Condition === true };
  return { saved, extras: { profile: r.profile, kyc: r.kyc, salaried1: r.salaried1, self1: r.self1 } };
}
