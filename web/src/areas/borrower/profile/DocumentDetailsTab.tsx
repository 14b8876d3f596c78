import { useEffect, useState } from 'react';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { asUserError } from '../../../shared/lib/user-error.ts';

type Section = Record<string, unknown> | null;
const LABELS: Record<string, string> = {
  pan_no: 'PAN', gst_number: 'GST Number', account_no: 'Account Number', ifsc_code: 'IFSC Code', account_type: 'Account Type', bank_name: 'Bank Name',
  sanction_limit: 'Sanction Limit', itrtype: 'ITR Type', bank_statement_name: 'Bank Statement', salary_slip_name: 'Salary Slip', form16_name: 'ITR / Form 16',
  kyctype: 'KYC Document Type', kyc_document_number: 'KYC Document Number', kycdocument_name: 'KYC Document', profilepic_name: 'Profile Picture', type: 'Utility Bill Type',
  total_experience: 'Total Experience', employment_sector: 'Employment Sector', current_company: 'Company', designation: 'Designation', work_experience: 'Experience in company',
  industry: 'Industry', business_name: 'Business Name', business_type: 'Business Type', no_of_years: 'Years in Business', annual_turnover: 'Annual Turnover', office_premise: 'Office Premise',
};

function Facts({ title, data }: { title: string; data: Section }) {
  if (!data) return null;
  const rows = Object.entries(data).filter(([key, value]) => LABELS[key] && value !== null && value !== '');
  if (rows.length === 0) return null;
  return (
    <section className="card step-block">
      <h2>{title}</h2>
      <dl className="facts">{rows.map(([key, value]) => <div key={key}><dt>{LABELS[key]}</dt><dd>{String(value)}</dd></div>)}</dl>
    </section>
  );
}

/** The profile page's Document Details tab: what was given, PAN and account masked. */
export function DocumentDetailsTab() {
  const [data, setData] = useState<Record<string, Section> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiRequest<Record<string, Section>>('GET', '/users/getuserdocumentdetails').then(({ data: d }) => setData(d)).catch((e: unknown) => setError(asUserError(e).message));
  }, []);
  if (error) return <Notice tone="error" title="Oops..">{error}</Notice>;
  if (!data) return <p role="status">Loading…</p>;
  return (
    <>
      <Facts title="E-KYC" data={data.kyc ?? null} />
      <Facts title="Bank and tax" data={data.documents ?? null} />
      <Facts title="Work" data={data.employment ?? null} />
      <Facts title="Business" data={data.business ?? null} />
      <Facts title="Business history" data={data.business_history ?? null} />
    </>
  );
}
