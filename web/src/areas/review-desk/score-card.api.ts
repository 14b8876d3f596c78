import type { RiskAnalysis } from '../../../../domain/scorecard/risk-analysis.ts';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { apiRequest } from '../../shared/lib/api-client.ts';

type Text = string | null;

/** The score card of one application (001, section 3 "Score card data"), as GET /{role}/getdashboarddetails/{id} answers it. */
export interface ScoreCardData {
  loanid: string;
  status: string;
  emp_status: 'Salaried' | 'Self-Employed';
  expert_score: number | null;
  score_computed_at: Text;
  credit_score: number | null;
  credit_score_status: string;
  risk_analysis: RiskAnalysis | null;
  factors: { factor: string; points: number; max: number; reasons: string[] }[];
  reason_codes: { code: string; reason: string }[];
  kyc_details: {
    type: Text; kyctype: Text; customerid: Text; company: Text; lpgid: Text; telephonenumber: Text; city: Text;
    pan_card: Text; aadhaar_no: Text; voter_id: Text; passport: Text;
  };
  personal_details: { emp_status: Text; userName: Text; age: number | null; contact: Text; email: Text; residence: Text; loan_amount: number | null };
  employment_details: { employer: Text; employment_sector: Text; role: Text; duration: Text } | null;
  business_details: {
    business_name: Text; business_type: Text; industry: Text; business_registered: Text; duration: Text; business_address: Text;
    office_premise_type: Text; business_ownership: Text; business_profile: Text;
  } | null;
  gst_data: {
    gst_report: Text; gst_no: Text; legal_name: Text; trade_name: Text; status: Text; authorized_signatory: Text; taxpayer_type: Text;
    date_of_Registration: Text; date_Last_updated: Text; registered_address: Text; registered_Email: Text; registrered_Mobile: Text;
  } | null;
  bank_data: {
    bank_report: Text; bank_name: Text; ifsc_code: Text; account_holder_name: Text; account_no: Text; account_type: Text; account_address: Text;
    aqb: number | null; net_takehome: number | null; obligation: number | null;
  };
  student_data: { student_name: Text; dob: Text; school_name: Text; admission_no: Text; educational_stage: Text; student_grade: Text };
  itr_details: { itr_report: Text; cin: Text; date_of_incorporation: Text };
}

export const fetchScoreCard = async (role: ReviewerRole, loanId: string) =>
  (await apiRequest<ScoreCardData>('GET', `/${role}/getdashboarddetails/${encodeURIComponent(loanId)}`)).data;
