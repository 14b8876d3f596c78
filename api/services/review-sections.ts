// The submitted application, cut into the sections a reviewer opens (001, sections 2.6 and 3).
// Pure: reads the snapshot taken at the fee step, never the parent's live tables, so what is
// reviewed is what was submitted. PAN and account numbers are already masked in the snapshot.

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {});
const pick = (source: Obj, keys: string[]): Obj => Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** The section names of the section calls, as the wizard's steps ask for them. */
export const SECTION_VIEWS = [
  'getstudentdetails', 'get1stborrowerdetails', 'get2ndborrowerdetails', 'getkycdetails', 'get1stdocumentdetails',
  'get2nddocumentdetails', 'getselfemployeddocumentdetails', 'getselfemployedbusinessdetailsfirst',
  'getselfemployedbusinessdetailssecond', 'getfeedetails',
] as const;
export type SectionView = (typeof SECTION_VIEWS)[number];

/** What the reviewer sees of one section of the application submitted as loan `loanId`. */
export function sectionView(view: SectionView, loanId: string, application: Obj): Obj {
  const profile = obj(application.profile);
  const kyc = obj(application.kyc);
  const documents = obj(application.documents);
  const fee = obj(application.fee);
  const header = { application_no: loanId, profilepic: kyc.profilepic ?? null, userName: profile.userName ?? null };
  const bank = {
    ...pick(documents, ['pan_no', 'account_no', 'ifsc_code', 'bank_name', 'account_type']),
    itr_type: documents.itrtype ?? null,
  };
  switch (view) {
    case 'getstudentdetails': {
      const students = Array.isArray(application.students) ? application.students.map(obj) : [];
      const admissionNo = String(fee.admissionNo ?? '').toLowerCase();
      const student = students.find((s) => String(s.admission_no ?? '').toLowerCase() === admissionNo) ?? students[0] ?? {};
      return {
        ...header,
        student_name: [student.student_firstname, student.student_middlename, student.student_lastname].filter(Boolean).join(' '),
        ...pick(student, ['student_dob', 'school_name', 'pincode', 'student_grade', 'admission_no', 'gender', 'school_address', 'educational_stage']),
      };
    }
    case 'get1stborrowerdetails':
      return { ...header, ...pick(profile, ['relationship', 'emailid', 'dob', 'phoneno', 'emp_status', 'profession']) };
    case 'get2ndborrowerdetails':
      return pick(obj(application.address), ['residence_type', 'address_line1', 'address_line2', 'address_line3', 'landmark', 'city', 'state', 'pincode', 'living_years']);
    case 'getkycdetails':
      return pick(kyc, ['type', 'kyctype', 'kyc_document_number', 'electricity_company', 'customerid', 'telephone_number', 'lpgid', 'city', 'kycdocument', 'kyc_status', 'utility_status']);
    case 'get1stdocumentdetails':
      return { ...header, ...bank, ...pick(documents, ['bank_statement', 'salary_slip', 'form16']) };
    case 'get2nddocumentdetails':
      return { ...header, ...pick(obj(application.employment), ['employment_sector', 'designation', 'total_experience', 'current_company', 'work_experience']) };
    case 'getselfemployeddocumentdetails':
      return { ...header, ...bank, ...pick(documents, ['gst_number', 'sanction_limit', 'bank_statement']) };
    case 'getselfemployedbusinessdetailsfirst':
      return pick(obj(application.business), ['business_type', 'business_registered', 'office_address', 'state', 'city', 'pincode', 'business_name', 'business_nature', 'industry']);
    case 'getselfemployedbusinessdetailssecond':
      return pick(obj(application.business_history), ['no_of_years', 'office_premise', 'annual_turnover']);
    case 'getfeedetails': {
      const other = obj(fee.otherFee);
      return {
        ...header,
        academic_year: fee.academicYear ?? null,
        quarter: fee.quarter ?? null,
        admission_fee: num(fee.admissionFee),
        tution_fee: num(fee.tutionFee),
        other_fee: num(other.uniformFee) + num(other.studyMaterialFee) + num(other.extracurricularFee),
        transport_fee: num(fee.transportFee),
        total_fee: num(fee.totalFee),
      };
    }
  }
}

/** The summary rows (001 §2.7): each entity Accepted only when all its sections are. */
export function approvalSummary(loanId: string, employment: string, decisions: { section: string; status: string; comment: string | null }[]) {
  const bySection = new Map(decisions.map((d) => [d.section, d]));
  const entity = (sections: string[]) => {
    const found = sections.map((s) => bySection.get(s));
    const status = found.every((d) => d?.status === 'Accepted') ? 'Accepted' : found.some((d) => d?.status === 'Rejected') ? 'Rejected' : 'Pending';
    const error = found.filter((d) => d?.status === 'Rejected').map((d) => d?.comment ?? '').filter(Boolean).join('; ');
    return { status, error: error || null };
  };
  const documents = employment === 'Self-Employed' ? ['selfEmployedDetails1', 'selfEmployedDetails2', 'selfEmployedDetails3'] : ['documentDetails1', 'documentDetails2'];
  const student = entity(['studentDetails']);
  const borrower = entity(['borrowerDetails', 'addressDetails']);
  const kyc = entity(['kycDetails']);
  const document = entity(documents);
  const fee = entity(['feeDetails']);
  return {
    loanid: loanId,
    student_details: student.status, borrower_details: borrower.status, kyc_details: kyc.status, document_details: document.status, fee_details: fee.status,
    student_error: student.error, borrower_error: borrower.error, kyc_error: kyc.error, document_error: document.error, fee_error: fee.error,
    emp_status: employment,
    sections: decisions,
  };
}
