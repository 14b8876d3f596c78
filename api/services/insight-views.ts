import type { BankFiguresForScore } from '../../domain/bank-statement/score-figures.ts';
import { REASONS, type ReasonCode } from '../../domain/scorecard/expert-score.ts';
import { CONSENT_TEXTS, type ConsentKind } from '../../domain/consents.ts';
import type { ConsentRow, InsightLoan, LoanCheckRow, LoanScoreRow } from '../../db/repositories/loan-insight.repository.ts';

// The score card and KYC-check answers (001, section 3), built from the submitted application, the
// loan's recorded checks and its stored score. Pure, like review-sections.ts. PAN, account and
// identity numbers are already masked in the snapshot; nothing here unmasks them.

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {});
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);
const rupees = (paise: number | null) => (paise === null ? null : paise / 100);

function ageOn(dob: string | null, on: string): number | null {
  if (!dob) return null;
  const [y, m, d] = dob.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = on.slice(0, 10).split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

const OUTCOME_LABEL: Record<string, string> = { verified: 'Verified', failed: 'Failed' };

export function scoreCardView(loan: InsightLoan, checks: LoanCheckRow[], score: LoanScoreRow | null, bank: BankFiguresForScore) {
  const app = loan.application ?? {};
  const profile = obj(app.profile);
  const address = obj(app.address);
  const kyc = obj(app.kyc);
  const documents = obj(app.documents);
  const employment = obj(app.employment);
  const business = obj(app.business);
  const history = obj(app.business_history);
  const fee = obj(app.fee);
  const students = Array.isArray(app.students) ? app.students.map(obj) : [];
  const student = students.find((s) => String(s.admission_no ?? '').toLowerCase() === String(fee.admissionNo ?? '').toLowerCase()) ?? students[0] ?? {};
  const check = (kind: string) => checks.find((c) => c.kind === kind);
  const empStatus = (app.emp_path ?? profile.emp_status) === 'Self-Employed' ? 'Self-Employed' : 'Salaried';
  const kycType = str(kyc.kyctype);
  const documentNumber = str(kyc.kyc_document_number);
  const gst = check('gstin');
  const itr = check('itr');
  const bankCheck = check('bank_account');
  const bureau = check('bureau');

  return {
    loanid: loan.id,
    status: loan.status,
    emp_status: empStatus,
    expert_score: score?.expertScore ?? null,
    score_computed_at: score?.computedAt ?? null,
    credit_score: typeof bureau?.details.score === 'number' ? bureau.details.score : null,
    credit_score_status: bureau ? (OUTCOME_LABEL[bureau.outcome] ?? bureau.outcome) : 'Not done',
    risk_analysis: score?.riskAnalysis ?? null,
    factors: score?.factors ?? [],
    reason_codes: (score?.reasonCodes ?? []).map((code) => ({ code, reason: REASONS[code as ReasonCode] ?? code })),
    kyc_details: {
      // A PNG bill names its consumer id and service provider where an electricity bill names customer id and company.
      type: str(kyc.type)?.toUpperCase() ?? null, kyctype: kycType, customerid: str(kyc.customerid) ?? str(kyc.consumerid),
      company: str(kyc.electricity_company) ?? str(kyc.service_provider),
      lpgid: str(kyc.lpgid), telephonenumber: str(kyc.telephone_number), city: str(kyc.city), pan_card: str(documents.pan_no),
      aadhaar_no: kycType === 'aadhar' ? documentNumber : null, voter_id: kycType === 'voterid' ? documentNumber : null,
      passport: kycType === 'passport' ? documentNumber : null,
    },
    personal_details: {
      emp_status: empStatus, userName: str(profile.userName), age: ageOn(str(profile.dob), loan.submittedAt), contact: str(profile.phoneno),
      email: str(profile.emailid), residence: [str(address.residence_type), str(address.city)].filter(Boolean).join(', ') || null,
      loan_amount: rupees(loan.principalPaise),
    },
    employment_details: empStatus === 'Salaried' ? {
      employer: str(employment.current_company), employment_sector: str(employment.employment_sector), role: str(employment.designation),
      duration: str(employment.work_experience),
    } : null,
    business_details: empStatus === 'Self-Employed' ? {
      business_name: str(business.business_name), business_type: str(business.business_type), industry: str(business.industry),
      business_registered: str(business.business_registered), duration: str(history.no_of_years), business_address: str(business.office_address),
      office_premise_type: str(history.office_premise), business_ownership: str(business.business_registered), business_profile: str(business.business_nature),
    } : null,
    gst_data: empStatus === 'Self-Employed' ? {
      gst_report: gst?.outcome === 'verified' ? `gst/${loan.id}` : null, gst_no: str(documents.gst_number),
      // The sandbox GST check proves the GSTIN and the portal login; it does not return the registration's names.
      legal_name: null, trade_name: str(business.business_name), status: gst ? (OUTCOME_LABEL[gst.outcome] ?? gst.outcome) : 'Not done',
      authorized_signatory: null, taxpayer_type: null, date_of_Registration: null, date_Last_updated: gst?.checkedAt ?? null,
      registered_address: str(business.office_address), registered_Email: null, registrered_Mobile: null,
    } : null,
    bank_data: {
      bank_report: bank.monthsCovered > 0 ? `bank/${loan.id}` : null, bank_name: str(documents.bank_name) ?? str(bankCheck?.details.bank),
      ifsc_code: str(documents.ifsc_code), account_holder_name: str(bankCheck?.details.nameAtBank) ?? null, account_no: str(documents.account_no),
      account_type: str(documents.account_type), account_address: null,
      aqb: rupees(bank.averageBalancePaise), net_takehome: rupees(bank.monthlyNetTakeHomePaise), obligation: rupees(bank.monthlyObligationsPaise),
    },
    student_data: {
      student_name: [student.student_firstname, student.student_middlename, student.student_lastname].filter(Boolean).join(' ') || null,
      dob: str(student.student_dob), school_name: str(student.school_name), admission_no: str(student.admission_no),
      educational_stage: str(student.educational_stage), student_grade: str(student.student_grade),
    },
    itr_details: { itr_report: itr?.outcome === 'verified' ? `itr/${loan.id}` : null, cin: null, date_of_incorporation: null },
  };
}
export type ScoreCardView = ReturnType<typeof scoreCardView>;

// Which checkpoint each recorded check is, where its answer came from, and the consent it rests on.
const CHECKPOINTS: { kind: string; checkpoint: string; from: string; consent: ConsentKind | null }[] = [
  { kind: 'pan', checkpoint: 'PAN', from: 'Income Tax Department PAN registry', consent: 'bureau_pull' },
  { kind: 'kyc_ocr', checkpoint: 'Identity document', from: 'KYC document reading (masked number only)', consent: 'kyc' },
  { kind: 'utility', checkpoint: 'Address (utility bill)', from: 'Bill payment system (BBPS)', consent: 'kyc' },
  { kind: 'bank_account', checkpoint: 'Bank account', from: 'Penny drop to the account', consent: 'it_returns' },
  { kind: 'itr', checkpoint: 'Income-tax returns', from: 'Income-tax e-filing portal', consent: 'it_returns' },
  { kind: 'gstin', checkpoint: 'GSTIN', from: 'GST portal', consent: 'it_returns' },
  { kind: 'bureau', checkpoint: 'Credit report', from: 'Credit bureau', consent: 'bureau_pull' },
];

export interface KycCheckRow { checkpoint: string; validation_from: string; status: string; consent: string; reason: string | null; checked_at: string | null }

/** One row per checkpoint: what was found, or 'Not done' when no check was made — never passed by default. */
export function kycCheckRows(empStatus: string, checks: LoanCheckRow[], consents: ConsentRow[]): KycCheckRow[] {
  return CHECKPOINTS.filter((c) => c.kind !== 'gstin' || empStatus === 'Self-Employed').map(({ kind, checkpoint, from, consent }) => {
    const found = checks.find((c) => c.kind === kind);
    const given = consent ? consents.find((c) => c.kind === consent) : undefined;
    const current = consent ? CONSENT_TEXTS[consent].version : null;
    return {
      checkpoint,
      validation_from: found ? `${from}${found.source === 'wizard' ? ' (checked during the application)' : ''}` : from,
      status: found ? (OUTCOME_LABEL[found.outcome] ?? found.outcome) : 'Not done',
      consent: !given ? 'Not given' : given.textVersion === current ? `Given ${given.givenAt.slice(0, 10)}` : `Given on an older text (${given.textVersion})`,
      reason: found?.reason ?? null,
      checked_at: found?.checkedAt ?? null,
    };
  });
}
