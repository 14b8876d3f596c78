import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../../../domain/money.ts';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { ScoreDial } from '../../shared/charts/ScoreDial.tsx';
import { ApiError } from '../../shared/lib/api-client.ts';
import { csvDate, csvRupees, toKeyValueCsv, type CsvCell } from '../../shared/lib/csv.ts';
import { REVIEWER_ROLES } from './reviewer-roles.ts';
import { fetchScoreCard, type ScoreCardData } from './score-card.api.ts';
import './score-card.css';

/** How a value reads: the screen and the CSV both come from these rows, so the file says what the screen says. */
type Kind = 'text' | 'number' | 'date' | 'rupees' | 'report';
export interface ScoreCardRow { label: string; value: string | number | null; kind?: Kind }
export interface ScoreCardBlock { id: string; title: string; rows: ScoreCardRow[] }

/** Said wherever the data does not support a figure: never an empty cell that reads as zero. */
export const NOT_AVAILABLE = 'not available';
export const SCORE_NOT_COMPUTED = 'Not computed yet';

const toPaise = (rupees: number) => Math.round(rupees * 100);
const yes = (value: string | null) => (value ? 'Available' : null);

/** The KYC rows that apply: by the utility bill's type and by the identity document's type (001, section 4). */
function kycRows(k: ScoreCardData['kyc_details']): ScoreCardRow[] {
  const type = (k.type ?? '').toUpperCase();
  const utility: ScoreCardRow[] = type === 'ELECTRICITY' ? [{ label: 'Customer ID', value: k.customerid }, { label: 'Distribution company', value: k.company }]
    : type === 'TELEPHONE' ? [{ label: 'Telephone number', value: k.telephonenumber }, { label: 'City', value: k.city }]
      : type === 'LPG' ? [{ label: 'LPG ID', value: k.lpgid }]
        : type === 'PNG' ? [{ label: 'Consumer ID', value: k.customerid }, { label: 'Service provider', value: k.company }] : [];
  const identity: ScoreCardRow[] = k.kyctype === 'aadhar' ? [{ label: 'Aadhaar number', value: k.aadhaar_no }]
    : k.kyctype === 'voterid' ? [{ label: 'Voter ID', value: k.voter_id }]
      : k.kyctype === 'passport' ? [{ label: 'Passport', value: k.passport }] : [];
  return [{ label: 'Utility bill type', value: k.type }, ...utility, { label: 'Identity document', value: k.kyctype }, ...identity, { label: 'PAN card', value: k.pan_card }];
}

