import type { BankStatementReader } from '../../db/repositories/bank-statement.repository.ts';
import type { GstReturnsRepository } from '../../db/repositories/gst-returns.repository.ts';
import type { ReviewerRole } from '../../db/repositories/review-queue.repository.ts';
import { buildCam, gstr1Sums, gstr3bSums, rupeeString } from '../../domain/cam/cam.ts';
import type { Gstr1, Gstr3b } from '../../domain/cam/gst-returns.ts';
import { fyLabel, fyOf } from '../../domain/cam/periods.ts';
import { DomainError } from '../errors.ts';
import type { ReviewDeskService } from './review-desk.service.ts';

export interface CamDeps {
  desk: Pick<ReviewDeskService, 'readableLoan'>;
  gstReturns: GstReturnsRepository;
  /** The bank-statement analysis of the loan (null when the statement cannot be analysed). */
  bankStatements: Pick<BankStatementReader, 'analysisOf'>;
}

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {});
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);
const NO_CAM = (loanId: string, why: string) => new DomainError('not_found', `There are no CAM data for application ${loanId}: ${why}`);

/** Applicant and bank details from the application as submitted (PAN and account are masked in the snapshot). */
function applicantAndBank(application: Obj | null) {
  const app = application ?? {};
  const profile = obj(app.profile);
  const address = obj(app.address);
  const documents = obj(app.documents);
  const business = obj(app.business);
  const history = obj(app.business_history);
  return {
    applicant_details: {
      applicant_name: str(profile.userName), emp_status: str(app.emp_path) ?? str(profile.emp_status), email: str(profile.emailid), contact: str(profile.phoneno),
      pan_no: str(documents.pan_no), gst_number: str(documents.gst_number), business_name: str(business.business_name), business_type: str(business.business_type),
      business_nature: str(business.business_nature), industry: str(business.industry), business_registered: str(business.business_registered),
      office_address: str(business.office_address), city: str(business.city) ?? str(address.city), state: str(business.state) ?? str(address.state),
      pincode: str(business.pincode) ?? str(address.pincode), no_of_years: str(history.no_of_years), office_premise: str(history.office_premise),
      annual_turnover: str(history.annual_turnover),
    },
    bank_details: {
      bank_name: str(documents.bank_name), account_no: str(documents.account_no), ifsc_code: str(documents.ifsc_code),
      account_type: str(documents.account_type), sanction_limit: str(documents.sanction_limit),
    },
  };
}

/**
 * The credit appraisal memo (001, sections 2.9 and 3): computed on each read from the raw GST returns the
 * loan's verification stage stored, the application snapshot and the bank-statement analysis.
 */
export function createCamService(deps: CamDeps) {
  async function returnsOf(loanId: string) {
    const found = await deps.gstReturns.returnsOf(loanId);
    if (!found) throw NO_CAM(loanId, 'no GST returns were fetched for it (a salaried application, an unregistered GSTIN, or the checks have not finished).');
    return found;
  }
  // An unreadable statement must not hide the GST memo: the section then says "not available".
  const analysisOf = (loanId: string) => deps.bankStatements.analysisOf(loanId).catch(() => null);

  return {
    async cam(role: ReviewerRole, staffId: string, loanId: string) {
      const loan = await deps.desk.readableLoan(role, staffId, loanId);
      const found = await returnsOf(loanId);
      return {
        loanid: loanId,
        gstin: found.gstin,
        application_date: found.applicationDate,
        fetched_at: found.fetchedAt,
        ...applicantAndBank(loan.application),
        ...buildCam(found.returns, found.applicationDate),
        bank_statement_analysis: await analysisOf(loanId),
      };
    },

    /**
     * The GST report of the report screen (/uw-report, GST tab). It checks no access: the caller has
     * already opened the loan with reviewDesk.readableLoan. No returns: a not_found DomainError.
     */
    gstReport: (loanId: string): Promise<GstReport> => buildGstReport(deps.gstReturns, loanId),
  };
}
export type CamService = ReturnType<typeof createCamService>;

/**
 * A loan's GST returns for the report screen: the GSTIN, the periods fetched, the raw returns and a
 * per-period summary (GSTR-1 and GSTR-3B values, and their difference). Checks no access: the caller does.
 * A loan with no returns is a not_found DomainError.
 */
export async function buildGstReport(repository: Pick<GstReturnsRepository, 'returnsOf'>, loanId: string) {
  const found = await repository.returnsOf(loanId);
  if (!found) throw NO_CAM(loanId, 'no GST returns were fetched for it.');
  const periods = [...new Set(found.returns.map((r) => r.ret_period))];
  const summary = periods.map((period) => {
    const of = (type: string) => found.returns.find((r) => r.ret_period === period && r.return_type === type)?.payload;
    const g1 = of('GSTR1') === undefined ? null : gstr1Sums(of('GSTR1') as Gstr1);
    const g3 = of('GSTR3B') === undefined ? null : gstr3bSums(of('GSTR3B') as Gstr3b);
    return {
      ret_period: period, financial_year: fyLabel(fyOf({ month: Number(period.slice(0, 2)), year: Number(period.slice(2)) })),
      gstr1_ttl_val: g1 ? rupeeString(g1.val) : null, gstr1_ttl_txval: g1 ? rupeeString(g1.txval) : null, gstr1_invoices: g1?.invoices ?? null,
      gstr3b_ttl_val: g3 ? rupeeString(g3.val) : null, gstr3b_ttl_txval: g3 ? rupeeString(g3.txval) : null,
      difference: g1 && g3 ? rupeeString(g1.val - g3.val) : null,
    };
  });
  return {
    loanid: loanId, gstin: found.gstin, application_date: found.applicationDate, provider: found.provider, fetched_at: found.fetchedAt,
    periods, summary, returns: found.returns,
  };
}
export type GstReport = Awaited<ReturnType<typeof buildGstReport>>;
