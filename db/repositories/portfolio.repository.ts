import { LOAN_SIZE_THRESHOLD_PAISE, LOAN_STATUS_GROUPS } from '../../domain/portfolio-figures.ts';
import type { BorrowerFilter } from '../../domain/enums-lifecycle.ts';
import type { Pool } from '../pool.ts';
import { likePattern } from './staff.repository.ts';
import { REPAYMENT_SQL } from './portfolio-repayments.sql.ts';

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

export interface BorrowerListRow {
  name: string;
  employmentStatus: string | null;
  loans: number;
  school: string | null;
  phone: string;
  email: string | null;
  address: string | null;
  pincode: string | null;
}

/** Parents who have applied for at least one loan: the borrowers of the dashboard and the list. */
const BORROWERS = 'SELECT DISTINCT borrower_id FROM loans';

/** The Indian academic year (April to March) a loan was applied in, as its starting calendar year. */
const ACADEMIC_YEAR = `extract(year FROM (created_at AT TIME ZONE 'Asia/Kolkata') - interval '3 months')`;

/** Read-only figures over the whole portfolio for the administrator (002, section 2.4). */
export function createPortfolioRepository(pool: Pool) {
  async function one<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> {
    const { rows } = await pool.query<T>(sql, params);
    return rows[0] as T;
  }
  /** Whether 002_lifecycle's tables (and the loan's school) are there yet: the schema, not the data, decides. */
  async function present(): Promise<{ repayments: boolean; loanSchool: boolean }> {
    const { rows } = await pool.query<{ repayments: boolean; loan_school: boolean }>(
      `SELECT (SELECT count(*) FROM pg_tables WHERE schemaname = current_schema() AND tablename = ANY($1)) = cardinality($1) AS repayments,
              EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'loans' AND column_name = 'school_id') AS loan_school`,
      [REPAYMENT_SQL.requires],
    );
    return { repayments: rows[0]?.repayments ?? false, loanSchool: rows[0]?.loan_school ?? false };
  }
  async function repayments(): Promise<typeof REPAYMENT_SQL | null> {
    return (await present()).repayments ? REPAYMENT_SQL : null;
  }

  return {
    async figures(): Promise<PortfolioFigures> {
      const schema = await present();
      const r = schema.repayments ? REPAYMENT_SQL : null;
      const [schools, borrowers, repeat, sizes, status, regions] = await Promise.all([
        one<{ n: number }>('SELECT count(*)::int AS n FROM schools'),
        one<{ n: number }>(`SELECT count(*)::int AS n FROM (${BORROWERS}) b`),
        one<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT borrower_id FROM loans GROUP BY borrower_id HAVING count(DISTINCT ${ACADEMIC_YEAR}) > 1) r`),
        one<{ small: number; large: number }>(
          `SELECT count(*) FILTER (WHERE principal_paise <= $1)::int AS small, count(*) FILTER (WHERE principal_paise > $1)::int AS large FROM loans`,
          [LOAN_SIZE_THRESHOLD_PAISE],
        ),
        one<{ approved: number; rejected: number; pending: number }>(
          `SELECT count(*) FILTER (WHERE status = ANY($1))::int AS approved, count(*) FILTER (WHERE status = ANY($2))::int AS rejected,
                  count(*) FILTER (WHERE status = ANY($3))::int AS pending FROM loans`,
          [LOAN_STATUS_GROUPS.Approved, LOAN_STATUS_GROUPS.Reject, LOAN_STATUS_GROUPS.Pending],
        ),
        pool.query<{ region: string; schools: number; loans: number; disbursed: number }>(schema.loanSchool ? REPAYMENT_SQL.regions : REGIONS_WITHOUT_LOANS),
      ]);
      const [earning, interest, payers] = r
        ? await Promise.all([
          one<{ paise: number }>(r.totalEarning),
          pool.query<{ month: string; paise: number }>(r.interestByMonth),
          one<{ timely: number; defaulters: number }>(`SELECT (SELECT count(*) FROM (${r.timely}) t)::int AS timely, (SELECT count(*) FROM (${r.defaulters}) d)::int AS defaulters`),
        ])
        : [{ paise: 0 }, { rows: [] }, { timely: 0, defaulters: 0 }];
      return {
        schoolsEnrolled: schools.n,
        totalBorrowers: borrowers.n,
        repeatCustomers: repeat.n,
        totalEarningPaise: Number(earning.paise),
        interestByMonth: interest.rows.map((row) => ({ month: row.month, interestPaise: Number(row.paise) })),
        payers: { timely: payers.timely, defaulters: payers.defaulters },
        loansBySize: { upToThreshold: sizes.small, aboveThreshold: sizes.large },
        regions: regions.rows.map((row) => ({ region: row.region, schools: row.schools, loans: row.loans, disbursedPaise: Number(row.disbursed) })),
        loanStatus: status,
      };
    },

    /** Borrowers by name, optionally only the defaulters or only the timely payers, one page at a time. */
    async borrowers(query: { search?: string | undefined; filter: BorrowerFilter; limit: number; offset: number }): Promise<{ rows: BorrowerListRow[]; total: number }> {
      const r = await repayments();
      const params: unknown[] = [];
      const conditions = [`b.id IN (${BORROWERS})`];
      if (query.search) {
        params.push(likePattern(query.search));
        conditions.push(`concat_ws(' ', b.first_name, b.middle_name, b.last_name) ILIKE $${params.length}`);
      }
      if (query.filter === 'Default Borrower') conditions.push(r ? `b.id IN (${r.defaulters})` : 'FALSE');
      if (query.filter === 'Timely Payer') conditions.push(r ? `b.id IN (${r.timely})` : 'FALSE');
      const where = conditions.join(' AND ');
      const [{ rows }, counted] = await Promise.all([
        pool.query<{ name: string; emp: string | null; loans: number; school: string | null; phone: string; email: string | null; address: string | null; pincode: string | null }>(
          `SELECT concat_ws(' ', b.first_name, b.middle_name, b.last_name) AS name, p.emp_status AS emp,
                  (SELECT count(*) FROM loans l WHERE l.borrower_id = b.id)::int AS loans,
                  (SELECT string_agg(DISTINCT s.school_name, ', ') FROM students s WHERE s.borrower_id = b.id) AS school,
                  b.phone, p.email,
                  concat_ws(', ', a.address_line1, a.address_line2, a.address_line3, a.city, a.state) AS address, a.pincode
             FROM borrowers b
             LEFT JOIN borrower_profiles p ON p.borrower_id = b.id
             LEFT JOIN borrower_addresses a ON a.borrower_id = b.id
            WHERE ${where}
            ORDER BY b.first_name, b.last_name, b.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, query.limit, query.offset],
        ),
        pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM borrowers b WHERE ${where}`, params),
      ]);
      return {
        total: counted.rows[0]?.n ?? 0,
        rows: rows.map((row) => ({
          name: row.name, employmentStatus: row.emp, loans: row.loans, school: row.school, phone: row.phone, email: row.email,
          address: row.address || null, pincode: row.pincode,
        })),
      };
    },
  };
}
export type PortfolioRepository = ReturnType<typeof createPortfolioRepository>;

/** Before loans name their school: each region's schools, and no loans counted against them. */
const REGIONS_WITHOUT_LOANS = `
  SELECT region, count(*)::int AS schools, 0 AS loans, 0 AS disbursed FROM schools WHERE region IS NOT NULL GROUP BY region ORDER BY region`;
