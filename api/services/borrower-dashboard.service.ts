import type { BorrowerDashboardRepository, InstalmentRow } from '../../db/repositories/borrower-dashboard.repository.ts';
import { formatRupees } from '../../domain/money.ts';
import { DomainError } from '../errors.ts';

/** How many loan cards the dashboard shows. */
export const DASHBOARD_LOANS = 2;
const NOTIFICATIONS = 50;

const STATUS_LABELS: Record<string, string> = {
  submitted: 'Submitted', verifying: 'Under verification', ready_for_review: 'Under review', under_review: 'Under review', recommended: 'Under review',
  returned_to_underwriter: 'Under review', sanctioned: 'Sanctioned: sign your agreement', agreement_signed: 'Agreement signed', mandate_registered: 'Auto-debit registered',
  disbursed: 'Disbursed', repaying: 'Repaying', closed: 'Closed', rejected: 'Rejected', cancelled: 'Cancelled', offer_expired: 'Offer expired',
};
export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status.replaceAll('_', ' ');

/** Readable notices for the loan events a parent should hear about; other events (internal steps) stay silent. */
const NOTICES: Record<string, (loanId: string) => string> = {
  verification_started: (id) => `We are verifying the documents of your application ${id}.`,
  verifications_completed: (id) => `Verification of your application ${id} is complete.`,
  ready_for_review: (id) => `Your application ${id} is with our credit team.`,
  sanctioned: (id) => `Your loan ${id} is sanctioned.`,
  offer_issued: (id) => `The Key Fact Statement of loan ${id} is ready: read it and sign the agreement.`,
  agreement_signed: (id) => `You signed the agreement of loan ${id}.`,
  mandate_registered: (id) => `Auto-debit is registered for loan ${id}.`,
  disbursement_held: (id) => `The disbursement of loan ${id} is on hold; we will contact you.`,
  disbursed: (id) => `Loan ${id} is disbursed to the school.`,
  repayment_started: (id) => `Repayment of loan ${id} has started.`,
  repayment_overdue: (id) => `An EMI of loan ${id} is overdue. Please keep the balance in your account.`,
  rejected: (id) => `Your application ${id} was not approved.`,
  cancelled: (id) => `Loan ${id} is cancelled.`,
  offer_expired: (id) => `The offer of loan ${id} expired before it was signed.`,
  cooling_off_exit: (id) => `You left loan ${id} within the cooling-off period.`,
  closed: (id) => `Loan ${id} is closed. Thank you!`,
};

export interface DashboardLoan {
  loanId: string;
  status: string;
  statusLabel: string;
  principalPaise: number;
  principal: string;
  tenureMonths: number;
  createdAt: string;
  repaymentStarted: boolean;
  /** The donut: EMIs paid on time against EMIs that bounced at least once (or are overdue). */
  emis: { total: number; timely: number; bounced: number; pending: number };
  history: { number: number; dueDate: string; emiPaise: number; amount: string; status: 'Paid' | 'Bounced' | 'Overdue' | 'Due'; paidAt: string | null }[];
  nextPayment: { number: number; dueDate: string; daysLeft: number; amountPaise: number; amount: string; mode: 'Auto Deduct' } | null;
  amountPaidPaise: number;
  amountPaid: string;
}

const historyStatus = (row: InstalmentRow) =>
  row.status === 'paid' ? 'Paid' as const : row.status === 'bounced' ? 'Bounced' as const : row.status === 'overdue' ? 'Overdue' as const : 'Due' as const;

/** The parent's dashboard, transactions and notifications: all read from the instalments, payments and events of their own loans. */
export function createBorrowerDashboardService(deps: { repository: BorrowerDashboardRepository }) {
  const repo = deps.repository;
  return {
    async dashboard(borrowerId: string): Promise<{ loans: DashboardLoan[]; canApplyForNewLoan: boolean }> {
      const loans = await repo.loans(borrowerId, DASHBOARD_LOANS);
      const ids = loans.map((l) => l.loanId);
      const instalments = ids.length ? await repo.instalments(borrowerId, ids) : [];
      const payments = ids.length ? await repo.payments(borrowerId, null) : [];
      const cards = loans.map((loan): DashboardLoan => {
        const mine = instalments.filter((i) => i.loanId === loan.loanId);
        const paid = payments.filter((p) => p.loanId === loan.loanId && p.kind === 'debit' && p.outcome === 'succeeded')
          .reduce((sum, p) => sum + p.amountPaise, 0);
        const timely = mine.filter((i) => i.status === 'paid' && i.bounces === 0).length;
        const bounced = mine.filter((i) => i.bounces > 0 || i.status === 'bounced' || i.status === 'overdue').length;
        const next = mine.find((i) => i.status !== 'paid');
        const started = mine.some((i) => i.status !== 'due' || i.bounces > 0);
        return {
          loanId: loan.loanId, status: loan.status, statusLabel: statusLabel(loan.status),
          principalPaise: loan.principalPaise, principal: formatRupees(loan.principalPaise), tenureMonths: loan.tenureMonths, createdAt: loan.createdAt.toISOString(),
          repaymentStarted: started,
          emis: { total: mine.length, timely, bounced, pending: mine.length - timely - bounced },
          history: mine.filter((i) => i.status !== 'due' || i.bounces > 0).map((i) => ({
            number: i.number, dueDate: i.dueDate, emiPaise: i.emiPaise, amount: formatRupees(i.emiPaise), status: historyStatus(i), paidAt: i.paidAt?.toISOString() ?? null,
          })),
          nextPayment: next && ['disbursed', 'repaying', 'mandate_registered'].includes(loan.status)
            ? { number: next.number, dueDate: next.dueDate, daysLeft: next.daysLeft, amountPaise: next.emiPaise + next.penalPaise, amount: formatRupees(next.emiPaise + next.penalPaise), mode: 'Auto Deduct' }
            : null,
          amountPaidPaise: paid, amountPaid: formatRupees(paid),
        };
      });
      const open = loans.filter((l) => !['closed', 'rejected', 'cancelled', 'offer_expired'].includes(l.status)).length;
      return { loans: cards, canApplyForNewLoan: open < DASHBOARD_LOANS };
    },

    /** The real money movements of the parent's loans (one loan when given; 404 for a loan that is not theirs). */
    async transactions(borrowerId: string, loanId: string | null) {
      if (loanId && !(await repo.ownsLoan(borrowerId, loanId))) throw new DomainError('not_found', `There is no loan ${loanId} of yours.`);
      const rows = await repo.payments(borrowerId, loanId);
      return rows.map((p) => ({
        id: `TXN${String(p.id).padStart(8, '0')}`, loanId: p.loanId, date: p.createdAt.toISOString(),
        paidTo: p.kind === 'disbursement' ? 'School (fee disbursement)' : `FeeSetu (EMI ${p.instalmentNumber ?? ''})`.replace(' )', ')'),
        kind: p.kind, amountPaise: p.amountPaise, amount: formatRupees(p.amountPaise), status: p.outcome === 'succeeded' ? 'Paid' as const : 'Failed' as const,
      }));
    },

    /** The parent's loans' events as notices, newest first. */
    async notifications(borrowerId: string) {
      const events = await repo.events(borrowerId, NOTIFICATIONS * 2);
      return events.flatMap((e) => {
        const notice = NOTICES[e.type];
        return notice ? [{ id: String(e.id), loanId: e.loanId, type: e.type, message: notice(e.loanId), at: e.createdAt.toISOString() }] : [];
      }).slice(0, NOTIFICATIONS);
    },
  };
}
export type BorrowerDashboardService = ReturnType<typeof createBorrowerDashboardService>;
