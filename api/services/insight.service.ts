import type { BankStatementReader } from '../../db/repositories/bank-statement.repository.ts';
import type { ReviewerRole } from '../../db/repositories/review-queue.repository.ts';
import type { InsightLoan, LoanInsightRepository } from '../../db/repositories/loan-insight.repository.ts';
import { NO_BANK_FIGURES } from '../../domain/bank-statement/score-figures.ts';
import { DomainError } from '../errors.ts';
import { kycCheckRows, scoreCardView } from './insight-views.ts';
import type { ReviewDeskService } from './review-desk.service.ts';

export interface InsightDeps {
  desk: Pick<ReviewDeskService, 'checkReadable'>;
  insight: LoanInsightRepository;
  bankStatements: BankStatementReader;
  /** The GST returns stored for a loan (the CAM's source), for the GST report. */
  gstReport: (loanId: string) => Promise<{ summary: unknown; returns: unknown }>;
}

export type ReportType = 'gst' | 'itr' | 'bank';

/** One filed return as the ITR check recorded it (paise amounts, ISO filing date). */
export interface FiledReturnRow {
  assessment_year: string; itr_form: string; gross_total_income: number; tax_paid: number; filed_on: string; acknowledgement_number: string;
}

/** The returns the ITR portal listed at the check (kept as JSON text in the flat details); [] when none were fetched. */
export function filedReturnsOf(details: unknown): FiledReturnRow[] {
  const text = (details as { filedReturns?: unknown } | null)?.filedReturns;
  if (typeof text !== 'string') return [];
  try {
    const list = JSON.parse(text) as Record<string, unknown>[];
    return Array.isArray(list) ? list.map((r) => ({
      assessment_year: String(r.assessmentYear), itr_form: String(r.itrForm), gross_total_income: Number(r.grossTotalIncomePaise),
      tax_paid: Number(r.taxPaidPaise), filed_on: String(r.filedOn), acknowledgement_number: String(r.acknowledgementNumber),
    })) : [];
  } catch {
    return [];
  }
}

/**
 * The underwriting insight of one application: score card, KYC check and the GST, ITR and bank
 * reports. A reviewer sees them for a loan they may read (held by them, or free in their queue).
 */
export function createInsightService(deps: InsightDeps) {
  // The loan row carries its holders: one query reads it and answers whether this reviewer may.
  function readable(role: ReviewerRole, staffId: string, loanId: string, loan: InsightLoan | null): InsightLoan & { application: Record<string, unknown> } {
    deps.desk.checkReadable(role, staffId, loanId, loan);
    if (!loan?.application) throw new DomainError('not_found', `Application ${loanId} has no submitted details.`);
    return { ...loan, application: loan.application };
  }
  const loanFor = async (role: ReviewerRole, staffId: string, loanId: string) => readable(role, staffId, loanId, await deps.insight.loan(loanId));
  const employmentOf = (application: Record<string, unknown>) =>
    ((application.emp_path ?? (application.profile as { emp_status?: string } | undefined)?.emp_status) === 'Self-Employed' ? 'Self-Employed' : 'Salaried');

  return {
    async scoreCard(role: ReviewerRole, staffId: string, loanId: string) {
      // One read; the statement file is opened only once the access check on the loan row has passed.
      const sources = await deps.insight.scoreCardSources(loanId);
      const loan = readable(role, staffId, loanId, sources?.loan ?? null);
      // readable() has refused a loan that was not found, so the sources are there.
      const { checks, score, statementFile } = sources!;
      // A statement that cannot be read (damaged since upload) must not hide the rest of the score card.
      const bank = await deps.bankStatements.figuresOfFile(statementFile).catch(() => NO_BANK_FIGURES);
      return scoreCardView(loan, checks, score, bank);
    },

    async expertScore(role: ReviewerRole, staffId: string, loanId: string) {
      await loanFor(role, staffId, loanId);
      const score = await deps.insight.score(loanId);
      if (!score) throw new DomainError('not_found', `The expert score of ${loanId} is not computed yet: it is computed once the checks finish.`);
      return { expert_score: score.expertScore, computed_at: score.computedAt };
    },

    async kycCheck(role: ReviewerRole, staffId: string, loanId: string) {
      const loan = await loanFor(role, staffId, loanId);
      const [checks, consents] = await Promise.all([deps.insight.checks(loanId), deps.insight.consents(loan.borrowerId)]);
      return kycCheckRows(employmentOf(loan.application), checks, consents);
    },

    async report(role: ReviewerRole, staffId: string, type: ReportType, loanId: string) {
      const loan = await loanFor(role, staffId, loanId);
      if (type === 'bank') {
        const found = await deps.bankStatements.statementOf(loanId);
        if (!found) throw new DomainError('not_found', `Application ${loanId} has no bank statement.`);
        return {
          type, loanid: loanId, file_name: found.fileName, analysed: found.analysis !== null,
          note: found.analysis ? null : 'This statement is a scanned or word-processed document: it can be read by the reviewer but not analysed. A bank CSV export or an Account Aggregator file can be.',
          analysis: found.analysis, raw: found.statement,
        };
      }
      if (type === 'gst') {
        if (employmentOf(loan.application) !== 'Self-Employed') {
          throw new DomainError('not_found', `Application ${loanId} is a salaried application: there is no GST report.`);
        }
        const report = await deps.gstReport(loanId);
        return { ...report, type, loanid: loanId, raw: report.returns };
      }
      const kind = 'itr';
      const check = (await deps.insight.checks(loanId)).find((c) => c.kind === kind);
      if (!check) throw new DomainError('not_found', `No ${type.toUpperCase()} check was made for application ${loanId}.`);
      const returns = filedReturnsOf(check.details);
      return {
        type, loanid: loanId, status: check.outcome, reason: check.reason, provider: check.provider, checked_at: check.checkedAt,
        source: check.source === 'wizard' ? 'Checked during the application' : 'Checked by the loan\'s verification stage',
        returns, raw: { ...check.details, ...(returns.length > 0 ? { filedReturns: returns } : {}) },
      };
    },
  };
}
export type InsightService = ReturnType<typeof createInsightService>;
