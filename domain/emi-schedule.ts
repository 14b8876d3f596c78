/**
 * The repayment schedule of a reducing-balance loan: one row per EMI with its due date and its
 * split into interest and principal. Every amount is whole paise; the EMI is a whole rupee.
 */
import { z } from 'zod';
import { monthlyEmiPaise } from './emi.ts';
import { addDays, addMonthsClamped, isoDateSchema } from './emi-schedule-dates.ts';

const MONTHLY_DENOMINATOR = 120_000n; // 12 months × 10,000 basis points

const paiseAmount = z.number().int().nonnegative();

export const emiScheduleInputSchema = z.object({
  principalPaise: z.number().int().positive(),
  /** Nominal annual rate in basis points (12% is 1200); more than 100% a year is an input error. */
  annualRateBp: z.number().int().min(0).max(10_000),
  months: z.number().int().min(1).max(600),
  firstDueDate: isoDateSchema,
  /** Tests compress time with this: due dates this many days apart instead of monthly. */
  intervalDays: z.number().int().positive().optional(),
});
export type EmiScheduleInput = z.input<typeof emiScheduleInputSchema>;

export const emiInstalmentSchema = z.object({
  number: z.number().int().positive(),
  dueDate: isoDateSchema,
  openingPaise: paiseAmount,
  interestPaise: paiseAmount,
  principalPaise: paiseAmount,
  emiPaise: paiseAmount,
  closingPaise: paiseAmount,
});
export type EmiInstalment = z.infer<typeof emiInstalmentSchema>;

/** One month's interest on a balance, to the nearest paisa (half a paisa rounds up). */
export function monthlyInterestPaise(balancePaise: number, annualRateBp: number): number {
  const numerator = BigInt(balancePaise) * BigInt(annualRateBp);
  return Number((2n * numerator + MONTHLY_DENOMINATOR) / (2n * MONTHLY_DENOMINATOR));
}

/** The due date of instalment `number` (1-based). */
export function instalmentDueDate(firstDueDate: string, number: number, intervalDays?: number): string {
  if (intervalDays !== undefined) return addDays(firstDueDate, (number - 1) * intervalDays);
  return addMonthsClamped(firstDueDate, number - 1);
}

/**
 * Builds the schedule: each month the interest on the opening balance is charged and the rest of
 * the EMI repays principal. The EMI is rounded to the rupee, so the balance left before the last
 * instalment differs from one EMI's principal by a little; the last instalment pays exactly that
 * balance plus its interest, which makes the principal parts add up to the loan to the paisa.
 */
export function buildEmiSchedule(input: EmiScheduleInput): EmiInstalment[] {
  const { principalPaise, annualRateBp, months, firstDueDate, intervalDays } = emiScheduleInputSchema.parse(input);
  const emi = monthlyEmiPaise(principalPaise, annualRateBp, months);

  // Because the balance only falls, the first month carries the most interest: if the rounded EMI
  // covers it, it covers every month. A loan of a few rupees over many months at a high rate can
  // round its EMI below that, and its schedule would grow the debt, so it is refused.
  if (months > 1 && emi < monthlyInterestPaise(principalPaise, annualRateBp)) {
    throw new RangeError('the EMI rounded to the rupee does not cover the first month’s interest');
  }

  const schedule: EmiInstalment[] = [];
  let opening = principalPaise;
  for (let number = 1; number <= months; number += 1) {
    const interest = monthlyInterestPaise(opening, annualRateBp);
    const isLast = number === months;
    const principal = isLast ? opening : emi - interest;
    if (!isLast && principal >= opening) {
      // Only a loan of a few rupees, whose EMI rounds up to a whole rupee, repays early like this.
      throw new RangeError(`the rounded EMI repays the loan before instalment ${months}`);
    }
    schedule.push({
      number,
      dueDate: instalmentDueDate(firstDueDate, number, intervalDays),
      openingPaise: opening,
      interestPaise: interest,
      principalPaise: principal,
      emiPaise: principal + interest,
      closingPaise: opening - principal,
    });
    opening -= principal;
  }
  return schedule;
}

export type EmiScheduleTotals = { principalPaise: number; interestPaise: number; emiPaise: number };

export function emiScheduleTotals(schedule: readonly EmiInstalment[]): EmiScheduleTotals {
  return schedule.reduce(
    (totals, row) => ({
      principalPaise: totals.principalPaise + row.principalPaise,
      interestPaise: totals.interestPaise + row.interestPaise,
      emiPaise: totals.emiPaise + row.emiPaise,
    }),
    { principalPaise: 0, interestPaise: 0, emiPaise: 0 },
  );
}
