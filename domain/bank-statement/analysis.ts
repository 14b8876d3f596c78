import { classify, type Classified } from './classify.ts';
import { NO_BANK_FIGURES, type BankFiguresForScore } from './score-figures.ts';
import type { BankStatement, StatementTransaction } from './statement.ts';

// The bank-statement analysis report (002, section 2.11) computed from the statement itself. A figure
// the statement cannot support has the value null and says why; it is never shown as a zero.

export type FigureKind = 'amount' | 'count' | 'percent' | 'date' | 'text';
export interface Figure {
  label: string;
  kind: FigureKind;
  /** Paise for amounts, a plain number for counts and percentages, ISO for dates; null: not available. */
  value: number | string | null;
  reason?: string;
}
export interface FigureSection {
  title: string;
  rows: Figure[];
}
export interface BankStatementAnalysis {
  source: BankStatement['source'];
  period: { from: string; to: string };
  monthsCovered: number;
  transactionCount: number;
  accountSummary: Figure[];
  overview: FigureSection[];
  cashFlow: Figure[];
  eodQuarters: Figure[];
  forScore: BankFiguresForScore;
}

type Row = StatementTransaction & Classified;

const NO_LIMIT = 'The statement does not state an overdraft or cash-credit limit.';
const NO_BALANCE = 'The statement does not give balances.';
const NOT_IDENTIFIABLE = 'Not identifiable from the narrations.';

const amount = (label: string, paise: number | null, reason?: string): Figure => (paise === null ? { label, kind: 'amount', value: null, reason: reason ?? NO_BALANCE } : { label, kind: 'amount', value: paise });
const count = (label: string, n: number): Figure => ({ label, kind: 'count', value: n });
const percent = (label: string, part: number, whole: number, reason = 'There are no transactions of this kind to compare with.'): Figure =>
  (whole === 0 ? { label, kind: 'percent', value: null, reason } : { label, kind: 'percent', value: Math.round((part * 10_000) / whole) / 100 });
const missing = (label: string, reason: string, kind: FigureKind = 'amount'): Figure => ({ label, kind, value: null, reason });

const sum = (rows: Row[], side: 'creditPaise' | 'debitPaise') => rows.reduce((total, r) => total + r[side], 0);
const credits = (rows: Row[]) => rows.filter((r) => r.creditPaise > 0);
const debits = (rows: Row[]) => rows.filter((r) => r.debitPaise > 0);

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** End-of-day balances for every calendar day of the statement, carried over days without transactions. */
export function endOfDayBalances(transactions: StatementTransaction[]): { date: string; balancePaise: number }[] | null {
  if (transactions.some((t) => t.balancePaise === null)) return null;
  const lastOfDay = new Map<string, number>();
  for (const t of transactions) lastOfDay.set(t.date, t.balancePaise!);
  const first = dayNumber(transactions[0]!.date);
  const last = dayNumber(transactions.at(-1)!.date);
  const balances: { date: string; balancePaise: number }[] = [];
  let balance = 0;
  for (let day = first; day <= last; day += 1) {
    const date = isoOfDay(day);
    balance = lastOfDay.get(date) ?? balance;
    balances.push({ date, balancePaise: balance });
  }
  return balances;
}

const average = (values: number[]) => (values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length));

/** Financial-year quarter of a date: April–June is the first. */
const quarterOf = (iso: string) => Math.floor(((Number(iso.slice(5, 7)) + 8) % 12) / 3) + 1;

