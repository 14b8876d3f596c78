import type { FinalDecisionKind } from '../../../../domain/enums-lifecycle.ts';
import type { LoanCounts, QueueRowView } from '../../../../domain/schemas/review.schema.ts';
import type { StaffReset, StaffResetRequest } from '../../../../domain/schemas/auth.schema.ts';
import type { StaffProfile } from '../../../../domain/schemas/staff.schema.ts';
import type { ReviewerRole, SectionDecisionInput } from '../../../../machines/review-wizard.machine.ts';
import { apiRequest } from '../../shared/lib/api-client.ts';

// The review desk's calls (001, section 7), one function each; the role is the first segment of every path.

export type QueueTab = 'unassigned' | 'assigned' | 'rejected';
const LIST_PATH: Record<QueueTab, string> = { unassigned: 'getallloans', assigned: 'getassignedloans', rejected: 'getrejectedloans' };

export const fetchCounts = async (role: ReviewerRole) => (await apiRequest<LoanCounts>('GET', `/${role}/getloancounts`)).data;

export async function fetchQueue(role: ReviewerRole, tab: QueueTab, p: { status: string; page: number; pageSize: number }) {
  const q = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize), status: p.status });
  const answer = (await apiRequest<QueueRowView[]>('GET', `/${role}/${LIST_PATH[tab]}?${q.toString()}`)) as unknown as { data: QueueRowView[]; total: number };
  return { rows: answer.data, total: answer.total };
}

export const assignLoan = (role: ReviewerRole, loanid: string) => apiRequest<{ loanid: string }>('POST', `/${role}/assignloan`, { loanid });

export const fetchSection = async (role: ReviewerRole, view: string, loanId: string) =>
  (await apiRequest<Record<string, unknown>>('GET', `/${role}/${view}/${encodeURIComponent(loanId)}`)).data;

export interface ApprovalSummary {
  loanid: string;
  status: string;
  emp_status: 'Salaried' | 'Self-Employed';
  sections: { section: string; status: 'Accepted' | 'Rejected'; comment: string | null }[];
}
export const fetchApprovalStatus = async (role: ReviewerRole, loanId: string) =>
  (await apiRequest<ApprovalSummary>('GET', `/${role}/getapprovalstatus/${encodeURIComponent(loanId)}`)).data;

export const setApprovalStatus = (role: ReviewerRole, loanid: string, input: SectionDecisionInput) =>
  apiRequest<null>('POST', `/${role}/setapprovalstatus`, {
    loanid, documentName: input.section, approvalStatus: input.decision.status,
    ...(input.decision.status === 'Rejected' ? { comments: input.decision.comment } : {}),
  });

const DECISION_PATH: Record<FinalDecisionKind, string> = {
  recommend: 'recommend', sanction: 'sanction', reject: 'rejectapplication', return_to_underwriter: 'returntounderwriter',
};
export const recordFinalDecision = (role: ReviewerRole, loanid: string, kind: FinalDecisionKind, remark: string) =>
  apiRequest<{ loanid: string }>('POST', `/${role}/${DECISION_PATH[kind]}`, { loanid, ...(remark ? { remark } : {}) });

export interface StaffProfileView { firstname: string; middlename: string; lastname: string; phoneno: string; username: string; emailid: string }
export const fetchProfile = async (role: ReviewerRole) => (await apiRequest<StaffProfileView>('GET', `/${role}/getprofiledetails`)).data;
export const updateProfile = (role: ReviewerRole, body: StaffProfile) => apiRequest<null>('PUT', `/${role}/updateprofiledetails`, body);

export const requestReset = (role: ReviewerRole, body: StaffResetRequest) => apiRequest<{ phoneNo: string }>('POST', `/${role}/forgetpassword`, body);
export const resetPassword = (role: ReviewerRole, body: StaffReset) =>
  apiRequest<{ authToken: string; userName: string; name: string }>('POST', `/${role}/resetpassword`, body);