/** Every block of the score card in screen order, with the display rules of 001 section 4. */
export function scoreCardBlocks(d: ScoreCardData): ScoreCardBlock[] {
  const risk = d.risk_analysis;
  const salaried = d.emp_status === 'Salaried';
  const blocks: ScoreCardBlock[] = [
    { id: 'scores', title: 'Scores', rows: [
      { label: 'Application Number', value: d.loanid },
      { label: 'Expert score (out of 1000)', value: d.expert_score ?? SCORE_NOT_COMPUTED, kind: 'number' },
      { label: 'Credit score (300-900)', value: d.credit_score ?? `${d.credit_score_status}: no bureau score`, kind: 'number' },
    ] },
    { id: 'risk', title: 'Risk Analysis', rows: risk ? [
      { label: 'Credit record', value: risk.credit_record },
      { label: 'Debt / Income', value: risk.debt_to_income, kind: 'number' },
      { label: 'Repayment / Income', value: risk.repayment_to_income, kind: 'number' },
      { label: 'Default probability', value: risk.default_probability },
      { label: 'Default probability (fraction)', value: risk.default_probability_value, kind: 'number' },
      { label: 'Risk factor', value: risk.risk_factor, kind: 'number' },
    ] : [{ label: 'Risk analysis', value: SCORE_NOT_COMPUTED }] },
    { id: 'factors', title: 'Score Factors', rows: d.factors.map((f) => ({
      label: f.factor,
      value: `${f.points} / ${f.max}${f.reasons.length ? ` (${f.reasons.map((code) => `${code} ${d.reason_codes.find((r) => r.code === code)?.reason ?? ''}`.trim()).join('; ')})` : ''}`,
    })) },
    { id: 'reasons', title: 'Reason Codes', rows: d.reason_codes.length ? d.reason_codes.map((r) => ({ label: r.code, value: r.reason }))
      : [{ label: 'Reason codes', value: d.expert_score === null ? SCORE_NOT_COMPUTED : 'None: every factor scored in full' }] },
    { id: 'personal', title: 'Borrower Details', rows: [
      { label: 'Name', value: d.personal_details.userName }, { label: 'Employment status', value: d.personal_details.emp_status },
      { label: 'Age', value: d.personal_details.age, kind: 'number' }, { label: 'Contact', value: d.personal_details.contact },
      { label: 'Email', value: d.personal_details.email }, { label: 'Residence', value: d.personal_details.residence },
      { label: 'Loan amount', value: d.personal_details.loan_amount, kind: 'rupees' },
    ] },
  ];
  if (salaried && d.employment_details) {
    const e = d.employment_details;
    blocks.push({ id: 'employment', title: 'Employment Details', rows: [
      { label: 'Employer', value: e.employer }, { label: 'Employment sector', value: e.employment_sector }, { label: 'Role', value: e.role },
      { label: 'Duration (years)', value: e.duration },
    ] });
  }
  if (!salaried && d.business_details) {
    const b = d.business_details;
    blocks.push({ id: 'business', title: 'Business Details', rows: [
      { label: 'Business name', value: b.business_name }, { label: 'Business type', value: b.business_type }, { label: 'Industry', value: b.industry },
      { label: 'Registered as', value: b.business_registered }, { label: 'Duration (years)', value: b.duration }, { label: 'Business address', value: b.business_address },
      { label: 'Office premise', value: b.office_premise_type }, { label: 'Ownership', value: b.business_ownership }, { label: 'Business profile', value: b.business_profile },
    ] });
  }
  if (!salaried && d.gst_data) {
    const g = d.gst_data;
    blocks.push({ id: 'gst', title: 'GST Details', rows: [
      { label: 'GST number', value: g.gst_no }, { label: 'Legal name', value: g.legal_name }, { label: 'Trade name', value: g.trade_name },
      { label: 'Status', value: g.status }, { label: 'Authorized signatory', value: g.authorized_signatory }, { label: 'Taxpayer type', value: g.taxpayer_type },
      { label: 'Date of registration', value: g.date_of_Registration, kind: 'date' }, { label: 'Date last updated', value: g.date_Last_updated, kind: 'date' },
      { label: 'Registered address', value: g.registered_address }, { label: 'Registered e-mail', value: g.registered_Email },
      { label: 'Registered mobile', value: g.registrered_Mobile }, { label: 'GST report', value: yes(g.gst_report), kind: 'report' },
    ] });
  }
  blocks.push(
    { id: 'itr', title: 'ITR Details', rows: [
      ...(d.itr_details.itr_report ? [{ label: 'ITR report', value: yes(d.itr_details.itr_report), kind: 'report' as const }] : []),
      { label: 'CIN', value: d.itr_details.cin }, { label: 'Date of incorporation', value: d.itr_details.date_of_incorporation, kind: 'date' },
    ] },
    { id: 'student', title: 'Student Details', rows: [
      { label: 'Student name', value: d.student_data.student_name }, { label: 'Date of birth', value: d.student_data.dob, kind: 'date' },
      { label: 'School name', value: d.student_data.school_name }, { label: 'Admission number', value: d.student_data.admission_no },
      { label: 'Educational stage', value: d.student_data.educational_stage }, { label: 'Grade', value: d.student_data.student_grade },
    ] },
    { id: 'kyc', title: 'KYC Details', rows: kycRows(d.kyc_details) },
    { id: 'bank', title: 'Bank Details', rows: [
      { label: 'Bank name', value: d.bank_data.bank_name }, { label: 'IFSC code', value: d.bank_data.ifsc_code },
      { label: 'Account holder name', value: d.bank_data.account_holder_name }, { label: 'Account number', value: d.bank_data.account_no },
      { label: 'Account type', value: d.bank_data.account_type }, { label: 'Branch address', value: d.bank_data.account_address },
      { label: 'Average balance (AQB)', value: d.bank_data.aqb, kind: 'rupees' }, { label: 'Net take-home (monthly)', value: d.bank_data.net_takehome, kind: 'rupees' },
      { label: 'Obligations (monthly)', value: d.bank_data.obligation, kind: 'rupees' }, { label: 'Bank report', value: yes(d.bank_data.bank_report), kind: 'report' },
    ] },
  );
  return blocks;
}

