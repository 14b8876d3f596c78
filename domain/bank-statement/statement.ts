// A bank statement as the analysis reads it, whatever it came in as (a bank's CSV export or an
// Account Aggregator deposit-account JSON). Amounts are exact paise; dates are ISO (yyyy-mm-dd).

export interface StatementTransaction {
  date: string;
  narration: string;
  reference: string | null;
  /** The channel the source names (Account Aggregator `mode`), when it names one. */
  mode: string | null;
  debitPaise: number;
  creditPaise: number;
  /** The balance after this transaction, when the source gives it. */
  balancePaise: number | null;
}

export interface BankStatement {
  source: 'csv' | 'account-aggregator';
  accountType: string | null;
  currency: string;
  /** Sanctioned overdraft or cash-credit limit and drawing power: only an Account Aggregator summary states them. */
  odLimitPaise: number | null;
  drawingLimitPaise: number | null;
  transactions: StatementTransaction[];
}

export class StatementFormatError extends Error {
  override name = 'StatementFormatError';
}

/** "1,23,456.7" or "-50" or "₹ 1,000.00" → exact paise; anything else is not an amount. */
export function paiseOf(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '').replace(/^INR/i, '');
  if (cleaned === '') return null;
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const paise = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return null;
  return match[1] ? -paise : paise;
}

const MONTHS: Record<string, string> = {
  jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12',
};

/** Indian bank exports write dd/mm/yyyy, dd-mm-yy or dd-MMM-yyyy; Account Aggregator writes ISO. */
export function isoDateOf(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return valid(iso[1]!, iso[2]!, iso[3]!);
  const dmy = /^(\d{1,2})[/\-. ]([A-Za-z]{3}|\d{1,2})[/\-. ](\d{2}|\d{4})$/.exec(value);
  if (!dmy) return null;
  const month = /\d/.test(dmy[2]!) ? dmy[2]!.padStart(2, '0') : MONTHS[dmy[2]!.toLowerCase()];
  if (!month) return null;
  const year = dmy[3]!.length === 2 ? `20${dmy[3]}` : dmy[3]!;
  return valid(year, month, dmy[1]!.padStart(2, '0'));
}

function valid(year: string, month: string, day: string): string | null {
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) ? null : `${year}-${month}-${day}`;
}