export function analyseStatement(statement: BankStatement): BankStatementAnalysis {
  const rows: Row[] = statement.transactions.map((t) => ({ ...t, ...classify(t) }));
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const days = dayNumber(last.date) - dayNumber(first.date) + 1;
  const monthsCovered = Math.max(1, Math.round(days / 30.4375));
  const eod = endOfDayBalances(statement.transactions);
  const opening = first.balancePaise === null ? null : first.balancePaise - first.creditPaise + first.debitPaise;
  const closing = last.balancePaise;

  const crs = credits(rows);
  const drs = debits(rows);
  const where = (list: Row[], test: (r: Row) => boolean) => list.filter(test);
  const outwardChequeReturns = where(drs, (r) => r.returned === 'cheque'); // cheques deposited here came back unpaid
  const inwardChequeReversals = where(crs, (r) => r.returned === 'cheque'); // this account's cheques bounced and were reversed
  const onlineReturnsCr = where(crs, (r) => r.returned === 'online');
  const onlineReturnsDr = where(drs, (r) => r.returned === 'online');
  const ecsReturns = rows.filter((r) => r.returned === 'ecs');
  const contraCr = where(crs, (r) => r.purpose === 'contra');
  const contraDr = where(drs, (r) => r.purpose === 'contra');
  const loansIn = where(crs, (r) => r.purpose === 'loan_received');
  const loanRepaid = where(drs, (r) => r.purpose === 'loan_repayment' && !r.returned);
  const inhouseCr = where(crs, (r) => r.inhouse);
  const inhouseDr = where(drs, (r) => r.inhouse);

  // A returned debit (a deposited cheque coming back) undoes a credit; a reversal credit undoes a payment.
  const returnedDebits = sum(where(drs, (r) => r.returned !== null), 'debitPaise');
  const reversalCredits = sum(where(crs, (r) => r.returned !== null), 'creditPaise');
  const loanReversals = sum(where(crs, (r) => r.returned !== null && /\b(EMI|LOAN)\b/i.test(r.narration)), 'creditPaise');
  const totalCredits = sum(crs, 'creditPaise');
  const totalDebits = sum(drs, 'debitPaise');
  const grossCredits = totalCredits - returnedDebits - reversalCredits;
  const netCredits = grossCredits - sum(contraCr, 'creditPaise') - sum(loansIn, 'creditPaise');
  const grossDebits = totalDebits - returnedDebits - reversalCredits;
  const netDebits = grossDebits - sum(contraDr, 'debitPaise');
  const loanRepaidPaise = sum(loanRepaid, 'debitPaise') - loanReversals;

  const creditsSummary: FigureSection = {
    title: 'Credits',
    rows: [
      amount('Total Credits', totalCredits), count('Number of Credits', crs.length),
      amount('Outward Cheque Return', sum(outwardChequeReturns, 'debitPaise')),
      amount('Reversal of Inward Cheque Return', sum(inwardChequeReversals, 'creditPaise')),
      amount('Gross Credits', grossCredits), amount('Contra', sum(contraCr, 'creditPaise')), amount('Loan Received', sum(loansIn, 'creditPaise')),
      amount('Net Credits', netCredits), amount('Inhouse Credit', sum(inhouseCr, 'creditPaise')), amount('Net Cash Inflow', netCredits - sum(inhouseCr, 'creditPaise')),
    ],
  };
  const debitsSummary: FigureSection = {
    title: 'Debits',
    rows: [
      amount('Total Debits', totalDebits), count('Number of Debits', drs.length),
      amount('Inward Cheque Return', sum(inwardChequeReversals, 'creditPaise')), amount('Online Return', sum(onlineReturnsDr, 'debitPaise') + sum(onlineReturnsCr, 'creditPaise')),
      amount('Gross Debits', grossDebits), amount('Contra', sum(contraDr, 'debitPaise')), amount('Loan Repaid', loanRepaidPaise),
      amount('Net Debits', netDebits), amount('Inhouse Debit', sum(inhouseDr, 'debitPaise')), amount('Net Cash Outflow', netDebits - sum(inhouseDr, 'debitPaise')),
    ],
  };
  const chequesIssued = drs.filter((r) => r.channel === 'cheque' && !r.returned).length + inwardChequeReversals.length;
  const chequesDeposited = crs.filter((r) => r.channel === 'cheque' && !r.returned).length;
  const online = rows.filter((r) => r.channel === 'online').length;
  const ecs = rows.filter((r) => r.channel === 'ecs').length;
  const returns: FigureSection = {
    title: 'Returns',
    rows: [
      count('Inward Cheque Returns', inwardChequeReversals.length), percent('Inward Cheque Returns %', inwardChequeReversals.length, chequesIssued),
      count('Outward Cheque Returns', outwardChequeReturns.length), percent('Outward Cheque Returns %', outwardChequeReturns.length, chequesDeposited),
      count('Online Returns', onlineReturnsCr.length + onlineReturnsDr.length), percent('Online Returns %', onlineReturnsCr.length + onlineReturnsDr.length, online),
      count('ECS Returns', ecsReturns.length), percent('ECS Returns %', ecsReturns.length, ecs),
    ],
  };
  const inhouse: FigureSection = {
    title: 'Inhouse transactions',
    rows: [
      count('Inhouse Credits', inhouseCr.length), percent('Inhouse Credits %', inhouseCr.length, crs.length),
      count('Inhouse Debits', inhouseDr.length), percent('Inhouse Debits %', inhouseDr.length, drs.length),
    ],
  };

  const limit = statement.odLimitPaise && statement.odLimitPaise > 0 ? statement.odLimitPaise : null;
  const overdrawnDays = eod?.filter((d) => d.balancePaise < 0) ?? null;
  let timesOverdrawn: number | null = null;
  let peak: { date: string; balancePaise: number } | null = null;
  if (eod) {
    timesOverdrawn = 0;
    eod.forEach((d, i) => {
      if (d.balancePaise < 0 && (i === 0 || eod[i - 1]!.balancePaise >= 0)) timesOverdrawn! += 1;
      if (d.balancePaise < 0 && (!peak || d.balancePaise < peak.balancePaise)) peak = d;
    });
  }
  const averageEod = eod ? average(eod.map((d) => d.balancePaise)) : null;
  const averageOverdrawn = overdrawnDays && overdrawnDays.length > 0 ? average(overdrawnDays.map((d) => -d.balancePaise)) : overdrawnDays ? 0 : null;
  const peakFound = peak as { date: string; balancePaise: number } | null;
  const overdraft: FigureSection = {
    title: 'Overdraft and limit',
    rows: [
      amount('Average EOD', averageEod),
      limit === null ? missing('OD/CC Sanction Limit', NO_LIMIT) : amount('OD/CC Sanction Limit', limit),
      statement.drawingLimitPaise === null ? missing('Drawing Power Limit', NO_LIMIT) : amount('Drawing Power Limit', statement.drawingLimitPaise),
      limit === null || !eod ? missing('Average Utilisation %', limit === null ? NO_LIMIT : NO_BALANCE, 'percent')
        : percent('Average Utilisation %', eod.reduce((t, d) => t + Math.max(0, -d.balancePaise), 0), limit * eod.length),
      overdrawnDays === null ? missing('Days Overdrawn', NO_BALANCE, 'count') : count('Days Overdrawn', overdrawnDays.length),
      timesOverdrawn === null ? missing('Times Overdrawn', NO_BALANCE, 'count') : count('Times Overdrawn', timesOverdrawn),
      averageOverdrawn === null ? missing('Overdrawn Amount (Rs. Mn)', NO_BALANCE, 'text')
        : { label: 'Overdrawn Amount (Rs. Mn)', kind: 'text', value: (averageOverdrawn / 100 / 1_000_000).toFixed(2) },
      amount('Average Overdrawn', averageOverdrawn),
      limit === null || averageOverdrawn === null ? missing('Average Overdrawn as % of Limit', limit === null ? NO_LIMIT : NO_BALANCE, 'percent') : percent('Average Overdrawn as % of Limit', averageOverdrawn, limit),
      amount('Peak Overdrawing Amount', eod ? (peakFound ? -peakFound.balancePaise : 0) : null),
      eod ? { label: 'Peak Overdrawing Date', kind: 'date', value: peakFound?.date ?? null, ...(peakFound ? {} : { reason: 'Never overdrawn.' }) } : missing('Peak Overdrawing Date', NO_BALANCE, 'date'),
    ],
  };
  const ecsPayments = where(drs, (r) => r.channel === 'ecs' && !r.returned);
  const instruments = new Set([...loanRepaid, ...ecsPayments].map((r) => r.narration.toUpperCase().replace(/[\d/\-:.]+/g, '').replace(/\s+/g, ' ').trim()));
  const interestPaid = where(drs, (r) => r.purpose === 'interest_paid');
  const repayments: FigureSection = {
    title: 'Repayments',
    rows: [
      amount('Loan Repaid', loanRepaidPaise), amount('ECS Payment', sum(ecsPayments, 'debitPaise')),
      count('Number of Unique ECS/EMIs', instruments.size), amount('Interest Paid', sum(interestPaid, 'debitPaise')),
    ],
  };

  const byChannel = (list: Row[], channel: string, side: 'creditPaise' | 'debitPaise') => sum(list.filter((r) => r.channel === channel && !r.returned), side);
  const byPurpose = (list: Row[], purpose: string, side: 'creditPaise' | 'debitPaise') => sum(list.filter((r) => r.purpose === purpose), side);
  const inflow = sum(crs.filter((r) => !r.returned), 'creditPaise');
  const outflow = sum(drs.filter((r) => !r.returned), 'debitPaise');
  const expenses: [string, number | null][] = [
    ['Salary', byPurpose(drs, 'salary', 'debitPaise')], ['Insurance', byPurpose(drs, 'insurance', 'debitPaise')], ['Rent', byPurpose(drs, 'rent', 'debitPaise')],
    ['Company Expense', null], ['Bank Charges', byPurpose(drs, 'bank_charges', 'debitPaise')], ['Utility', byPurpose(drs, 'utility', 'debitPaise')],
    ['Tax', byPurpose(drs, 'tax', 'debitPaise')], ['Interest Paid', byPurpose(drs, 'interest_paid', 'debitPaise')],
    ['Refund/Reversal', sum(rows.filter((r) => r.returned), 'creditPaise')], ['Credit Card Payment', byPurpose(drs, 'credit_card', 'debitPaise')],
    ['Forex', byPurpose(drs, 'forex', 'debitPaise')],
  ];
  const income: [string, number][] = [
    ['Interest Received', byPurpose(crs, 'interest_received', 'creditPaise')], ['Tax Refund', byPurpose(crs, 'tax_refund', 'creditPaise')],
    ['Rent Received', byPurpose(crs, 'rent', 'creditPaise')],
  ];
  const totalExpenses = expenses.reduce((t, [, v]) => t + (v ?? 0), 0);
  const totalIncome = income.reduce((t, [, v]) => t + v, 0);
  const cashFlow: Figure[] = [
    amount('Cash Deposit', byChannel(crs, 'cash', 'creditPaise')), amount('Cheque Receipt', byChannel(crs, 'cheque', 'creditPaise')),
    amount('Online Receipt', byChannel(crs, 'online', 'creditPaise')), amount('Other Receipt', byChannel(crs, 'ecs', 'creditPaise') + byChannel(crs, 'other', 'creditPaise')),
    amount('Total Inflow', inflow),
    amount('Cash Withdrawal', byChannel(drs, 'cash', 'debitPaise')), amount('Cheque Payment', byChannel(drs, 'cheque', 'debitPaise')),
    amount('Online Payment', byChannel(drs, 'online', 'debitPaise')), amount('Other Payment', byChannel(drs, 'ecs', 'debitPaise') + byChannel(drs, 'other', 'debitPaise')),
    amount('Total Outflow', outflow),
    amount('Gross Inflow/Profit', inflow - outflow),
    ...expenses.map(([label, v]) => (v === null ? missing(`Indirect Expense: ${label}`, NOT_IDENTIFIABLE) : amount(`Indirect Expense: ${label}`, v))),
    ...income.map(([label, v]) => amount(`Indirect Income: ${label}`, v)),
    amount('Net Inflow/Profit', inflow - outflow - totalExpenses + totalIncome),
    amount('Payables: Loan', loanRepaidPaise), missing('Payables: Working Capital', NOT_IDENTIFIABLE),
    amount('Payables: Investment', byPurpose(drs, 'investment', 'debitPaise')), amount('Payables: Contra', sum(contraDr, 'debitPaise')),
    missing('Payables: FI Transaction', NOT_IDENTIFIABLE), amount('Payables: Sweep-out', byPurpose(drs, 'sweep', 'debitPaise')), missing('Payables: Bank Instrument', NOT_IDENTIFIABLE),
    amount('Receivables: Loan', sum(loansIn, 'creditPaise')), missing('Receivables: Working Capital', NOT_IDENTIFIABLE),
    amount('Receivables: Investment', byPurpose(crs, 'investment', 'creditPaise')), amount('Receivables: Contra', sum(contraCr, 'creditPaise')),
    missing('Receivables: FI Transaction', NOT_IDENTIFIABLE), amount('Receivables: Insurance', byPurpose(crs, 'insurance', 'creditPaise')),
    amount('Receivables: Sweep-in', byPurpose(crs, 'sweep', 'creditPaise')), missing('Receivables: Bank Instrument', NOT_IDENTIFIABLE),
    amount('Bank Accruals', byPurpose(crs, 'interest_received', 'creditPaise') - byPurpose(drs, 'bank_charges', 'debitPaise')),
    amount('Opening Balance', opening), amount('Closing Balance', closing),
  ];

  const eodQuarters: Figure[] = [1, 2, 3, 4].map((q) => {
    const inQuarter = eod?.filter((d) => quarterOf(d.date) === q) ?? null;
    if (!inQuarter) return missing(`Quarter${q} Balance`, NO_BALANCE);
    if (inQuarter.length === 0) return missing(`Quarter${q} Balance`, 'The statement does not cover this quarter.');
    return amount(`Quarter${q} Balance`, average(inQuarter.map((d) => d.balancePaise)));
  });

  const accountSummary: Figure[] = [
    limit === null ? missing('CC/OD Limit', NO_LIMIT) : amount('CC/OD Limit', limit),
    { label: 'Currency', kind: 'text', value: statement.currency },
    amount('Opening Balance', opening), amount('Closing Balance', closing),
  ];

  const salary = sum(where(crs, (r) => r.purpose === 'salary'), 'creditPaise');
  const bounces = inwardChequeReversals.length + ecsReturns.length + onlineReturnsDr.length + onlineReturnsCr.length;
  return {
    source: statement.source,
    period: { from: first.date, to: last.date },
    monthsCovered,
    transactionCount: rows.length,
    accountSummary,
    overview: [creditsSummary, debitsSummary, returns, inhouse, overdraft, repayments],
    cashFlow,
    eodQuarters,
    forScore: {
      averageBalancePaise: averageEod,
      // Salary credits when the account shows them, otherwise the net credits: a business's receipts.
      monthlyNetTakeHomePaise: Math.round((salary > 0 ? salary : Math.max(0, netCredits)) / monthsCovered),
      monthlyObligationsPaise: Math.round(loanRepaidPaise / monthsCovered),
      bouncedDebits: bounces,
      monthsCovered,
    },
  };
}

/** What the expert score takes from an analysis; nothing known when there is no analysis. */
export function figuresForScore(analysis: BankStatementAnalysis | null): BankFiguresForScore {
  return analysis?.forScore ?? NO_BANK_FIGURES;
}
