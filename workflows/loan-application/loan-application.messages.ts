import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';

/** The task queue the loan workflows and their activities run on. */
export const LOAN_TASK_QUEUE = 'loans';

/**
 * How a loan's runs follow new worker builds (docs/workflow-versioning.md): a loan lives for months, so each
 * run follows the build that is current; a run is one instalment long, so a change to the workflow needs a
 * patch only for the runs in flight when it ships. Set on the loans' worker (a workflow type that declares
 * it itself is refused by an unversioned worker, as the tests' are).
 */
export const LOAN_VERSIONING_BEHAVIOR = 'AUTO_UPGRADE' as const;

/** One workflow per loan, named after the loan: a second start of the same loan starts nothing. */
export function loanWorkflowId(loanId: string): string {
  return `loan-${loanId}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the loan waits at each stage; tests compress them, production keeps the defaults. */
export interface LoanTiming {
  /** Between instalments when set (tests); otherwise each instalment waits for its due date. */
  instalmentIntervalMs?: number | undefined;
  /** How long before an auto-debit the reminder goes out: at least a day in production. */
  reminderLeadMs: number;
  /** Between a bounced debit and its retry. */
  debitRetryMs: number;
  /** How long the offer stays open for signing; 0 means the KFS's own validity (3 working days or more). */
  offerValidityMs: number;
  /** How long a school's unverified account may hold a disbursement before it is tried again. */
  disbursementHoldMs: number;
  /** How long after disbursement the parent may exit; unset means the cooling-off days the KFS promised. */
  coolingOffMs?: number | undefined;
}
const DEFAULT_TIMING: LoanTiming = { reminderLeadMs: DAY_MS, debitRetryMs: 3 * DAY_MS, offerValidityMs: 0, disbursementHoldMs: DAY_MS };
// Which waits may be zero; every other one must be a positive whole number of milliseconds.
const TIMING_KEYS: Record<keyof LoanTiming, 'positive' | 'nonnegative'> = {
  instalmentIntervalMs: 'positive', reminderLeadMs: 'positive', debitRetryMs: 'positive', offerValidityMs: 'nonnegative',
  disbursementHoldMs: 'positive', coolingOffMs: 'positive',
};

/**
 * The waits of one run: the defaults, overridden by what the start asked for. Plain code rather than a
 * schema library: workflow code is loaded afresh for every run, so it carries nothing heavy.
 */
export function loanTimingOf(asked: Partial<LoanTiming> = {}): LoanTiming {
  const timing: LoanTiming = { ...DEFAULT_TIMING };
  for (const [key, value] of Object.entries(asked) as [keyof LoanTiming, unknown][]) {
    const rule = TIMING_KEYS[key];
    if (!rule) throw new TypeError(`Unknown loan timing: ${key}`);
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || (rule === 'positive' && value === 0)) {
      throw new TypeError(`Loan timing ${key} must be a ${rule} whole number of milliseconds.`);
    }
    timing[key] = value;
  }
  return timing;
}

export interface LoanApplicationInput {
  loanId: string;
  borrowerPhone: string;
  employmentStatus?: 'Salaried' | 'Self-Employed' | undefined;
  timing?: Partial<LoanTiming> | undefined;
  /** Set only by the loan's own run when it continues as new at an instalment boundary. */
  continued?: LoanContinuation | undefined;
}

/** Where repayment stands, on a clock that starts at disbursement and counts the schedule's waits. */
export interface RepaymentSchedule {
  /** When each instalment's debit is due, from disbursement. */
  dueInMs: number[];
  /** The instalment to collect next (1-based); past the last, the overdue ones are presented again. */
  next: number;
  /** How long repayment has waited so far. */
  elapsedMs: number;
  /** How many times the overdue instalments have been presented again. */
  overdueCycles: number;
  /** Until when (same clock) the cooling-off exit stays open; 0 once it has shut. */
  coolingOffUntilMs: number;
}

/**
 * What one run of a repaying loan hands to the next (docs/workflow-versioning.md). Every version of the
 * workflow must accept what the one before it hands over: add fields as optional, never rename one.
 */
export interface LoanContinuation {
  state: ReviewState;
  offer: OfferView;
  repayment: RepaymentSchedule;
}

export type ReviewerRole = 'underwriter' | 'approver';
export type SectionStatus = 'Accepted' | 'Rejected';

export interface SectionDecisionInput {
  role: ReviewerRole;
  reviewerId: string;
  section: string;
  status: SectionStatus;
  comment?: string | undefined;
}
export interface FinalDecisionInput {
  reviewerId: string;
  remark?: string | undefined;
}
export interface RejectionInput extends FinalDecisionInput {
  role: ReviewerRole;
}

/** One check of the loan's verification stage, as the underwriter sees it. */
export interface LoanCheck {
  kind: string;
  outcome: 'verified' | 'failed' | 'not_done';
  reason: string | null;
}

export interface ReviewState {
  status: string;
  employmentStatus: 'Salaried' | 'Self-Employed';
  sections: Record<string, { status: SectionStatus; comment?: string | undefined; role: ReviewerRole; reviewerId: string }>;
  recommendedBy?: string | undefined;
  underwriterRemark?: string | undefined;
  approverRemark?: string | undefined;
  /** The verification stage's results (PAN, penny drop, bureau, and the wizard's GSTIN, ITR, KYC and utility checks). */
  checks?: LoanCheck[] | undefined;
  bureauScore?: number | null | undefined;
}

/** A reviewer accepts or rejects one section; a rejected section goes back to the parent. */
export const decideSection = defineUpdate<ReviewState, [SectionDecisionInput]>('decideSection');
/** The underwriter recommends the application to the approver (maker). */
export const recommendApplication = defineUpdate<ReviewState, [FinalDecisionInput]>('recommendApplication');
/** The approver sanctions a recommended application (checker: never the one who recommended it). */
export const sanctionApplication = defineUpdate<ReviewState, [FinalDecisionInput]>('sanctionApplication');
/** The approver sends the application back to the underwriter with a remark. */
export const returnToUnderwriter = defineUpdate<ReviewState, [FinalDecisionInput]>('returnToUnderwriter');
/** Either reviewer rejects the application outright. */
export const rejectApplication = defineUpdate<ReviewState, [RejectionInput]>('rejectApplication');
/** The parent has corrected a sent-back section. */
export const resubmitSection = defineUpdate<ReviewState, [{ section: string }]>('resubmitSection');
/** The parent signed the agreement; the API has already checked the e-sign OTP. */
export const signAgreement = defineUpdate<string, [{ proposalNumber: string }]>('signAgreement');
/** The parent withdraws before the money is paid to the school. */
export const cancelLoan = defineUpdate<string, [{ reason?: string }]>('cancelLoan');
/** What the parent paid to leave the loan during cooling-off: principal and interest for the days held, no fee or penalty. */
export interface CoolingOffSettlement {
  days: number;
  principalPaise: number;
  interestPaise: number;
  /** Instalments already debited, credited against the settlement. */
  alreadyPaidPaise: number;
  duePaise: number;
  paymentRef: string | null;
}
/** The parent leaves the loan within the cooling-off period after disbursement; the loan closes once settled. */
export const exitDuringCoolingOff = defineUpdate<CoolingOffSettlement, [{ reason?: string }]>('exitDuringCoolingOff');

/** The Key Fact Statement as the workflow holds it; its terms are frozen in loan_offers. */
export interface OfferView {
  proposalNumber: string;
  aprBp: number;
  validUntil: string;
  coolingOffDays: number;
  signed: boolean;
  /** Whether the parent may still leave under the cooling-off rule. */
  coolingOffOpen: boolean;
}
/** The loan's current offer, or null before sanction. */
export const getOffer = defineQuery<OfferView | null>('getOffer');

/** Operations have verified the school's bank account: a held disbursement may go ahead. */
export const schoolAccountVerified = defineSignal('schoolAccountVerified');

/** Where the loan stands, as the workflow sees it. */
export const getLoanStatus = defineQuery<string>('getLoanStatus');
/** The section decisions and remarks of the review. */
export const getReviewState = defineQuery<ReviewState>('getReviewState');
