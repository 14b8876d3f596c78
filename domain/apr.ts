/**
 * The Annual Percentage Rate and cost summary of the RBI Key Facts Statement.
 *
 * The APR is the internal rate of return of what the borrower actually gets and pays: the loan less
 * every upfront fee (GST included) received now, and each instalment paid a month apart. The KFS
 * illustration annualises the periodic IRR by multiplying it by the number of periods in a year,
 * so the APR here is the monthly IRR × 12, not (1 + IRR)^12 − 1.
 */
import { z } from 'zod';
import { emiScheduleTotals } from './emi-schedule.ts';
import type { EmiInstalment } from './emi-schedule.ts';

/** GST on lending fees: 18%. */
export const GST_RATE_BP = 1800;

const paiseAmount = z.number().int().nonnegative();

/** A charge the borrower pays before or at disbursement, with the GST on it kept apart. */
export const upfrontFeeSchema = z.object({
  label: z.string().min(1),
  amountPaise: paiseAmount,
  gstPaise: paiseAmount,
});
export type UpfrontFee = z.infer<typeof upfrontFeeSchema>;

function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** A fee of `amountPaise` with GST at `gstRateBp` on top, the GST rounded to the paisa. */
export function feeWithGst(label: string, amountPaise: number, gstRateBp: number = GST_RATE_BP): UpfrontFee {
  const gstPaise = roundHalfUp(BigInt(amountPaise) * BigInt(gstRateBp), 10_000n);
  return upfrontFeeSchema.parse({ label, amountPaise, gstPaise });
}

/** A processing fee charged as a share of the loan (200 bp is 2%), plus GST. */
export function processingFee(principalPaise: number, feeRateBp: number, gstRateBp: number = GST_RATE_BP): UpfrontFee {
  const amountPaise = roundHalfUp(BigInt(principalPaise) * BigInt(feeRateBp), 10_000n);
  return feeWithGst('Processing fee', amountPaise, gstRateBp);
}

export function totalFeesPaise(fees: readonly UpfrontFee[]): number {
  return fees.reduce((sum, fee) => sum + fee.amountPaise + fee.gstPaise, 0);
}

// A candidate annual rate is taken in half basis points, h, so the monthly rate is h / 240,000.
const HALF_BP_MONTHLY_DENOMINATOR = 240_000n;

/**
 * Whether the payments, discounted at the monthly rate h / 240,000, are worth less than what was
 * received. Multiplying through by (D + h)^n turns the comparison into one between integers:
 * Σ pₖ · Dᵏ · (D + h)ⁿ⁻ᵏ against received · (D + h)ⁿ, so no rounding can tip it.
 */
function discountedBelowReceived(received: bigint, payments: readonly bigint[], halfBp: bigint): boolean {
  const d = HALF_BP_MONTHLY_DENOMINATOR;
  const a = d + halfBp;
  let discounted = 0n; // Horner: after k payments, Σ_{j≤k} pⱼ · Dʲ · a^(k−j)
  let dPower = 1n;
  for (const payment of payments) {
    dPower *= d;
    discounted = discounted * a + payment * dPower;
  }
  return discounted < received * a ** BigInt(payments.length);
}

/**
 * The annualised monthly IRR, in basis points rounded to the nearest one (half up): 1656 is 16.56%.
 * `receivedPaise` is what the borrower gets now; `paymentsPaise[k]` is paid k + 1 months later.
 *
 * The rate is found by bisection over the half-basis-point boundaries: the APR rounds to b exactly
 * when the IRR lies in [b − ½, b + ½) bp, and the discounted value falls as the rate rises, so
 * the answer is the smallest b whose upper boundary discounts the payments below what was received.
 */
export function annualisedIrrBp(receivedPaise: number, paymentsPaise: readonly number[]): number {
  if (!Number.isSafeInteger(receivedPaise) || receivedPaise <= 0) {
    throw new RangeError(`the amount received must be a positive whole number of paise, got ${receivedPaise}`);
  }
  if (paymentsPaise.some((p) => !Number.isSafeInteger(p) || p < 0)) {
    throw new RangeError('payments must be whole, non-negative paise');
  }
  const paid = paymentsPaise.reduce((sum, p) => sum + p, 0);
  if (paid < receivedPaise) {
    throw new RangeError('the payments are less than the amount received, so the loan has no positive cost');
  }
  const received = BigInt(receivedPaise);
  const payments = paymentsPaise.map(BigInt);
  const roundsBelow = (bp: number): boolean => discountedBelowReceived(received, payments, BigInt(2 * bp + 1));

  let high = 1;
  while (!roundsBelow(high)) {
    high *= 2;
    if (high > 10_000_000) throw new RangeError('the APR exceeds 100,000% a year');
  }
  let low = 0;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (roundsBelow(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

export type KfsTerms = {
  /** The repayment schedule of the loan (its principal parts add up to the loan amount). */
  schedule: readonly EmiInstalment[];
  /** Every upfront charge: processing fee, documentation, insurance, each with its GST. */
  fees: readonly UpfrontFee[];
};

/** The KFS APR in basis points, computed on the net disbursed amount. */
export function kfsAprBp({ schedule, fees }: KfsTerms): number {
  const { principalPaise } = emiScheduleTotals(schedule);
  return annualisedIrrBp(principalPaise - totalFeesPaise(fees), schedule.map((row) => row.emiPaise));
}

export const kfsCostSummarySchema = z.object({
  loanAmountPaise: paiseAmount,
  totalInterestPaise: paiseAmount,
  totalFeesPaise: paiseAmount,
  netDisbursedPaise: paiseAmount,
  /** Loan amount + total interest + fees: everything the borrower pays over the loan's life. */
  totalAmountPayablePaise: paiseAmount,
  numberOfInstalments: z.number().int().positive(),
  aprBp: z.number().int().nonnegative(),
});
export type KfsCostSummary = z.infer<typeof kfsCostSummarySchema>;

/** The cost figures of the Key Facts Statement for one loan offer. */
export function kfsCostSummary(terms: KfsTerms): KfsCostSummary {
  const totals = emiScheduleTotals(terms.schedule);
  const fees = totalFeesPaise(terms.fees);
  return {
    loanAmountPaise: totals.principalPaise,
    totalInterestPaise: totals.interestPaise,
    totalFeesPaise: fees,
    netDisbursedPaise: totals.principalPaise - fees,
    totalAmountPayablePaise: totals.principalPaise + totals.interestPaise + fees,
    numberOfInstalments: terms.schedule.length,
    aprBp: kfsAprBp(terms),
  };
}
