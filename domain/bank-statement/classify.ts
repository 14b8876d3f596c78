import type { StatementTransaction } from './statement.ts';

// What a transaction is, read from the channel the source names and from the narration's usual
// words in Indian bank statements. Order matters: a returned ECS is a return before it is an ECS.

export type Channel = 'cash' | 'cheque' | 'online' | 'ecs' | 'other';
export type Purpose =
  | 'salary' | 'loan_received' | 'loan_repayment' | 'interest_paid' | 'interest_received' | 'bank_charges' | 'insurance'
  | 'rent' | 'utility' | 'tax' | 'tax_refund' | 'credit_card' | 'forex' | 'investment' | 'contra' | 'sweep' | 'none';
export type ReturnKind = 'cheque' | 'online' | 'ecs' | null;

export interface Classified {
  channel: Channel;
  purpose: Purpose;
  /** A returned or reversed instrument (a bounce), and which kind. */
  returned: ReturnKind;
  /** A transfer within the same bank. */
  inhouse: boolean;
}

const has = (narration: string, pattern: RegExp) => pattern.test(narration);
const RETURN = /\b(RETURN(ED)?|RTN|RET|BOUNCE[D]?|DISHONOU?R(ED)?|UNPAID|INSUFF(ICIENT)?)\b/;

function channelOf(t: StatementTransaction, n: string): Channel {
  if (t.mode === 'CASH' || t.mode === 'ATM' || has(n, /\b(CASH|ATM|ATW|CDM|NWD)\b/)) return 'cash';
  if (has(n, /\b(ECS|NACH|ACH|SI|MANDATE)\b/)) return 'ecs';
  if (t.mode === 'CHEQUE' || has(n, /\b(CHQ|CHEQUE|CLG|CLEARING|CTS)\b/)) return 'cheque';
  if (t.mode === 'UPI' || t.mode === 'FT' || t.mode === 'CARD' || has(n, /\b(NEFT|IMPS|RTGS|UPI|IFT|INB|NETBANKING|MOB|POS)\b/)) return 'online';
  return 'other';
}

function purposeOf(t: StatementTransaction, n: string): Purpose {
  const credit = t.creditPaise > 0;
  if (has(n, /\b(SELF|OWN A\/?C|CONTRA)\b/)) return 'contra';
  if (has(n, /\bSWEEP\b/)) return 'sweep';
  if (has(n, /\b(SALARY|SAL|PAYROLL)\b/)) return 'salary';
  if (credit && has(n, /\bLOAN\b.*\b(DISB|DISBURSAL|CR)\b|\bDISBURSEMENT\b/)) return 'loan_received';
  if (!credit && has(n, /\b(EMI|LOAN)\b/)) return 'loan_repayment';
  if (has(n, /\b(INT(EREST)?\.?\s?(PD|PAID|CR|CREDIT)|SB INT|INTEREST)\b/)) return credit ? 'interest_received' : 'interest_paid';
  if (!credit && has(n, /\b(CHARGES?|CHGS|FEE|SMS ALERT|GST ON)\b/)) return 'bank_charges';
  if (has(n, /\b(INSURANCE|LIC|PREMIUM)\b/)) return 'insurance';
  if (has(n, /\bRENT\b/)) return 'rent';
  if (!credit && has(n, /\b(ELECTRICITY|BESCOM|MSEDCL|TATA POWER|WATER|GAS|BBPS|BILLPAY|BROADBAND|MOBILE BILL)\b/)) return 'utility';
  if (credit && has(n, /\b(IT REFUND|TAX REFUND|CBDT REFUND)\b/)) return 'tax_refund';
  if (!credit && has(n, /\b(GST PMT|TDS|INCOME TAX|CBDT|ADVANCE TAX|GSTN)\b/)) return 'tax';
  if (!credit && has(n, /\b(CREDIT CARD|CC PAYMENT|CARD PAYMENT)\b/)) return 'credit_card';
  if (has(n, /\b(FOREX|FX|USD|SWIFT)\b/)) return 'forex';
  if (has(n, /\b(MUTUAL FUND|MF|SIP|FD|FIXED DEPOSIT|RD)\b/)) return 'investment';
  return 'none';
}

export function classify(t: StatementTransaction): Classified {
  const n = t.narration.toUpperCase();
  const channel = channelOf(t, n);
  const returned: ReturnKind = RETURN.test(n) ? (channel === 'ecs' ? 'ecs' : channel === 'cheque' ? 'cheque' : channel === 'online' ? 'online' : null) : null;
  return { channel, purpose: returned ? 'none' : purposeOf(t, n), returned, inhouse: has(n, /\b(IFT|INTRA|TPT|WITHIN BANK|FT-)\b/) };
}
