import { apiRequest } from '../../../shared/lib/api-client.ts';

/** One loan card of GET /loans/dashboard. */
export interface DashboardLoan {
  loanId: string;
  status: string;
  statusLabel: string;
  principal: string;
  tenureMonths: number;
  createdAt: string;
  repaymentStarted: boolean;
  emis: { total: number; timely: number; bounced: number; pending: number };
  history: { number: number; dueDate: string; amount: string; status: 'Paid' | 'Bounced' | 'Overdue' | 'Due'; paidAt: string | null }[];
  nextPayment: { number: number; dueDate: string; daysLeft: number; amount: string; mode: 'Auto Deduct' } | null;
  amountPaid: string;
}
export interface Transaction { id: string; loanId: string; date: string; paidTo: string; amount: string; status: 'Paid' | 'Failed' }
export interface Notification { id: string; loanId: string; type: string; message: string; at: string }
export interface KeyFactStatement {
  proposalNumber: string; principalPaise: number; annualRateBp: number; tenureMonths: number; processingFeePaise: number; feeGstPaise: number;
  aprBp: number; emiPaise: number; totalInterestPaise: number; penalChargePaise: number; coolingOffDays: number;
  schedule: Record<string, unknown>[]; validUntil: string; signedAt: string | null;
}

export async function fetchDashboard(): Promise<{ loans: DashboardLoan[]; canApplyForNewLoan: boolean }> {
  return (await apiRequest<{ loans: DashboardLoan[]; canApplyForNewLoan: boolean }>('GET', '/loans/dashboard')).data;
}
export async function fetchTransactions(loanId: string | null): Promise<Transaction[]> {
  return (await apiRequest<Transaction[]>('GET', `/loans/transactions${loanId ? `?loanId=${encodeURIComponent(loanId)}` : ''}`)).data;
}
export async function fetchNotifications(): Promise<Notification[]> {
  return (await apiRequest<Notification[]>('GET', '/notifications')).data;
}
export async function fetchKfs(loanId: string): Promise<KeyFactStatement> {
  return (await apiRequest<KeyFactStatement>('GET', `/loans/${encodeURIComponent(loanId)}/offer`)).data;
}
export async function sendSigningOtp(loanId: string): Promise<void> {
  await apiRequest<null>('POST', `/loans/${encodeURIComponent(loanId)}/agreement/sendotp`, {});
}
export async function signAgreement(loanId: string, otp: string): Promise<{ proposalNumber: string; status: string }> {
  return (await apiRequest<{ proposalNumber: string; status: string }>('POST', `/loans/${encodeURIComponent(loanId)}/agreement/sign`, { otp })).data;
}
