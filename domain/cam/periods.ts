/**
 * Financial years (April to March) and GST return periods (MMYYYY) counted from an application date,
 * so the CAM always covers the two years before the application, whatever today is.
 */

export interface YearMonth { year: number; month: number }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const retPeriodOf = ({ year, month }: YearMonth) => `${String(month).padStart(2, '0')}${year}`;
export const monthLabel = ({ year, month }: YearMonth) => `${MONTHS[month - 1]}-${year}`;
export function addMonths({ year, month }: YearMonth, n: number): YearMonth {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
const order = ({ year, month }: YearMonth) => year * 12 + month;
export function monthsBetween(from: YearMonth, to: YearMonth): YearMonth[] {
  const out: YearMonth[] = [];
  for (let m = from; order(m) <= order(to); m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The year and month of an ISO date or timestamp ('2025-12-04…'), read as written (no time-zone shift). */
export function yearMonthOf(isoDate: string): YearMonth {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`an application date must be an ISO date, got '${isoDate}'`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The financial year a month is in, named by its first calendar year: April 2025 to March 2026 is 2025. */
export const fyOf = ({ year, month }: YearMonth) => (month >= 4 ? year : year - 1);
export const fyLabel = (fy: number) => `${fy}-${fy + 1}`;

export interface CamWindow {
  /** The month of the application: its return is not filed yet, so every window ends the month before. */
  applicationMonth: YearMonth;
  lastMonth: YearMonth;
  previousFy: number;
  currentFy: number;
  /** April to March of the previous financial year. */
  previousMonths: YearMonth[];
  /** April of the current financial year to the month before the application (empty for an April application). */
  currentMonths: YearMonth[];
  last6: YearMonth[];
  last15: YearMonth[];
  /** Every period the CAM reads: both financial years and the 15 months before the application. */
  periods: string[];
}

export function camWindow(applicationDate: string): CamWindow {
  const applicationMonth = yearMonthOf(applicationDate);
  const currentFy = fyOf(applicationMonth);
  const previousFy = currentFy - 1;
  const lastMonth = addMonths(applicationMonth, -1);
  const previousMonths = monthsBetween({ year: previousFy, month: 4 }, { year: currentFy, month: 3 });
  const currentMonths = monthsBetween({ year: currentFy, month: 4 }, lastMonth);
  const last6 = monthsBetween(addMonths(applicationMonth, -6), lastMonth);
  const last15 = monthsBetween(addMonths(applicationMonth, -15), lastMonth);
  const first = order(last15[0]!) < order(previousMonths[0]!) ? last15[0]! : previousMonths[0]!;
  return {
    applicationMonth, lastMonth, previousFy, currentFy, previousMonths, currentMonths, last6, last15,
    periods: monthsBetween(first, lastMonth).map(retPeriodOf),
  };
}
