import { addDays } from './emi-schedule-dates.ts';

// Dates as the lender keeps them: calendar days in India (UTC+05:30, no daylight saving), working days Monday to Friday.

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The calendar date in India (YYYY-MM-DD) at the given moment. */
export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment an auto-debit is presented on a due date: 10:00 India time. */
export function debitTimeOf(isoDate: string): number {
  return new Date(`${isoDate}T10:00:00+05:30`).getTime();
}

/** The end (23:59:59 India time) of the n-th working day after the given moment's day. */
export function endOfWorkingDaysAfter(now: Date, days: number): Date {
  let date = todayInIndia(now);
  let left = days;
  while (left > 0) {
    date = addDays(date, 1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(`${date}T23:59:59+05:30`);
}
