import type { AdminProfile, NewSchool, NewStaff, NewStaffRole } from '../../../../domain/schemas/admin.schema.ts';
import type { BorrowerFilter } from '../../../../domain/enums-lifecycle.ts';
import { ApiError, apiRequest } from '../../shared/lib/api-client.ts';

// The administrator portal's calls (002, section 7), one function each.

export interface PortfolioFigures {
  schoolsEnrolled: number;
  totalBorrowers: number;
  repeatCustomers: number;
  totalEarningPaise: number;
  interestByMonth: { month: string; interestPaise: number }[];
  payers: { timely: number; defaulters: number };
  loansBySize: { upToThreshold: number; aboveThreshold: number };
  regions: { region: string; schools: number; loans: number; disbursedPaise: number }[];
  loanStatus: { approved: number; rejected: number; pending: number };
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}
export interface StaffRow { name: string; userName: string; phoneNo: string; aadharNo: string; panNo: string }
export interface SchoolRow { name: string; phoneno: string | null; emailid: string | null; school_name: string; school_address: string | null; branch_name: string | null; region: string | null; pincode: string | null; account_verified: boolean }
export interface BorrowerRow { name: string; employment_status: string | null; loans: number; school: string | null; phoneNo: string; emailId: string | null; address: string | null; pincode: string | null }
export interface ListParams { search: string; page: number; pageSize: number; filter?: BorrowerFilter }

const query = (p: ListParams) => {
  const q = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.search.trim()) q.set('search', p.search.trim());
  if (p.filter) q.set('filter', p.filter);
  return `?${q.toString()}`;
};

export const fetchDashboard = async () => (await apiRequest<{ figures: PortfolioFigures }>('GET', '/admin/getdashboarddetails')).data.figures;

async function page<T>(path: string): Promise<ListPage<T>> {
  const answer = (await apiRequest<T[]>('GET', path)) as unknown as { data: T[]; total: number };
  return { rows: answer.data, total: answer.total };
}
export const fetchStaff = (role: NewStaffRole, p: ListParams) => page<StaffRow>(`/admin/get${role}${query(p)}`);
export const fetchSchools = (p: ListParams) => page<SchoolRow>(`/admin/getschool${query(p)}`);
export async function fetchBorrowers(p: ListParams): Promise<ListPage<BorrowerRow>> {
  const answer = (await apiRequest<[unknown, BorrowerRow[]]>('GET', `/admin/getborrowerdetails${query(p)}`)) as unknown as { data: [unknown, BorrowerRow[]]; total: number };
  return { rows: answer.data[1], total: answer.total };
}

export const addStaff = (role: NewStaffRole, body: NewStaff) => apiRequest<{ status: number; userName: string }>('POST', `/admin/add${role}`, body);
export const deleteStaff = (role: NewStaffRole, userName: string) => apiRequest<null>('PUT', `/admin/delete${role}/${encodeURIComponent(userName)}`, {});
export const addSchool = (body: NewSchool) => apiRequest<null>('POST', '/admin/addschool', body);
export const fetchProfile = async () =>
  (await apiRequest<{ firstname: string; middlename: string; lastname: string; phoneno: string; username: string; emailid: string }>('GET', '/admin/getprofiledetails')).data;
export const updateProfile = (body: AdminProfile) => apiRequest<null>('PUT', '/admin/updateprofiledetails', body);

/** POST /admin/uploadaadhar/{userName}: the new staff member's scan, as multipart field `file`. */
export async function uploadAadhaar(userName: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api/admin/uploadaadhar/${encodeURIComponent(userName)}`, {
      method: 'POST', body: form, headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` },
    });
  } catch {
    throw new ApiError(0, 'Some thing went wrong, Please Retry');
  }
  const body = (await response.json().catch(() => ({ message: 'Some thing went wrong, Please Retry' }))) as { message: string };
  if (!response.ok) throw new ApiError(response.status, body.message);
  return body.message;
}
