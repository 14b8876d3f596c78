import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOAN_SIZE_THRESHOLD_PAISE, LOAN_STATUS_GROUPS } from '../../domain/portfolio-figures.ts';
import { createPool } from '../../db/pool.ts';
import { createBorrower } from '../support/fixtures.ts';
import { apiClient } from '../support/api-client.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

let product: RunningProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
const pool = createPool(inject('databaseUrl'));

beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress') });
  api = apiClient(product.baseUrl);
  admin = (await api.post('/admin/login', { userName: 'admin', password: 'Admin@123' })).data.authToken;
});
afterAll(async () => {
  await product?.stop();
  await pool.end();
});

async function loan(borrowerId: string, rupees: number, status: string, createdAt: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO loans (borrower_id, principal_paise, tenure_months, annual_rate_bp, status, created_at) VALUES ($1, $2, 12, 1200, $3, $4) RETURNING id`,
    [borrowerId, rupees * 100, status, createdAt],
  );
  return rows[0]!.id;
}

/** The Indian academic year (April-March) of an instant, computed in JavaScript rather than SQL. */
function academicYear(at: Date): number {
  const ist = new Date(at.getTime() + 5.5 * 3600_000);
  return ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
}

/** Every figure recomputed from raw rows, independently of the portfolio queries. */
async function independentFigures() {
  const loans = (await pool.query<{ borrower_id: string; principal_paise: number; status: string; created_at: Date }>(
    'SELECT borrower_id, principal_paise, status, created_at FROM loans')).rows;
  const schools = (await pool.query<{ region: string | null }>('SELECT region FROM schools')).rows;
  const years = new Map<string, Set<number>>();
  for (const l of loans) years.set(l.borrower_id, (years.get(l.borrower_id) ?? new Set()).add(academicYear(l.created_at)));
  const inGroup = (group: readonly string[]) => loans.filter((l) => group.includes(l.status)).length;
  const regions = [...new Set(schools.map((s) => s.region).filter((r): r is string => r !== null))].sort();
  return {
    schoolsEnrolled: schools.length,
    totalBorrowers: years.size,
    repeatCustomers: [...years.values()].filter((set) => set.size > 1).length,
    loansBySize: { upToThreshold: loans.filter((l) => l.principal_paise <= LOAN_SIZE_THRESHOLD_PAISE).length, aboveThreshold: loans.filter((l) => l.principal_paise > LOAN_SIZE_THRESHOLD_PAISE).length },
    loanStatus: { approved: inGroup(LOAN_STATUS_GROUPS.Approved), rejected: inGroup(LOAN_STATUS_GROUPS.Reject), pending: inGroup(LOAN_STATUS_GROUPS.Pending) },
    regionSchools: Object.fromEntries(regions.map((r) => [r, schools.filter((s) => s.region === r).length])),
  };
}

describe('the administrator dashboard is computed from the database', () => {
  it('gives each figure as an independent count of the rows', async () => {
    const repeat = await createBorrower(pool, 'Repeat');
    await loan(repeat.id, 150_000, 'closed', '2025-05-10T10:00:00+05:30');
    await loan(repeat.id, 300_000, 'repaying', '2026-06-01T10:00:00+05:30');
    // Two children in one academic year (March 2026 is still 2025-26): not a repeat customer.
    const twoChildren = await createBorrower(pool, 'Twins');
    await loan(twoChildren.id, 300_001, 'under_review', '2025-04-01T09:00:00+05:30');
    await loan(twoChildren.id, 80_000, 'rejected', '2026-03-31T23:30:00+05:30');
    const fresh = await createBorrower(pool, 'Fresh');
    await loan(fresh.id, 250_000, 'submitted', '2026-11-20T10:00:00+05:30');
    await createBorrower(pool, 'NeverApplied');

    const answer = await api.get('/admin/getdashboarddetails', admin);
    expect(answer.status).toBe(200);
    const figures = answer.data.figures;
    const expected = await independentFigures();
    expect(figures.schoolsEnrolled).toBe(expected.schoolsEnrolled);
    expect(answer.data.School_Enrolled[0].SchoolCount).toBe(expected.schoolsEnrolled);
    expect(figures.totalBorrowers).toBe(expected.totalBorrowers);
    expect(answer.data.total_Borrower[0].UserCount).toBe(expected.totalBorrowers);
    expect(figures.repeatCustomers).toBe(expected.repeatCustomers);
    expect(figures.loansBySize).toEqual(expected.loansBySize);
    expect(figures.loanStatus).toEqual(expected.loanStatus);
    expect(Object.fromEntries(figures.regions.map((r: any) => [r.region, r.schools]))).toEqual(expected.regionSchools);
    // The seeded rows move the figures as the definitions say.
    expect(expected.repeatCustomers).toBeGreaterThanOrEqual(1);
    expect(expected.loansBySize.aboveThreshold).toBeGreaterThanOrEqual(1);
  });

  it('moves exactly as a new loan and a new school say it should', async () => {
    const before = (await api.get('/admin/getdashboarddetails', admin)).data.figures;
    const parent = await createBorrower(pool, 'Another');
    await loan(parent.id, 400_000, 'sanctioned', '2026-10-01T10:00:00+05:30');
    await pool.query(`INSERT INTO schools (name, region, pincode, branch_name) VALUES ('Dashboard Test School', 'East', '700001', 'Park Street')`);
    const after = (await api.get('/admin/getdashboarddetails', admin)).data.figures;
    expect(after.totalBorrowers).toBe(before.totalBorrowers + 1);
    expect(after.schoolsEnrolled).toBe(before.schoolsEnrolled + 1);
    expect(after.loansBySize.aboveThreshold).toBe(before.loansBySize.aboveThreshold + 1);
    expect(after.loanStatus.approved).toBe(before.loanStatus.approved + 1);
    const east = (f: any) => f.regions.find((r: any) => r.region === 'East').schools;
    expect(east(after)).toBe(east(before) + 1);
  });

  it('lists borrowers who applied, searchable by name, one page at a time', async () => {
    const parent = await createBorrower(pool, 'Zubeida');
    await loan(parent.id, 120_000, 'submitted', '2026-11-01T10:00:00+05:30');
    await createBorrower(pool, 'Zubeida'); // registered, never applied: not a borrower yet
    const answer: any = await api.get('/admin/getborrowerdetails?search=zubeida', admin);
    expect(answer.status).toBe(200);
    expect(answer.total).toBe(1);
    expect(answer.data[1]).toEqual([expect.objectContaining({ name: 'Zubeida Verma', loans: 1, phoneNo: parent.phone })]);
    const all: any = await api.get('/admin/getborrowerdetails?pageSize=100', admin);
    const { rows } = await pool.query('SELECT count(DISTINCT borrower_id)::int AS n FROM loans');
    expect(all.total).toBe(rows[0].n);
    expect((await api.get('/admin/getborrowerdetails?filter=Everyone', admin)).status).toBe(400);
  });
});
