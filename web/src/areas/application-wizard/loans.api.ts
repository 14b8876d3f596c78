import { apiRequest } from '../../shared/lib/api-client.ts';

/** A loan card as GET /students/getfeedetails reads it (000, section 3). */
export interface LoanCard {
  loanid: string;
  created_at: string;
  tenure: number;
  loan_status: string;
}

export async function fetchLoans(): Promise<LoanCard[]> {
  return (await apiRequest<LoanCard[]>('GET', '/students/getfeedetails')).data;
}
