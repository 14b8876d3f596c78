/**
 * Money as whole paise. A stored amount is a safe integer number of paise, so sums and differences
 * are exact; rupees appear only at the edges, when a person types or reads an amount.
 */

/** An amount in paise (₹1 = 100 paise), always a safe integer. */
export type Paise = number;

export const PAISE_PER_RUPEE = 100;

export const AMOUNT_REQUIRED_MESSAGE = 'Amount is required.';
export const AMOUNT_NUMERIC_MESSAGE = 'Enter numeric characters only.';
export const AMOUNT_DECIMALS_MESSAGE = 'Enter at most 2 digits after the decimal point.';
export const AMOUNT_TOO_LARGE_MESSAGE = 'Amount is too large.';

export function assertPaise(name: string, value: number): asserts value is Paise {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a whole number of paise, got ${value}`);
  }
}

// Plain digits, Indian grouping (1,00,000) or international grouping (100,000). A comma anywhere
// else ('10,00') is ambiguous between a typo and a European decimal comma, so it is refused.
const PLAIN = /^[0-9]+$/;
const INDIAN_GROUPED = /^[0-9]{1,2}(?:,[0-9]{2})*,[0-9]{3}$/;
const INTERNATIONAL_GROUPED = /^[0-9]{1,3}(?:,[0-9]{3})+$/;
const DECIMAL = /^([0-9,]+)(?:\.([0-9]+))?$/;

export type ParseRupeesResult = { ok: true; paise: Paise } | { ok: false; error: string };

/**
 * Reads an amount typed into a form: digits with optional comma grouping and up to two decimals,
 * optionally led by '₹'. The conversion is done on the digits, never through a float.
 */
export function parseRupees(text: string): ParseRupeesResult {
  const trimmed = text.trim().replace(/^₹\s*/, '');
  if (trimmed === '') return { ok: false, error: AMOUNT_REQUIRED_MESSAGE };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { ok: false, error: AMOUNT_NUMERIC_MESSAGE };
  const [, whole = '', fraction = ''] = match;
  if (!(PLAIN.test(whole) || INDIAN_GROUPED.test(whole) || INTERNATIONAL_GROUPED.test(whole))) {
    return { ok: false, error: AMOUNT_NUMERIC_MESSAGE };
  }
  if (fraction.length > 2) return { ok: false, error: AMOUNT_DECIMALS_MESSAGE };
  const paise = BigInt(whole.replaceAll(',', '')) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (paise > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: AMOUNT_TOO_LARGE_MESSAGE };
  return { ok: true, paise: Number(paise) };
}

/**
 * Converts a rupee amount held as a JavaScript number (an API field, a config value) to paise.
 * The number's shortest decimal form is what the writer meant, so that is what is converted:
 * 1.1 becomes 110 paise, where 1.1 × 100 in floating point would give 110.00000000000001.
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupees must be finite, got ${rupees}`);
  const decimal = String(Math.abs(rupees));
  const parsed = /^[0-9]+(?:\.[0-9]{1,2})?$/.test(decimal) ? parseRupees(decimal) : undefined;
  if (!parsed?.ok) {
    throw new RangeError(`rupees must have at most 2 decimals and fit in paise, got ${rupees}`);
  }
  return rupees < 0 ? -parsed.paise : parsed.paise;
}

/**
 * Paise as a rupee number. Division by 100 is correctly rounded, so the result prints as exactly
 * the rupee amount (10 paise gives 0.1) and `rupeesToPaise` turns it back into the same paise.
 * Use it for display and JSON fields in rupees; never add rupee numbers together.
 */
export function paiseToRupees(paise: Paise): number {
  assertPaise('paise', paise);
  return paise / PAISE_PER_RUPEE;
}

/** Paise as an exact decimal string of rupees with two decimals ('100000.50'), for CSV and reports. */
export function paiseToRupeeString(paise: Paise): string {
  assertPaise('paise', paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  trailingZeroDisplay: 'stripIfInteger',
});

/** ₹ with Indian digit grouping: ₹1,00,000 for whole rupees, ₹1,00,000.50 when there are paise. */
export function formatRupees(paise: Paise): string {
  // Formatting the decimal string, not a float, keeps even the largest safe amounts exact.
  return inr.format(paiseToRupeeString(paise) as `${number}`);
}
