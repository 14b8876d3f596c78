import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient, uniquePhone } from '../support/api-client.ts';
import { apiRoutes } from '../support/routes.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

/**
 * Who may call what. One row per route the API answers; a route added without a row fails the
 * first test, so every new route gets a decision here.
 *   public    anyone, signed in or not
 *   borrower  a signed-in parent (their own data only)
 *   staff     any staff role (underwriter, approver, administrator)
 *   <role>    that staff role only
 *   documents the parent who uploaded it, and staff reviewing it
 */
type Access = 'public' | 'borrower' | 'documents' | 'staff' | 'reviewer' | 'underwriter' | 'approver' | 'admin';

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/pincode/:pincode': 'public',
  'GET /api/dev/outbox': 'public',
  'POST /api/documents/emicalculator': 'public',
  'POST /api/users/sendphoneotp': 'public',
  'POST /api/users/registeruser': 'public',
  'POST /api/users/sendphoneotplogin': 'public',
  'POST /api/users/loginuser': 'public',
  'POST /api/admin/login': 'public',
  'POST /api/underwriter/login': 'public',
  'POST /api/approver/login': 'public',
  'POST /api/underwriter/forgetpassword': 'public',
  'POST /api/underwriter/resetpassword': 'public',
  'POST /api/approver/forgetpassword': 'public',
  'POST /api/approver/resetpassword': 'public',

  'POST /api/users/logout': 'borrower',
  'GET /api/users/viewprofile': 'borrower',
  'PUT /api/users/updatedetails': 'borrower',
  'PUT /api/users/updateaddress': 'borrower',
  'GET /api/users/viewaddress': 'borrower',
  'POST /api/users/consents': 'borrower',
  'GET /api/users/consents': 'borrower',
  'GET /api/users/getuserstudentdetails': 'borrower',
  'PUT /api/users/updateuserstudentdetails': 'borrower',
  'GET /api/users/getuserprofiledetails': 'borrower',
  'PUT /api/users/updateuserprofiledetails': 'borrower',
  'GET /api/users/getuserdocumentdetails': 'borrower',
  'POST /api/students/registerstudent': 'borrower',
  'GET /api/students/getstudentdetails': 'borrower',
  'PUT /api/students/feedetails': 'borrower',
  'GET /api/students/getfeedetails': 'borrower',
  'POST /api/verification/panauth': 'borrower',
  'POST /api/verification/gstauth': 'borrower',
  'POST /api/verification/accountverify': 'borrower',
  'POST /api/verification/kycocr': 'borrower',
  'POST /api/verification/verifyutility': 'borrower',
  'PUT /api/users/uploadprofilepic': 'borrower',
  'PUT /api/documents/uploadbankstatement': 'borrower',
  'PUT /api/documents/uploadsalaryslip': 'borrower',
  'PUT /api/documents/uploadform16': 'borrower',
  'POST /api/documents/validateitr': 'borrower',
  'GET /api/documents/getkycdetails': 'borrower',
  'PUT /api/documents/1stdocumentdetailforsalaried': 'borrower',
  'GET /api/documents/1stdocumentdetailforsalaried': 'borrower',
  'PUT /api/documents/2nddocumentdetailforsalaried': 'borrower',
  'GET /api/documents/2nddocumentdetailforsalaried': 'borrower',
  'PUT /api/documents/selfemployeddocumentdetails': 'borrower',
  'GET /api/documents/selfemployeddocumentdetails': 'borrower',
  'PUT /api/documents/selfemployedbusinessdetailsfirst': 'borrower',
  'GET /api/documents/selfemployedbusinessdetailsfirst': 'borrower',
  'PUT /api/documents/selfemployedbusinessdetailssecond': 'borrower',
  'GET /api/documents/selfemployedbusinessdetailssecond': 'borrower',
  'GET /api/files/:fileId': 'documents',

  'POST /api/admin/logout': 'admin',
  'POST /api/underwriter/logout': 'underwriter',
  'POST /api/approver/logout': 'approver',
  'GET /api/admin/getdashboarddetails': 'admin',
  'GET /api/admin/getapprover': 'admin',
  'POST /api/admin/addapprover': 'admin',
  'PUT /api/admin/deleteapprover/:userName': 'admin',
  'GET /api/admin/getunderwriter': 'admin',
  'POST /api/admin/addunderwriter': 'admin',
  'PUT /api/admin/deleteunderwriter/:userName': 'admin',
  'POST /api/admin/uploadaadhar/:userName': 'admin',
  'GET /api/admin/getaadhar/:userName': 'admin',
  'GET /api/admin/getborrowerdetails': 'admin',
  'GET /api/admin/getschool': 'admin',
  'POST /api/admin/addschool': 'admin',
  'GET /api/admin/getprofiledetails': 'admin',
  'PUT /api/admin/updateprofiledetails': 'admin',

  'GET /api/loans/:loanId/events': 'staff',
  'GET /api/loans/:loanId/offer': 'borrower',
  'POST /api/loans/:loanId/agreement/sendotp': 'borrower',
  'POST /api/loans/:loanId/agreement/sign': 'borrower',
  'POST /api/loans/:loanId/cancel': 'borrower',
  'POST /api/loans/:loanId/coolingoffexit': 'borrower',
  'GET /api/loans/dashboard': 'borrower',
  'GET /api/loans/transactions': 'borrower',
  'GET /api/notifications': 'borrower',

  // The review desk (001, section 7): each role's own calls only.
  'GET /api/underwriter/getloancounts': 'underwriter',
  'GET /api/underwriter/getallloans': 'underwriter',
  'GET /api/underwriter/getassignedloans': 'underwriter',
  'GET /api/underwriter/getrejectedloans': 'underwriter',
  'POST /api/underwriter/assignloan': 'underwriter',
  'GET /api/underwriter/getstudentdetails/:id': 'underwriter',
  'GET /api/underwriter/get1stborrowerdetails/:id': 'underwriter',
  'GET /api/underwriter/get2ndborrowerdetails/:id': 'underwriter',
  'GET /api/underwriter/getkycdetails/:id': 'underwriter',
  'GET /api/underwriter/get1stdocumentdetails/:id': 'underwriter',
  'GET /api/underwriter/get2nddocumentdetails/:id': 'underwriter',
  'GET /api/underwriter/getselfemployeddocumentdetails/:id': 'underwriter',
  'GET /api/underwriter/getselfemployedbusinessdetailsfirst/:id': 'underwriter',
  'GET /api/underwriter/getselfemployedbusinessdetailssecond/:id': 'underwriter',
  'GET /api/underwriter/getfeedetails/:id': 'underwriter',
  'POST /api/underwriter/setapprovalstatus': 'underwriter',
  'GET /api/underwriter/getapprovalstatus/:id': 'underwriter',
  'GET /api/underwriter/getdashboarddetails/:id': 'underwriter',
  'GET /api/underwriter/kyccheck/:id': 'underwriter',
  'GET /api/underwriter/getreport/:type/:id': 'underwriter',
  'GET /api/underwriter/getcam/:id': 'underwriter',
  'POST /api/underwriter/recommend': 'underwriter',
  'POST /api/underwriter/rejectapplication': 'underwriter',
  'GET /api/underwriter/getprofiledetails': 'underwriter',
  'PUT /api/underwriter/updateprofiledetails': 'underwriter',
  'GET /api/approver/getloancounts': 'approver',
  'GET /api/approver/getallloans': 'approver',
  'GET /api/approver/getassignedloans': 'approver',
  'GET /api/approver/getrejectedloans': 'approver',
  'POST /api/approver/assignloan': 'approver',
  'GET /api/approver/getstudentdetails/:id': 'approver',
  'GET /api/approver/get1stborrowerdetails/:id': 'approver',
  'GET /api/approver/get2ndborrowerdetails/:id': 'approver',
  'GET /api/approver/getkycdetails/:id': 'approver',
  'GET /api/approver/get1stdocumentdetails/:id': 'approver',
  'GET /api/approver/get2nddocumentdetails/:id': 'approver',
  'GET /api/approver/getselfemployeddocumentdetails/:id': 'approver',
  'GET /api/approver/getselfemployedbusinessdetailsfirst/:id': 'approver',
  'GET /api/approver/getselfemployedbusinessdetailssecond/:id': 'approver',
  'GET /api/approver/getfeedetails/:id': 'approver',
  'POST /api/approver/setapprovalstatus': 'approver',
  'GET /api/approver/getapprovalstatus/:id': 'approver',
  'GET /api/approver/getdashboarddetails/:id': 'approver',
  'GET /api/approver/kyccheck/:id': 'approver',
  'GET /api/approver/getreport/:type/:id': 'approver',
  'GET /api/approver/getcam/:id': 'approver',
  'POST /api/verification/getscorecard': 'reviewer',
  'POST /api/approver/sanction': 'approver',
  'POST /api/approver/rejectapplication': 'approver',
  'POST /api/approver/returntounderwriter': 'approver',
  'GET /api/approver/getprofiledetails': 'approver',
  'PUT /api/approver/updateprofiledetails': 'approver',
  'GET /api/students/getsendbacks': 'borrower',
  'PUT /api/students/resubmitsection': 'borrower',
};

