import { z } from 'zod';
import { giveConsentRequestSchema } from '../domain/consents.ts';
import { addressSchema } from '../domain/schemas/address.schema.ts';
import { loginRequestSchema, phoneOtpRequestSchema, registerRequestSchema } from '../domain/schemas/auth.schema.ts';
import { borrowerDetailsSchema } from '../domain/schemas/borrower.schema.ts';
import { businessDetailsSchema, businessHistorySchema } from '../domain/schemas/business.schema.ts';
import { emiCalculatorRequestSchema } from '../domain/schemas/emi-calculator.schema.ts';
import { feeDetailsRequestSchema } from '../domain/schemas/fee.schema.ts';
import { verifyUtilityRequestSchema } from '../domain/schemas/kyc.schema.ts';
import { userProfileSchema } from '../domain/schemas/profile.schema.ts';
import { salariedDocumentsStep1Schema, salariedDocumentsStep2Schema } from '../domain/schemas/salaried-documents.schema.ts';
import { selfEmployedDocumentsSchema } from '../domain/schemas/self-employed.schema.ts';
import { registerStudentRequestSchema, updateUserStudentDetailsRequestSchema } from '../domain/schemas/student.schema.ts';
import { accountVerifyRequestSchema, gstAuthRequestSchema, panAuthRequestSchema, validateItrRequestSchema } from '../domain/schemas/verification.schema.ts';

type Body = z.ZodType | 'multipart' | undefined;
interface Operation { method: 'get' | 'post' | 'put'; path: string; summary: string; body?: Body; auth?: boolean; header?: string }

