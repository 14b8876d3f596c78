import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { apiRequest } from '../../shared/lib/api-client.ts';

// The KYC check and report calls (001, section 7). Amounts inside the bank analysis are paise.

export interface KycCheckRow { checkpoint: string; validation_from: string; status: string; consent: string; reason: string | null; checked_at: string | null }

export interface Figure { label: string; kind: 'amount' | 'count' | 'percent' | 'date' | 'text'; value: number | string | null; reason?: string }
export interface BankAnalysis {
  source: string; period: { from: string; to: string }; monthsCovered: number; transactionCount: number;
  accountSummary: Figure[]; overview: { title: string; rows: Figure[] }[]; cashFlow: Figure[]; eodQuarters: Figure[];
}
export type ReportType = 'gst' | 'itr' | 'bank';
export type Report = Record<string, unknown> & { type: ReportType; loanid: string; raw: unknown; analysis?: BankAnalysis | null; note?: string | null };

const id = (loanId: string) => encodeURIComponent(loanId);
export const fetchKycCheck = async (role: ReviewerRole, loanId: string) =>
  (await apiRequest<KycCheckRow[]>('GET', `/${role}/kyccheck/${id(loanId)}`)).data;
export const fetchReport = async (role: ReviewerRole, type: ReportType, loanId: string) =>
  (await apiRequest<Report>('GET', `/${role}/getreport/${type}/${id(loanId)}`)).data;

