import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ScoreCardData } from './score-card.api.ts';
import { NOT_AVAILABLE, scoreCardBlocks, scoreCardCsv, screenValue } from './ScoreCardView.tsx';

const salaried: ScoreCardData = {
  loanid: 'FS00000042', status: 'ready_for_review', emp_status: 'Salaried', expert_score: 640, score_computed_at: '2026-11-23T02:00:00.000Z',
  credit_score: 712, credit_score_status: 'Verified',
  risk_analysis: { credit_record: 'Good', debt_to_income: 0.0706, repayment_to_income: 0.2324, default_probability: '1/11', default_probability_value: 0.0891, risk_factor: 0.0401 },
  factors: [{ factor: 'Credit bureau', points: 200, max: 250, reasons: [] }, { factor: 'Bank conduct', points: 70, max: 100, reasons: ['R15'] }],
  reason_codes: [{ code: 'R15', reason: 'Bounced debits in the bank statement' }],
  kyc_details: { type: 'ELECTRICITY', kyctype: 'aadhar', customerid: 'C-1', company: 'MSEDCL', lpgid: null, telephonenumber: null, city: 'Pune', pan_card: 'XXXXXX234F', aadhaar_no: 'XXXXXXXX1234', voter_id: null, passport: null },
  personal_details: { emp_status: 'Salaried', userName: 'Asha Verma', age: 41, contact: '+919800000001', email: 'asha@example.in', residence: 'Owned, Pune', loan_amount: 150000 },
  employment_details: { employer: 'Acme', employment_sector: 'Private Sector', role: 'Engineer', duration: '5-7' },
  business_details: null, gst_data: null,
  bank_data: { bank_report: null, bank_name: 'HDFC Bank', ifsc_code: 'HDFC0000001', account_holder_name: null, account_no: 'XXXXXXXX4321', account_type: 'savings', account_address: null, aqb: 126693.84, net_takehome: 85000, obligation: null },
  student_data: { student_name: 'Riya Verma', dob: '2015-06-01', school_name: 'Test Public School', admission_no: 'ADM-7', educational_stage: 'Primary', student_grade: 'Class 3rd' },
  itr_details: { itr_report: null, cin: null, date_of_incorporation: null },
};

const selfEmployed: ScoreCardData = {
  ...salaried, emp_status: 'Self-Employed', employment_details: null,
  business_details: { business_name: 'Verma Traders', business_type: 'Trading', industry: 'Retail', business_registered: 'LLP', duration: '7-9', business_address: '4 Market Road', office_premise_type: 'Owned', business_ownership: 'LLP', business_profile: 'Stationery' },
  gst_data: { gst_report: 'gst/FS00000042', gst_no: '27ABCFE1234F1ZW', legal_name: null, trade_name: 'Verma Traders', status: 'Verified', authorized_signatory: null, taxpayer_type: null, date_of_Registration: '2019-07-01', date_Last_updated: null, registered_address: '4 Market Road', registered_Email: null, registrered_Mobile: null },
  itr_details: { itr_report: 'itr/FS00000042', cin: null, date_of_incorporation: null },
  kyc_details: { ...salaried.kyc_details, type: 'TELEPHONE', kyctype: 'passport', telephonenumber: '02012345678', passport: 'A1234567', aadhaar_no: null },
};

const titles = (data: ScoreCardData) => scoreCardBlocks(data).map((b) => b.title);
const rowsOf = (data: ScoreCardData, title: string) => scoreCardBlocks(data).find((b) => b.title === title)?.rows.map((r) => r.label) ?? [];

describe('the score card display rules (001, section 4)', () => {
  it('shows the employment block for a salaried parent, and the business and GST blocks for a self-employed one', () => {
    expect(titles(salaried)).toContain('Employment Details');
    expect(titles(salaried)).not.toContain('Business Details');
    expect(titles(salaried)).not.toContain('GST Details');
    expect(titles(selfEmployed)).toEqual(expect.arrayContaining(['Business Details', 'GST Details']));
    expect(titles(selfEmployed)).not.toContain('Employment Details');
  });

  it('links the ITR report only when there is one', () => {
    expect(rowsOf(salaried, 'ITR Details')).not.toContain('ITR report');
    expect(rowsOf(selfEmployed, 'ITR Details')).toContain('ITR report');
  });

  it('shows the KYC rows of the utility bill type and the identity document type', () => {
    expect(rowsOf(salaried, 'KYC Details')).toEqual(['Utility bill type', 'Customer ID', 'Distribution company', 'Identity document', 'Aadhaar number', 'PAN card']);
    expect(rowsOf(selfEmployed, 'KYC Details')).toEqual(['Utility bill type', 'Telephone number', 'City', 'Identity document', 'Passport', 'PAN card']);
    const lpg = { ...salaried, kyc_details: { ...salaried.kyc_details, type: 'LPG', kyctype: 'voterid', lpgid: 'LPG-9', voter_id: 'ABC1234567' } };
    expect(rowsOf(lpg, 'KYC Details')).toEqual(['Utility bill type', 'LPG ID', 'Identity document', 'Voter ID', 'PAN card']);
  });

  it('says "not computed yet" instead of a score, and "not available" instead of an empty figure', () => {
    const pending = { ...salaried, expert_score: null, risk_analysis: null, factors: [], reason_codes: [] };
    expect(scoreCardBlocks(pending).find((b) => b.title === 'Risk Analysis')?.rows).toEqual([{ label: 'Risk analysis', value: 'Not computed yet' }]);
    expect(screenValue({ label: 'Obligations', value: null, kind: 'rupees' })).toBe(NOT_AVAILABLE);
    expect(screenValue({ label: 'AQB', value: 126693.84, kind: 'rupees' })).toBe('₹1,26,693.84');
  });
});

describe('the score card CSV', () => {
  it('has one header row and one row per line of the screen: dates dd/mm/yyyy, amounts as plain numbers, gaps said', () => {
    const rows = Papa.parse<string[]>(scoreCardCsv(salaried), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Field', 'Value']);
    expect(rows).toHaveLength(1 + scoreCardBlocks(salaried).reduce((n, b) => n + b.rows.length, 0));
    const value = (field: string) => rows.find(([f]) => f === field)?.[1];
    expect(value('Student Details - Date of birth')).toBe('01/06/2015');
    expect(value('Bank Details - Average balance (AQB)')).toBe('126693.84');
    expect(value('Borrower Details - Loan amount')).toBe('150000');
    expect(value('Bank Details - Obligations (monthly)')).toBe(NOT_AVAILABLE);
    expect(value('Score Factors - Bank conduct')).toBe('70 / 100 (R15 Bounced debits in the bank statement)');
    expect(value('Risk Analysis - Debt / Income')).toBe('0.0706');
  });
});
