import type { ReviewerRole, ReviewQueueRepository, QueueTab, ReviewedLoan } from '../../db/repositories/review-queue.repository.ts';
import type { QueueQuery } from '../../domain/schemas/review.schema.ts';
import type { FinalDecision, SectionDecision } from '../../domain/schemas/staff.schema.ts';
import {
  decideSection, recommendApplication, rejectApplication, resubmitSection, returnToUnderwriter, sanctionApplication,
} from '../../workflows/loan-application/loan-application.messages.ts';
import { DomainError } from '../errors.ts';
import type { LoanWorkflowService } from './loan-workflow.service.ts';
import { approvalSummary, sectionView, type SectionView } from './review-sections.ts';

/** Who holds a loan at each reviewing stage. */
export type LoanHolders = Pick<ReviewedLoan, 'underwriterId' | 'approverId'>;

export interface ReviewDeskDeps {
  queue: ReviewQueueRepository;
  workflow: LoanWorkflowService;
  /** Takes the parent's corrected application into the loan's reviewed snapshot. */
  refreshSnapshot: (borrowerId: string, loanId: string) => Promise<void>;
}

/**
 * The review desk of underwriters and approvers: their queues, picking a loan up, reading the
 * submitted application and deciding on it. The loan's workflow decides what is allowed (maker-checker,
 * stages); this checks that the reviewer holds the loan and passes the decision on.
 */
export function createReviewDeskService(deps: ReviewDeskDeps) {
  const holderOf = (role: ReviewerRole, loan: LoanHolders) => (role === 'underwriter' ? loan.underwriterId : loan.approverId);

  async function loanFor(loanId: string): Promise<ReviewedLoan> {
    const loan = await deps.queue.find(loanId);
    if (!loan) throw new DomainError('not_found', `There is no application ${loanId}.`);
    return loan;
  }

  /** A reviewer may read a loan they hold, or one free in their queue; someone else's loan is not theirs to open. */
  function mayRead(role: ReviewerRole, staffId: string, loanId: string, loan: LoanHolders): void {
    const holder = holderOf(role, loan);
    if (holder !== null && holder !== staffId) throw new DomainError('forbidden', `Application ${loanId} is assigned to someone else.`);
  }

  async function readable(role: ReviewerRole, staffId: string, loanId: string): Promise<ReviewedLoan> {
    const loan = await loanFor(loanId);
    mayRead(role, staffId, loanId, loan);
    return loan;
  }

  /** Deciding needs the loan picked up by this reviewer first, so the dashboard always shows who works on it. */
  async function held(role: ReviewerRole, staffId: string, loanId: string): Promise<ReviewedLoan> {
    const loan = await readable(role, staffId, loanId);
    if (holderOf(role, loan) !== staffId) throw new DomainError('conflict', `Please pick up application ${loanId} before deciding on it.`);
    return loan;
  }

  const employmentOf = (loan: ReviewedLoan) => String((loan.application?.profile as { emp_status?: string } | undefined)?.emp_status ?? 'Salaried');

  return {
    counts: (role: ReviewerRole, staffId: string) => deps.queue.counts(role, staffId),

    async list(role: ReviewerRole, tab: QueueTab, staffId: string, query: QueueQuery) {
      const page = await deps.queue.list(role, tab, staffId, { status: query.status, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return { ...page, page: query.page, pageSize: query.pageSize };
    },

    async assign(role: ReviewerRole, staffId: string, loanId: string): Promise<void> {
      await loanFor(loanId);
      if (!(await deps.queue.assign(role, loanId, staffId))) {
        throw new DomainError('conflict', `Application ${loanId} is not free to pick up.`);
      }
    },

    async section(role: ReviewerRole, staffId: string, loanId: string, view: SectionView) {
      const loan = await readable(role, staffId, loanId);
      if (!loan.application) throw new DomainError('not_found', `Application ${loanId} has no submitted details.`);
      return sectionView(view, loanId, loan.application);
    },

    async summary(role: ReviewerRole, staffId: string, loanId: string) {
      const loan = await readable(role, staffId, loanId);
      return { ...approvalSummary(loanId, employmentOf(loan), await deps.queue.decisions(loanId)), status: loan.status };
    },

    async decideSection(role: ReviewerRole, staffId: string, action: SectionDecision): Promise<void> {
      await held(role, staffId, action.loanid);
      await deps.workflow.update(action.loanid, decideSection, {
        role, reviewerId: staffId, section: action.documentName, status: action.approvalStatus,
        comment: action.approvalStatus === 'Rejected' ? action.comments : undefined,
      });
    },

    async decide(role: ReviewerRole, staffId: string, decision: FinalDecision): Promise<void> {
      await held(role, staffId, decision.loanid);
      const input = { reviewerId: staffId, remark: decision.remark };
      if (decision.decision === 'reject') await deps.workflow.update(decision.loanid, rejectApplication, { ...input, role });
      else if (decision.decision === 'recommend') await deps.workflow.update(decision.loanid, recommendApplication, input);
      else if (decision.decision === 'sanction') await deps.workflow.update(decision.loanid, sanctionApplication, input);
      else await deps.workflow.update(decision.loanid, returnToUnderwriter, input);
    },

    /** The parent's view of what reviewers sent back, with their comments. */
    sendBacks: (borrowerId: string) => deps.queue.sendBacksOf(borrowerId),

    /** The parent has corrected a sent-back section of their own loan. */
    async resubmit(borrowerId: string, loanId: string, section: string): Promise<void> {
      const loan = await loanFor(loanId);
      if (loan.borrowerId !== borrowerId) throw new DomainError('not_found', `There is no application ${loanId}.`);
      // Only a sent-back loan takes the correction; one under review keeps what its reviewers are reading.
      if (loan.status === 'sent_back') await deps.refreshSnapshot(borrowerId, loanId);
      await deps.workflow.update(loanId, resubmitSection, { section });
    },

    /** The loan, when this reviewer may read it (held by them or free); the insight screens (score card, CAM, KYC check, reports) use it. */
    readableLoan: (role: ReviewerRole, staffId: string, loanId: string) => readable(role, staffId, loanId),

    /**
     * The same rule for a caller that read the loan's holders in its own query (the score card reads
     * them with the loan): throws not_found for no loan, forbidden for someone else's.
     */
    checkReadable(role: ReviewerRole, staffId: string, loanId: string, loan: LoanHolders | null): void {
      if (!loan) throw new DomainError('not_found', `There is no application ${loanId}.`);
      mayRead(role, staffId, loanId, loan);
    },

    /** Whether a reviewer may open a parent's uploaded file: they hold, or may pick up, one of the parent's loans. */
    reviewsBorrower: (role: ReviewerRole, staffId: string, borrowerId: string) => deps.queue.reviewsBorrower(role, staffId, borrowerId),
  };
}
export type ReviewDeskService = ReturnType<typeof createReviewDeskService>;
