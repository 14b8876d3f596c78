import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import type { ReviewSection } from '../../../../domain/enums-lifecycle.ts';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { ApiError } from '../../shared/lib/api-client.ts';
import { fetchSection } from './review.api.ts';

/** Which section call each review step reads (001, section 7). */
export const SECTION_VIEW: Record<ReviewSection, string> = {
  studentDetails: 'getstudentdetails',
  borrowerDetails: 'get1stborrowerdetails',
  addressDetails: 'get2ndborrowerdetails',
  kycDetails: 'getkycdetails',
  documentDetails1: 'get1stdocumentdetails',
  documentDetails2: 'get2nddocumentdetails',
  selfEmployedDetails1: 'getselfemployeddocumentdetails',
  selfEmployedDetails2: 'getselfemployedbusinessdetailsfirst',
  selfEmployedDetails3: 'getselfemployedbusinessdetailssecond',
  feeDetails: 'getfeedetails',
};

const LABELS: Record<string, string> = {
  application_no: 'Application Number', userName: 'Name', student_name: 'Student Name', student_dob: 'Date of Birth', school_name: 'School Name',
  pincode: 'Pincode', student_grade: 'Grade', admission_no: 'Admission Number', gender: 'Gender', school_address: 'School Address',
  educational_stage: 'Educational Stage', relationship: 'Relationship', emailid: 'E-mail', dob: 'Date of Birth', phoneno: 'Mobile',
  emp_status: 'Employment Status', profession: 'Profession', residence_type: 'Residence Type', address_line1: 'House/Flat No',
  address_line2: 'Street', address_line3: 'Locality', landmark: 'Landmark', city: 'City', state: 'State', living_years: 'Years at Residence',
  type: 'Utility Bill Type', kyctype: 'KYC Type', kyc_document_number: 'KYC Document Number', electricity_company: 'Company Name',
  customerid: 'Customer Id', telephone_number: 'Telephone Number', lpgid: 'LPG Id', kycdocument: 'KYC Document', kyc_status: 'KYC Check',
  utility_status: 'Utility Check', account_no: 'Account Number', pan_no: 'PAN', ifsc_code: 'IFSC Code', bank_name: 'Bank Name',
  account_type: 'Account Type', itr_type: 'ITR Type', bank_statement: 'Bank Statement (6 months)', salary_slip: 'Salary Slips (3 months)',
  form16: 'ITR / Form 16 (2 years)', employment_sector: 'Employment Sector', designation: 'Designation', total_experience: 'Total Experience',
  current_company: 'Current Company', work_experience: 'Experience in Current Company', gst_number: 'GST Number', sanction_limit: 'Sanction Limit',
  business_type: 'Business Type', business_registered: 'Registered As', office_address: 'Office Address', business_name: 'Business Name',
  business_nature: 'Nature of Business', industry: 'Industry', no_of_years: 'Years in Business', office_premise: 'Office Premise Type',
  annual_turnover: 'Annual Turnover (crores)', academic_year: 'Academic Year', quarter: 'Quarter', admission_fee: 'Admission Fee (₹)',
  tution_fee: 'Tuition Fee (₹)', other_fee: 'Other Fee (₹)', transport_fee: 'Transport Fee (₹)', total_fee: 'Total Fee (₹)',
};

/** Opens an uploaded file with the reviewer's token (a plain link would not carry it). */
async function openFile(url: string) {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` } });
  if (!response.ok) throw new ApiError(response.status, 'The file could not be opened');
  window.open(URL.createObjectURL(await response.blob()), '_blank', 'noopener');
}

function Value({ value, label }: { value: unknown; label: string }) {
  const [error, setError] = useState<string | null>(null);
  if (typeof value === 'string' && value.startsWith('/api/files/')) {
    return (
      <>
        <Button className="button" aria-label={`View ${label}`} onPress={() => { setError(null); openFile(value).catch((e: unknown) => setError(e instanceof Error ? e.message : 'Some thing went wrong')); }}>View</Button>
        {error ? <span role="alert"> {error}</span> : null}
      </>
    );
  }
  if (value === null || value === undefined || value === '') return <>—</>;
  return <>{String(value)}</>;
}

/** The submitted details of one section, as the reviewer checks them. */
export function SectionFields({ role, loanId, section }: { role: ReviewerRole; loanId: string; section: ReviewSection }) {
  const [state, setState] = useState<{ data: Record<string, unknown> | null; error: string | null }>({ data: null, error: null });
  useEffect(() => {
    let current = true;
    setState({ data: null, error: null });
    fetchSection(role, SECTION_VIEW[section], loanId)
      .then((data) => current && setState({ data, error: null }))
      .catch((error: unknown) => current && setState({ data: null, error: error instanceof ApiError ? error.message : 'Some thing went wrong, Please Retry' }));
    return () => { current = false; };
  }, [role, loanId, section]);

  if (state.error) return <p role="alert">Sorry, {state.error} ! please try again.</p>;
  if (!state.data) return <p role="status">Loading…</p>;
  const entries = Object.entries(state.data).filter(([key]) => key !== 'profilepic' || state.data?.profilepic);
  return (
    <dl className="review-fields">
      {entries.map(([key, value]) => {
        const label = key === 'profilepic' ? 'Applicant Photo' : LABELS[key] ?? key;
        return <div key={key}><dt>{label}</dt><dd><Value value={value} label={label} /></dd></div>;
      })}
    </dl>
  );
}
