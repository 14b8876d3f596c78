import type { BorrowerListQuery, Page } from '../../domain/schemas/admin-portal.schema.ts';
import type { PortfolioFigures, PortfolioRepository } from '../../db/repositories/portfolio.repository.ts';

/** A borrower list row as the screens read it (002, section 3). */
export interface BorrowerRow {
  name: string;
  employment_status: string | null;
  loans: number;
  school: string | null;
  phoneNo: string;
  emailId: string | null;
  address: string | null;
  pincode: string | null;
}

/**
 * The administrator's view of the portfolio. The old answer's SchoolCount and UserCount stay where
 * the old screens read them; everything else is under `figures`, in paise.
 */
export function createAdminDashboardService(deps: { portfolio: PortfolioRepository }) {
  return {
    async figures(): Promise<{ School_Enrolled: [{ SchoolCount: number }]; total_Borrower: [{ UserCount: number }]; figures: PortfolioFigures }> {
      const figures = await deps.portfolio.figures();
      return { School_Enrolled: [{ SchoolCount: figures.schoolsEnrolled }], total_Borrower: [{ UserCount: figures.totalBorrowers }], figures };
    },

    async borrowers(query: BorrowerListQuery): Promise<Page<BorrowerRow>> {
      const { rows, total } = await deps.portfolio.borrowers({ search: query.search, filter: query.filter, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return {
        total, page: query.page, pageSize: query.pageSize,
        rows: rows.map((r) => ({
          name: r.name, employment_status: r.employmentStatus, loans: r.loans, school: r.school, phoneNo: r.phone,
          emailId: r.email, address: r.address, pincode: r.pincode,
        })),
      };
    },
  };
}
export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