/** Every borrower call with its request schema: the source of GET /api/openapi.json. */
function operations(today: Date): Operation[] {
  const t = { today };
  return [
    { method: 'post', path: '/users/sendphoneotp', summary: 'Send a registration OTP', body: phoneOtpRequestSchema, auth: false },
    { method: 'post', path: '/users/registeruser', summary: 'Register with the OTP', body: registerRequestSchema, auth: false },
    { method: 'post', path: '/users/sendphoneotplogin', summary: 'Send a login OTP', body: phoneOtpRequestSchema, auth: false },
    { method: 'post', path: '/users/loginuser', summary: 'Log in with the OTP', body: loginRequestSchema, auth: false },
    { method: 'post', path: '/documents/emicalculator', summary: 'EMI of one or two children', body: emiCalculatorRequestSchema, auth: false },
    { method: 'get', path: '/pincode/{pincode}', summary: 'City and state of a pincode', auth: false },
    { method: 'get', path: '/users/viewprofile', summary: 'The parent: userName, dob, emailid, phoneno, relationship, emp_status, profession' },
    { method: 'put', path: '/users/updatedetails', summary: 'Wizard step 2: borrower details', body: borrowerDetailsSchema(t) },
    { method: 'put', path: '/users/updateaddress', summary: 'Wizard step 3: address', body: addressSchema },
    { method: 'get', path: '/users/viewaddress', summary: 'The address: residence_type, living_years, address_line1..3, landmark, city, state, pincode' },
    { method: 'post', path: '/users/consents', summary: 'Record a consent with its text version', body: giveConsentRequestSchema },
    { method: 'get', path: '/users/consents', summary: 'Consents given' },
    { method: 'post', path: '/students/registerstudent', summary: 'Wizard step 1: one or two students', body: registerStudentRequestSchema(t) },
    { method: 'get', path: '/students/getstudentdetails', summary: 'Students: student_firstname, student_lastname, student_dob, gender, school_name, …' },
    { method: 'put', path: '/users/uploadprofilepic', summary: 'Profile picture (jpg, png, gif)', body: 'multipart' },
    { method: 'post', path: '/verification/kycocr', summary: 'KYC document (pdf, jpg, png); header kyctype: aadhar | voterid | passport', body: 'multipart', header: 'kyctype' },
    { method: 'post', path: '/verification/verifyutility', summary: 'Wizard step 4: utility bill', body: verifyUtilityRequestSchema },
    { method: 'get', path: '/documents/getkycdetails', summary: 'KYC: profilepic, kycdocument, type, kyctype, customerid, electricity_company, telephone_number, city, lpgid' },
    { method: 'post', path: '/verification/panauth', summary: 'Verify a PAN', body: panAuthRequestSchema },
    { method: 'post', path: '/verification/gstauth', summary: 'Verify a GSTIN with the GST portal login', body: gstAuthRequestSchema },
    { method: 'post', path: '/verification/accountverify', summary: 'Penny-drop a bank account', body: accountVerifyRequestSchema },
    { method: 'put', path: '/documents/uploadbankstatement', summary: 'Bank statement (pdf, doc, docx)', body: 'multipart' },
    { method: 'put', path: '/documents/uploadsalaryslip', summary: 'Salary slip (pdf, doc, docx)', body: 'multipart' },
    { method: 'put', path: '/documents/uploadform16', summary: 'ITR or Form 16 (pdf, doc, docx); header itrtype: ITR', body: 'multipart', header: 'itrtype' },
    { method: 'post', path: '/documents/validateitr', summary: 'Check income-tax portal credentials', body: validateItrRequestSchema },
    { method: 'put', path: '/documents/1stdocumentdetailforsalaried', summary: 'Wizard step 5', body: salariedDocumentsStep1Schema },
    { method: 'get', path: '/documents/1stdocumentdetailforsalaried', summary: 'Step 5: pan_no, account_no, ifsc_code, account_type, bank_name, bank_statement, salary_slip, form16' },
    { method: 'put', path: '/documents/2nddocumentdetailforsalaried', summary: 'Wizard step 6', body: salariedDocumentsStep2Schema },
    { method: 'get', path: '/documents/2nddocumentdetailforsalaried', summary: 'Step 6: total_experience, employment_sector, current_company, designation, work_experience, IT_Return_Condition' },
    { method: 'put', path: '/documents/selfemployeddocumentdetails', summary: 'Wizard step 7', body: selfEmployedDocumentsSchema },
    { method: 'get', path: '/documents/selfemployeddocumentdetails', summary: 'Step 7: pan_no, gst_number, account_no, ifsc_code, account_type, bank_name, sanction_limit, bank_statement, form16' },
    { method: 'put', path: '/documents/selfemployedbusinessdetailsfirst', summary: 'Wizard step 8', body: businessDetailsSchema },
    { method: 'get', path: '/documents/selfemployedbusinessdetailsfirst', summary: 'Step 8: industry, business_type, business_registered, business_name, companyType, business_nature, office_address, city, state, pincode' },
    { method: 'put', path: '/documents/selfemployedbusinessdetailssecond', summary: 'Wizard step 9', body: businessHistorySchema },
    { method: 'get', path: '/documents/selfemployedbusinessdetailssecond', summary: 'Step 9: no_of_years, annual_turnover, office_premise, IT_Return_Condition' },
    { method: 'put', path: '/students/feedetails', summary: 'Wizard step 10: submit; one loan per fee entry', body: feeDetailsRequestSchema(t) },
    { method: 'get', path: '/students/getfeedetails', summary: 'Loans: loanid, created_at, tenure, loan_status' },
    { method: 'get', path: '/users/getuserstudentdetails', summary: 'Profile page: students' },
    { method: 'put', path: '/users/updateuserstudentdetails', summary: 'Profile page: students', body: updateUserStudentDetailsRequestSchema(t) },
    { method: 'get', path: '/users/getuserprofiledetails', summary: 'Profile page: profile and address' },
    { method: 'put', path: '/users/updateuserprofiledetails', summary: 'Profile page: profile and address', body: userProfileSchema(t) },
    { method: 'get', path: '/users/getuserdocumentdetails', summary: 'Profile page: KYC and documents, masked' },
    { method: 'get', path: '/files/{fileId}', summary: 'An uploaded file, to its owner' },
  ];
}

const envelope = { type: 'object', properties: { message: { type: 'string' }, data: {} }, required: ['message', 'data'] };

/** The OpenAPI 3.1 document of the borrower API, generated from the same zod schemas the forms use. */
export function openApiDocument(today: Date) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations(today)) {
    const requestBody = op.body === 'multipart'
      ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } } }
      : op.body ? { required: true, content: { 'application/json': { schema: z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }) } } } : undefined;
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        summary: op.summary,
        ...(op.auth === false ? { security: [] } : {}),
        ...(op.header ? { parameters: [{ name: op.header, in: 'header', required: true, schema: { type: 'string' } }] } : {}),
        ...(requestBody ? { requestBody } : {}),
        responses: {
          200: { description: 'Done', content: { 'application/json': { schema: envelope } } },
          400: { description: 'Invalid input; the message names the field' },
          ...(op.auth === false ? {} : { 401: { description: 'Not signed in' }, 403: { description: 'Another role' } }),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'FeeSetu borrower API', version: '1.0.0' },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
