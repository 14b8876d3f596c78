import { z } from 'zod';

/** A calendar date as the forms and the API carry it: 'YYYY-MM-DD'. */
export type CalendarDate = string;

/**
 * "Today" as the caller knows it: a calendar date, or an instant that is read in India's time. Domain
 * code reads no clock, so every rule that depends on the date takes this as an argument.
 */
export type Today = CalendarDate | Date;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// India keeps one offset all year, so an instant's Indian calendar date needs no time-zone database.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** The parts of a real calendar date, or undefined for text that is not one (2023-02-29, 2024-13-01). */
export function parseCalendarDate(text: string): DateParts | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

function format({ year, month, day }: DateParts): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar date of `today` in India. Throws on a malformed date: that is a caller's bug, not user input. */
export function calendarDateOf(today: Today): CalendarDate {
  if (today instanceof Date) {
    if (Number.isNaN(today.getTime())) throw new RangeError('today is an invalid Date');
    return new Date(today.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  }
  if (!parseCalendarDate(today)) throw new RangeError(`today is not a calendar date: ${today}`);
  return today;
}

function partsOf(today: Today): DateParts {
  return parseCalendarDate(calendarDateOf(today)) as DateParts;
}

/** Completed years between a date of birth and today; a 29 February birthday turns over on 1 March. */
export function ageOn(dateOfBirth: CalendarDate, today: Today): number {
  const born = parseCalendarDate(dateOfBirth);
  if (!born) throw new RangeError(`not a calendar date: ${dateOfBirth}`);
  const now = partsOf(today);
  const birthdayPassed = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (birthdayPassed ? 0 : 1);
}

/** The same day `years` years away; 29 February lands on 28 February in a common year. */
export function addYears(date: Today, years: number): CalendarDate {
  const { year, month, day } = partsOf(date);
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return format({ year: target, month, day: Math.min(day, lastDay) });
}

export function addDays(date: Today, days: number): CalendarDate {
  const { year, month, day } = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export interface AgeWindow {
  today: Today;
  minAge: number;
  maxAge: number;
}

/** The earliest and latest dates of birth inside an age window, for a date picker's min and max. */
export function dateOfBirthBounds({ today, minAge, maxAge }: AgeWindow): { min: CalendarDate; max: CalendarDate } {
  return { min: addDays(addYears(today, -(maxAge + 1)), 1), max: addYears(today, -minAge) };
}

export const DATE_OF_BIRTH_REQUIRED = 'Date of Birth is required.';
export const DATE_OF_BIRTH_IMPROPER = 'Date of Birth should be proper.';

/** A date of birth 'YYYY-MM-DD' whose age today is between minAge and maxAge years, both included. */
export function dateOfBirth(window: AgeWindow) {
  const today = calendarDateOf(window.today);
  return z
    .string({ error: DATE_OF_BIRTH_REQUIRED })
    .trim()
    .min(1, { error: DATE_OF_BIRTH_REQUIRED, abort: true })
    .refine((text) => {
      if (!parseCalendarDate(text)) return false;
      const age = ageOn(text, today);
      return age >= window.minAge && age <= window.maxAge;
    }, DATE_OF_BIRTH_IMPROPER);
}

/** A student is between 2 and 20 years old; a borrower between 18 (the age of contract) and 75. */
export const STUDENT_AGE = { minAge: 2, maxAge: 20 } as const;
export const BORROWER_AGE = { minAge: 18, maxAge: 75 } as const;
