import type { LoanStatus } from './enums-lifecycle.ts';

/**
 * How the administrator's dashboard groups and defines its figures (002, section 2.4). The server
 * computes them; the screen shows these same definitions to anyone reading the charts as text.
 */

/** The 'Number of Loans' chart splits at three lakh rupees (in paise): up to and including it, and above. */
export const LOAN_SIZE_THRESHOLD_PAISE = 3_00_000 * 100;

/** The 'Loan Status' chart's three bars. Offers that expired and cancelled loans are in none of them. */
export const LOAN_STATUS_GROUPS = {
  Approved: ['sanctioned', 'agreement_signed', 'mandate_registered', 'disbursed', 'repaying', 'closed'],
  Reject: ['rejected'],
  Pending: ['submitted', 'verifying', 'ready_for_review', 'under_review', 'sent_back', 'recommended', 'returned_to_underwriter'],
} as const satisfies Record<string, readonly LoanStatus[]>;
export type LoanStatusGroup = keyof typeof LOAN_STATUS_GROUPS;

export const DASHBOARD_DEFINITIONS = {
  schoolsEnrolled: 'Schools listed on FeeSetu by the administrator.',
  totalBorrowers: 'Parents who have submitted at least one loan application.',
  repeatCustomers:
    'Parents with loans in more than one academic year (April to March, Indian time, by the date the loan was applied for).',
  totalEarning: 'Earnings actually collected from parents: the interest part of every instalment paid. Penal charges and fees count once a payment collects them; nothing that is only due counts.',
  interestEarned: 'The interest part of instalments paid, by the month (India time) the payment was received, over the last twelve months.',
  timelyPayer: 'A parent who has paid at least one instalment and has no instalment unpaid past its due date.',
  defaulter: 'A parent with at least one instalment that is past its due date and still unpaid after its auto-debit bounced.',
  loanSize: 'Every loan applied for, by its principal: up to ₹3,00,000, and above.',
  regionPerformance: 'For each region: the schools listed there, the loans for fees at those schools, and the amount actually paid out to them.',
  loanStatus: 'Approved: sanctioned and later stages. Reject: rejected. Pending: from submission until a decision.',
} as const;