/** The value as the screen writes it. */
export function screenValue(row: ScoreCardRow): string {
  if (row.value === null || row.value === '') return NOT_AVAILABLE;
  if (row.kind === 'date' && typeof row.value === 'string') return csvDate(row.value);
  if (row.kind === 'rupees' && typeof row.value === 'number') return formatRupees(toPaise(row.value));
  return String(row.value);
}

/** The value as the CSV holds it: the same words, dates dd/mm/yyyy, amounts as plain numbers. */
function csvValue(row: ScoreCardRow): CsvCell {
  if (row.value === null || row.value === '') return NOT_AVAILABLE;
  if (row.kind === 'date' && typeof row.value === 'string') return csvDate(row.value);
  if (row.kind === 'rupees' && typeof row.value === 'number') return csvRupees(toPaise(row.value));
  return row.value;
}

/** The score card as one CSV: a header row, then one "Block - Field" row per line of the screen. */
export function scoreCardCsv(data: ScoreCardData): string {
  return toKeyValueCsv(scoreCardBlocks(data).flatMap((block) => block.rows.map((row) => [`${block.title} - ${row.label}`, csvValue(row)] as const)));
}

const REPORT_TYPE: Record<string, string> = { gst: 'gst', itr: 'itr', bank: 'bank' };

/** The expert score card of one application: the two dials, then every block. */
export function ScoreCardView({ role, data }: { role: ReviewerRole; data: ScoreCardData }) {
  const reportLink = (blockId: string) => `${REVIEWER_ROLES[role].paths.report}?type=${REPORT_TYPE[blockId] ?? 'bank'}&loanid=${encodeURIComponent(data.loanid)}`;
  return (
    <div className="score-card" data-testid="score-card">
      {data.expert_score === null ? (
        <p className="score-card-pending" role="status">The expert score is not computed yet: it is computed once the application's checks finish. The details below are what the application holds so far.</p>
      ) : null}
      <div className="score-card-dials">
        <ScoreDial title="Expert Score" value={data.expert_score} min={0} max={1000} missing={SCORE_NOT_COMPUTED} />
        <ScoreDial title="Credit Score" value={data.credit_score} min={300} max={900} missing={data.credit_score_status === 'Verified' ? 'No bureau history' : `Bureau: ${data.credit_score_status}`} color="#2d5fa8" />
      </div>
      <div className="score-card-grid">
        {scoreCardBlocks(data).map((block) => (
          <section key={block.id} className={`score-block score-block-${block.id}`} aria-labelledby={`score-block-${block.id}`}>
            <h2 id={`score-block-${block.id}`}>{block.title}</h2>
            <dl>
              {block.rows.map((row) => (
                <div key={row.label} className="score-row">
                  <dt>{row.label}</dt>
                  <dd className={row.value === null ? 'not-available' : undefined}>
                    {row.kind === 'report' && row.value !== null ? <Link to={reportLink(block.id)}>{screenValue(row)}</Link> : screenValue(row)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}

/** The score card of the loan under review (step 12 of the review wizard), with its loading and error states. */
export function ScoreCardForLoan({ role, loanId }: { role: ReviewerRole; loanId: string }) {
  const [data, setData] = useState<ScoreCardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setData(null);
    setError(null);
    fetchScoreCard(role, loanId)
      .then((found) => { if (live) setData(found); })
      .catch((e: unknown) => { if (live) setError(e instanceof ApiError ? e.message : 'Some thing went wrong, Please Retry'); });
    return () => { live = false; };
  }, [role, loanId]);
  if (error) return <p role="alert">Sorry, {error} ! please try again.</p>;
  if (!data) return <p role="status">Loading the score card…</p>;
  return <ScoreCardView role={role} data={data} />;
}
