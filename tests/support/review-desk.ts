import type { Pool } from '../../db/pool.ts';

// The application as the fee step snapshots it (fee-submission.service's snapshot), with masked PAN and account.
export const SNAPSHOT = {
  profile: { userName: 'Asha Verma', phoneno: '+919800000001', dob: '1985-04-02', emailid: 'asha@example.in', relationship: 'Mother', emp_status: 'Salaried', profession: null },
  address: { residence_type: 'Owned', living_years: '3-5', address_line1: '12 MG Road', address_line2: 'Near Park', address_line3: null, landmark: null, city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  students: [{ student_firstname: 'Riya', student_middlename: null, student_lastname: 'Verma', student_dob: '2015-06-01', gender: 'Female', school_name: 'Test Public School', school_address: 'Pune', pincode: '411001', admission_no: 'ADM-7', educational_stage: 'Primary', student_grade: 'Class 3rd' }],
  kyc: { profilepic: '/api/files/x', kycdocument: '/api/files/y', kyctype: 'aadhar', kyc_document_number: 'XXXXXXXX1234', kyc_status: 'verified', type: 'electricity', customerid: 'C-1', electricity_company: 'MSEDCL', city: 'Pune', utility_status: 'verified' },
  emp_path: 'Salaried',
  documents: { pan_no: 'XXXXXX234F', account_no: 'XXXXXXXX4321', ifsc_code: 'HDFC0000001', bank_name: 'HDFC Bank', account_type: 'savings', itrtype: 'ITR', bank_statement: '/api/files/b', salary_slip: '/api/files/s', form16: null },
  employment: { employment_sector: 'Private', designation: 'Engineer', total_experience: '10', current_company: 'Acme', work_experience: '4' },
  business: null, business_history: null,
  fee: { academicYear: '2026-2027', quarter: 'Q1', admissionNo: 'ADM-7', admissionFee: 10000, tutionFee: 120000, transportFee: 15000, otherFee: { uniformFee: 3000, studyMaterialFee: 2000, extracurricularFee: 0 }, totalFee: 150000 },
};

/** Gives a test loan the fee entry and application snapshot the fee step would have written. */
export async function attachSnapshot(pool: Pool, loanId: string, borrowerId: string): Promise<void> {
  await pool.query(
    `INSERT INTO loan_fee_entries (loan_id, borrower_id, academic_year, quarter, admission_no, admission_fee_paise, tuition_fee_paise, transport_fee_paise,
       total_fee_paise, tenure_months, application) VALUES ($1, $2, '2026-2027', 'Q1', $3, 1000000, 12000000, 1500000, 15000000, 12, $4)`,
    [loanId, borrowerId, `ADM-${loanId}`, JSON.stringify({ ...SNAPSHOT, fee: { ...SNAPSHOT.fee, admissionNo: `ADM-${loanId}` } })]);
}
