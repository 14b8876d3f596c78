/**
 * Reducing-balance EMI, computed exactly.
 *
 * EMI = P · r · (1 + r)^n / ((1 + r)^n − 1), with r the monthly rate. With the annual rate in basis
 * points (b), r = b / 120000, so every term is a ratio of integers and BigInt gives the exact value;
 * the only rounding is the final one, to the paisa or to the rupee, half away from zero.
 */

/** Annual rate in basis points: 12% is 1200. */
export type BasisPoints = number;

const MONTHLY_DENOMINATOR = 120_000n; // 12 months × 10,000 basis points

function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive whole number, got ${value}`);
  }
}

/**
 * The exact EMI as a fraction of the principal's unit, returned rounded to whole units of `unit`
 * (1 for the principal's own unit, 100 to round paise to the rupee).
 */
function emiRounded(principal: number, annualRateBp: BasisPoints, months: number, unit: bigint): bigint {
  assertPositiveInteger('principal', principal);
  assertPositiveInteger('months', months);
  if (!Number.isSafeInteger(annualRateBp) || annualRateBp < 0) {
    throw new RangeError(`annual rate must be a whole number of basis points, got ${annualRateBp}`);
  }
  const p = BigInt(principal);
  const n = BigInt(months);
  if (annualRateBp === 0) return roundHalfUp(p, n * unit) * unit;
  const b = BigInt(annualRateBp);
  const growth = (MONTHLY_DENOMINATOR + b) ** n; // (1 + r)^n scaled by D^n
  const base = MONTHLY_DENOMINATOR ** n;
  // EMI = p · b/D · growth/base / ((growth − base)/base) = p · b · growth / (D · (growth − base))
  const numerator = p * b * growth;
  const denominator = MONTHLY_DENOMINATOR * (growth - base);
  return roundHalfUp(numerator, denominator * unit) * unit;
}

/** Monthly instalment in paise for a principal in paise, rounded to the rupee (as the schedule pays it). */
export function monthlyEmiPaise(principalPaise: number, annualRateBp: BasisPoints, months: number): number {
  return Number(emiRounded(principalPaise, annualRateBp, months, 100n));
}

/** Monthly instalment in whole rupees for a principal in rupees: what the public calculator shows. */
export function monthlyEmiRupees(principalRupees: number, annualRatePercent: number, months: number): number {
  const bp = Math.round(annualRatePercent * 100);
  return Number(emiRounded(principalRupees, bp, months, 1n));
}