// Routes whose effect would spoil the other rows if run with a good token (signing the caller out).
const SIGN_OUT = /\/logout$/;
// Values for path parameters: ids nobody owns, so an allowed caller gets a 404, never someone's data.
const fillPath = (path: string) => path.replace(':fileId', '00000000-0000-4000-8000-000000000000').replace(':userName', 'nobody-here').replace(':pincode', '400001').replace(':loanId', 'FS99999999')
  .replace(':id', 'FS99999999').replace(':type', 'bank');

type Caller = 'anonymous' | 'parent' | 'otherParent' | 'underwriter' | 'approver' | 'admin';

let product: RunningProduct;
let routes: { method: string; path: string }[];
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  const databaseUrl = inject('databaseUrl');
  product = await startProduct({ databaseUrl, temporalAddress: inject('temporalAddress') });

  // The route list comes from the app's own routers, built as the API builds them.
  routes = await apiRoutes(databaseUrl, inject('temporalAddress'));

  const api = apiClient(product.baseUrl);
  for (const caller of ['parent', 'otherParent'] as const) {
    const phone = uniquePhone();
    await api.post('/users/sendphoneotp', { phoneNo: phone });
    const otp = await api.latestOtp(`+91${phone}`);
    const answer = await api.post('/users/registeruser', { firstName: caller === 'parent' ? 'Zorawar' : 'Other', lastName: 'Parent', phoneNo: phone, otp, termAndConditions: true });
    tokens[caller] = answer.data.authToken;
  }
  const staff = { underwriter: ['underwriter1', 'Underwriter@123'], approver: ['approver1', 'Approver@123'], admin: ['admin', 'Admin@123'] } as const;
  for (const [role, [userName, password]] of Object.entries(staff)) {
    const answer = await api.post(`/${role}/login`, { userName, password });
    expect(answer.status, `${role} login`).toBe(200);
    tokens[role as Caller] = answer.data.authToken;
  }
});
afterAll(() => product?.stop());

