/**
 * Calendar dates as ISO 'yyyy-mm-dd' strings, with arithmetic done on day numbers from Date.UTC.
 * A due date is a calendar day in India, not an instant, so no time zone and no clock enter.
 */
import { z } from 'zod';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

type YearMonthDay = { year: number; month: number; day: number };

function parse(iso: string): YearMonthDay | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Date.UTC maps years 0-99 to the 1900s; no loan is dated before year 1000 anyway.
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

function parseOrThrow(iso: string): YearMonthDay {
  const parsed = parse(iso);
  if (!parsed) throw new RangeError(`not a calendar date in yyyy-mm-dd form: ${iso}`);
  return parsed;
}

function format({ year, month, day }: YearMonthDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dayNumber({ year, month, day }: YearMonthDay): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export function isIsoDate(text: string): boolean {
  return parse(text) !== undefined;
}

/** A real calendar date written yyyy-mm-dd (2024-02-30 is refused). */
export const isoDateSchema = z.string().refine(isIsoDate, 'Date should be a calendar date in yyyy-mm-dd form.');

/**
 * The date `months` months after `iso`, on `anchorDay` of that month (the day of `iso` unless
 * given), clamped to the month's last day: 31 Jan + 1 month is 28 or 29 Feb, + 2 months is 31 Mar.
 * Anchoring to the original day keeps a clamp in February from shifting every later date.
 */
export function addMonthsClamped(iso: string, months: number, anchorDay?: number): string {
  const start = parseOrThrow(iso);
  const monthIndex = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(anchorDay ?? start.day, daysInMonth(year, month));
  return format({ year, month, day });
}

export function addDays(iso: string, days: number): string {
  const date = new Date((dayNumber(parseOrThrow(iso)) + days) * MS_PER_DAY);
  return format({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(parseOrThrow(to)) - dayNumber(parseOrThrow(from));
}
