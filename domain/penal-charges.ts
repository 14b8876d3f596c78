/**
 * Charges beyond the EMI: penal charges when an auto-debit bounces, and the amount that ends the
 * loan during the cooling-off period.
 *
 * RBI's rules on penal charges: they are a flat charge, not penal interest added to the rate, and
 * they are never capitalised, so no interest is ever computed on them. They are therefore kept in
 * their own bucket, beside the principal and interest due, and nothing here adds them to either.
 */
import { z } from 'zod';
import type { EmiInstalment } from './emi-schedule.ts';
import { daysBetween, isoDateSchema } from './emi-schedule-dates.ts';

/** ₹500 per bounced auto-debit, GST included. */
export const DEFAULT_PENAL_CHARGE_PER_BOUNCE_PAISE = 500_00;

export const penalChargeConfigSchema = z.object({
  /** The flat charge for one bounced auto-debit, GST included. */
  perBouncePaise: z.number().int().nonnegative().default(DEFAULT_PENAL_CHARGE_PER_BOUNCE_PAISE),
});
export type PenalChargeConfig = z.input<typeof penalChargeConfigSchema>;

/** The penal charge for one bounced auto-debit. */
export function penalChargeForBounce(config: PenalChargeConfig = {}): number {
  return penalChargeConfigSchema.parse(config).perBouncePaise;
}

const paiseAmount = z.number().int().nonnegative();

/** What is due on one instalment, with penal charges apart from principal and interest. */
export const instalmentDueSchema = z.object({
  principalPaise: paiseAmount,
  interestPaise: paiseAmount,
  penalChargesPaise: paiseAmount,
  totalPaise: paiseAmount,
});
export type InstalmentDue = z.infer<typeof instalmentDueSchema>;

/**
 * What a borrower owes on an instalment whose auto-debit has bounced `bounces` times: the same
 * principal and interest as scheduled (a bounce neither raises the rate nor adds to the balance)
 * and a penal charge per bounce.
 */
export function outstandingAfterBounces(
  row: Pick<EmiInstalment, 'principalPaise' | 'interestPaise'>,
  bounces: number,
  config: PenalChargeConfig = {},
): InstalmentDue {
  if (!Number.isSafeInteger(bounces) || bounces < 0) {
    throw new RangeError(`bounces must be a whole number, got ${bounces}`);
  }
  const penalChargesPaise = bounces * penalChargeForBounce(config);
  return instalmentDueSchema.parse({
    principalPaise: row.principalPaise,
    interestPaise: row.interestPaise,
    penalChargesPaise,
    totalPaise: row.principalPaise + row.interestPaise + penalChargesPaise,
  });
}

export const coolingOffExitInputSchema = z.object({
  principalPaise: z.number().int().positive(),
  annualRateBp: z.number().int().min(0).max(10_000),
  disbursedOn: isoDateSchema,
  exitOn: isoDateSchema,
});
export type CoolingOffExitInput = z.input<typeof coolingOffExitInputSchema>;

export const coolingOffExitSchema = z.object({
  days: z.number().int().nonnegative(),
  principalPaise: paiseAmount,
  interestPaise: paiseAmount,
  totalPaise: paiseAmount,
});
export type CoolingOffExit = z.infer<typeof coolingOffExitSchema>;

/**
 * What the borrower pays to walk away from the loan during the cooling-off period: the principal
 * and interest for the days they had it (actual/365, to the nearest paisa), and no penalty or fee.
 * Whether `exitOn` still falls within the cooling-off period is the caller's rule to check.
 */
export function coolingOffExitAmount(input: CoolingOffExitInput): CoolingOffExit {
  const { principalPaise, annualRateBp, disbursedOn, exitOn } = coolingOffExitInputSchema.parse(input);
  const days = daysBetween(disbursedOn, exitOn);
  if (days < 0) throw new RangeError(`the exit date ${exitOn} is before the disbursement on ${disbursedOn}`);
  const numerator = BigInt(principalPaise) * BigInt(annualRateBp) * BigInt(days);
  const denominator = 10_000n * 365n;
  const interestPaise = Number((2n * numerator + denominator) / (2n * denominator));
  return { days, principalPaise, interestPaise, totalPaise: principalPaise + interestPaise };
}