async function call(method: string, path: string, caller: Caller): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = tokens[caller];
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${product.baseUrl}${fillPath(path)}`, { method, headers, body: method === 'GET' ? null : '{}' });
  return { status: response.status, body: await response.text() };
}

const isParent = (caller: Caller) => caller === 'parent' || caller === 'otherParent';
const allowed = (access: Access, caller: Caller) =>
  access === 'public' || access === caller || (access === 'borrower' && isParent(caller)) || (access === 'documents' && caller !== 'anonymous')
  || (access === 'staff' && caller !== 'anonymous' && !isParent(caller)) || (access === 'reviewer' && (caller === 'underwriter' || caller === 'approver'));

describe('the authorization matrix', () => {
  it('has a row for every route the API answers, and no row for a route it does not', () => {
    const answered = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(answered.filter((key) => !(key in ACCESS)), 'routes without a row').toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !answered.includes(key)), 'rows without a route').toEqual([]);
  });

  it('answers every route as its row says, for no token, two parents and each staff role', async () => {
    const wrong: string[] = [];
    for (const key of Object.keys(ACCESS).sort()) {
      const access = ACCESS[key]!;
      const [method, path] = key.split(' ') as [string, string];
      for (const caller of ['anonymous', 'parent', 'otherParent', 'underwriter', 'approver', 'admin'] as const) {
        if (SIGN_OUT.test(path) && allowed(access, caller)) continue;
        const { status, body } = await call(method, path, caller);
        const expected = allowed(access, caller) ? 'not 401/403' : caller === 'anonymous' ? '401' : '403';
        const ok = expected === 'not 401/403' ? status !== 401 && status !== 403 && status < 500 : String(status) === expected;
        if (!ok) wrong.push(`${key} as ${caller}: ${status} (expected ${expected}) ${body.slice(0, 120)}`);
        // No answer to the other parent, or to staff on a parent's route, carries the first parent's name.
        if (caller !== 'parent' && body.includes('Zorawar')) wrong.push(`${key} as ${caller} leaked the first parent's data`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
