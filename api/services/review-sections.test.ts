import { describe, expect, it } from 'vitest';
import { approvalSummary, sectionView } from './review-sections.ts';

const application = {
  profile: { userName: 'Asha Verma', emailid: 'asha@example.in', emp_status: 'Self-Employed', relationship: 'Mother', dob: '1985-04-02', phoneno: '+919800000001', profession: 'Trader' },
  kyc: { profilepic: '/api/files/p', type: 'lpg', lpgid: 'L-9' },
  students: [
    { student_firstname: 'Kabir', student_lastname: 'Verma', admission_no: 'A-1' },
    { student_firstname: 'Riya', student_middlename: 'K', student_lastname: 'Verma', admission_no: 'a-2', school_name: 'Test School' },
  ],
  documents: { pan_no: 'XXXXXX234F', account_no: 'XXXXXXXX4321', ifsc_code: 'SBIN0001234', bank_name: 'SBI', account_type: 'current', itrtype: 'userid', gst_number: '27ABCFE1234F1ZW', bank_statement: '/api/files/b' },
  fee: { admissionNo: 'A-2', academicYear: '2026-2027', quarter: 'Q2', admissionFee: 100, tutionFee: 900, transportFee: 50, otherFee: { uniformFee: 10, studyMaterialFee: 20, extracurricularFee: 5 }, totalFee: 1085 },
};

describe('the sections a reviewer reads from the submitted application', () => {
  it('shows the student the loan is for (matched by admission number), not the first child', () => {
    expect(sectionView('getstudentdetails', 'FS00000007', application)).toMatchObject({ application_no: 'FS00000007', student_name: 'Riya K Verma', school_name: 'Test School', userName: 'Asha Verma' });
  });

  it('shows profession, bank name, account type and ITR type, with PAN and account masked', () => {
    expect(sectionView('get1stborrowerdetails', 'FS1', application)).toMatchObject({ profession: 'Trader', emp_status: 'Self-Employed' });
    expect(sectionView('getselfemployeddocumentdetails', 'FS1', application)).toMatchObject({
      pan_no: 'XXXXXX234F', account_no: 'XXXXXXXX4321', bank_name: 'SBI', account_type: 'current', itr_type: 'userid', gst_number: '27ABCFE1234F1ZW',
    });
  });

  it('adds the other fees together and keeps the rupee amounts of the fee step', () => {
    expect(sectionView('getfeedetails', 'FS1', application)).toMatchObject({ admission_fee: 100, other_fee: 35, transport_fee: 50, total_fee: 1085, quarter: 'Q2' });
  });

  it('answers nulls, not errors, for a section the parent never filled', () => {
    expect(sectionView('getselfemployedbusinessdetailssecond', 'FS1', application)).toEqual({ no_of_years: null, office_premise: null, annual_turnover: null });
  });
});

describe('the approval summary', () => {
  it('accepts an entity only when all its sections are accepted, and carries the comments of rejected ones', () => {
    const summary = approvalSummary('FS1', 'Salaried', [
      { section: 'studentDetails', status: 'Accepted', comment: null },
      { section: 'borrowerDetails', status: 'Accepted', comment: null },
      { section: 'addressDetails', status: 'Rejected', comment: 'Address proof is unreadable.' },
      { section: 'documentDetails1', status: 'Accepted', comment: null },
    ]);
    expect(summary).toMatchObject({
      student_details: 'Accepted', borrower_details: 'Rejected', borrower_error: 'Address proof is unreadable.',
      kyc_details: 'Pending', document_details: 'Pending', fee_details: 'Pending',
    });
  });

  it('reads the self-employed documents for a self-employed borrower', () => {
    const decisions = ['selfEmployedDetails1', 'selfEmployedDetails2', 'selfEmployedDetails3'].map((section) => ({ section, status: 'Accepted', comment: null }));
    expect(approvalSummary('FS1', 'Self-Employed', decisions).document_details).toBe('Accepted');
    expect(approvalSummary('FS1', 'Salaried', decisions).document_details).toBe('Pending');
  });
});
