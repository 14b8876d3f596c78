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

/** The Indian calendar date of an instant, as YYYY-MM-DD. */
const istDate = (at: Date) => new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
/** The first month of the dashboard's twelve-month window ending with today's month, as YYYY-MM. */
function twelveMonthsBack(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - 11;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
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
  const instalments = (await pool.query<{ borrower_id: string; status: string; due_date: string; interest_paise: number; paid_at: Date | null }>(
    `SELECT l.borrower_id, i.status, to_char(i.due_date, 'YYYY-MM-DD') AS due_date, i.interest_paise, i.paid_at FROM loan_instalments i JOIN loans l ON l.id = i.loan_id`)).rows;
  const todayIst = istDate(new Date());
  const pastDueUnpaid = (i: (typeof instalments)[number]) => i.status !== 'paid' && i.due_date < todayIst;
  const byBorrower = new Map<string, typeof instalments>();
  for (const i of instalments) byBorrower.set(i.borrower_id, [...(byBorrower.get(i.borrower_id) ?? []), i]);
  const paid = instalments.filter((i) => i.status === 'paid');
  const firstMonth = twelveMonthsBack(todayIst);
  const months = new Map<string, number>();
  for (const i of paid) {
    const month = istDate(i.paid_at!).slice(0, 7);
    if (month >= firstMonth) months.set(month, (months.get(month) ?? 0) + i.interest_paise);
  }
  const loanSchools = (await pool.query<{ id: string; region: string | null; school_id: string | null }>(
    'SELECT l.id, s.region, l.school_id FROM loans l LEFT JOIN schools s ON s.id = l.school_id')).rows;
  const disbursements = (await pool.query<{ loan_id: string; amount_paise: number; kind: string; outcome: string }>('SELECT loan_id, amount_paise, kind, outcome FROM loan_payments')).rows;
  const regionOfLoan = new Map(loanSchools.map((l) => [l.id, l.region]));
  return {
    totalEarningPaise: paid.reduce((sum, i) => sum + i.interest_paise, 0),
    interestByMonth: [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, interestPaise]) => ({ month, interestPaise })),
    payers: {
      timely: [...byBorrower.values()].filter((list) => list.some((i) => i.status === 'paid') && !list.some(pastDueUnpaid)).length,
      defaulters: [...byBorrower.values()].filter((list) => list.some((i) => ['bounced', 'overdue'].includes(i.status) && i.due_date < todayIst)).length,
    },
    regionLoans: Object.fromEntries(regions.map((r) => [r, loanSchools.filter((l) => l.region === r).length])),
    regionDisbursed: Object.fromEntries(regions.map((r) => [r, disbursements
      .filter((p) => p.kind === 'disbursement' && p.outcome === 'succeeded' && regionOfLoan.get(p.loan_id) === r).reduce((sum, p) => sum + p.amount_paise, 0)])),
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

  it('computes earnings, interest by month, timely payers, defaulters and regions from instalments and payments', async () => {
    const { rows: [school] } = await pool.query<{ id: string }>(`SELECT id FROM schools WHERE name = 'Kendriya Vidyalaya'`);
    const disbursed = async (name: string) => {
      const parent = await createBorrower(pool, name);
      const id = await loan(parent.id, 120_000, 'repaying', '2026-01-05T10:00:00+05:30');
      await pool.query('UPDATE loans SET school_id = $2, disbursed_at = now() WHERE id = $1', [id, school!.id]);
      await pool.query(`INSERT INTO loan_payments (loan_id, kind, idempotency_key, amount_paise, outcome, provider_ref) VALUES ($1, 'disbursement', $2, 12000000, 'succeeded', 'ref')`, [id, `disburse:${id}`]);
      return { parent, id };
    };
    const instalment = (loanId: string, n: number, due: string, status: string, interest: number, paidAt: string | null) => pool.query(
      `INSERT INTO loan_instalments (loan_id, number, due_date, emi_paise, principal_paise, interest_paise, status, paid_at) VALUES ($1, $2, $3, 1066000, 966000, $4, $5, $6)`,
      [loanId, n, due, interest, status, paidAt]);
    const monthAgo = new Date(Date.now() - 32 * 86_400_000).toISOString();
    const timely = await disbursed('Punctual');
    await instalment(timely.id, 1, monthAgo.slice(0, 10), 'paid', 120_000, monthAgo);
    await instalment(timely.id, 2, new Date().toISOString().slice(0, 10), 'paid', 110_000, new Date().toISOString());
    await instalment(timely.id, 3, '2099-01-05', 'due', 100_000, null);
    const defaulter = await disbursed('Bounced');
    await instalment(defaulter.id, 1, monthAgo.slice(0, 10), 'paid', 120_000, monthAgo);
    await instalment(defaulter.id, 2, '2026-01-01', 'overdue', 110_000, null);
    const awaiting = await disbursed('Awaiting'); // nothing paid yet, nothing overdue: neither timely nor a defaulter
    await instalment(awaiting.id, 1, '2099-01-05', 'due', 120_000, null);

    const figures = (await api.get('/admin/getdashboarddetails', admin)).data.figures;
    const expected = await independentFigures();
    expect(figures.totalEarningPaise).toBe(expected.totalEarningPaise);
    expect(figures.interestByMonth).toEqual(expected.interestByMonth);
    expect(figures.payers).toEqual(expected.payers);
    expect(Object.fromEntries(figures.regions.map((r: any) => [r.region, r.loans]))).toEqual(expected.regionLoans);
    expect(Object.fromEntries(figures.regions.map((r: any) => [r.region, r.disbursedPaise]))).toEqual(expected.regionDisbursed);
    expect(expected.totalEarningPaise).toBeGreaterThanOrEqual(350_000);
    expect(expected.payers.timely).toBeGreaterThanOrEqual(1);
    expect(expected.payers.defaulters).toBeGreaterThanOrEqual(1);

    const defaulters: any = await api.get('/admin/getborrowerdetails?filter=Default%20Borrower&pageSize=100', admin);
    const timelyPayers: any = await api.get('/admin/getborrowerdetails?filter=Timely%20Payer&pageSize=100', admin);
    expect(defaulters.total).toBe(expected.payers.defaulters);
    expect(timelyPayers.total).toBe(expected.payers.timely);
    expect(defaulters.data[1].map((r: any) => r.phoneNo)).toContain(defaulter.parent.phone);
    expect(timelyPayers.data[1].map((r: any) => r.phoneNo)).toContain(timely.parent.phone);
    expect([...defaulters.data[1], ...timelyPayers.data[1]].map((r: any) => r.phoneNo)).not.toContain(awaiting.parent.phone);
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
