/**
 * GST Identification Number: a two-digit state code, the holder's PAN, an entity number for that
 * PAN in the state, 'Z', and a check character. The check character catches most typing errors,
 * so a mistyped GSTIN is refused before any call to the GST network.
 */
import { PAN_PATTERN } from './pan.ts';

/**
 * The specification's form rule allows state codes 01-37; 38 is added because Ladakh has issued
 * GSTINs under it since 2020, and the form schema in schemas/identifiers.ts accepts it too.
 */
export const GSTIN_PATTERN = /^(?:0[1-9]|[12][0-9]|3[0-8])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_INVALID_MESSAGE = 'Invalid GST Number.';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character for the first 14 characters: each character's base-36 value is multiplied
 * by 1 and 2 alternately, each product's two base-36 digits are added (product div 36 plus
 * product mod 36), and the check character brings the total to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) {
    throw new RangeError(`a GSTIN check character needs 14 capital letters or digits, got '${first14}'`);
  }
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** Well formed and with the right check character. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

/** The two-digit state code ('27' is Maharashtra), or undefined for an invalid GSTIN. */
export function gstinStateCode(gstin: string): string | undefined {
  return isValidGstin(gstin) ? gstin.slice(0, 2) : undefined;
}

/** The PAN inside the GSTIN, to match against the PAN the borrower gave, or undefined if invalid. */
export function panOfGstin(gstin: string): string | undefined {
  const pan = gstin.slice(2, 12);
  return isValidGstin(gstin) && PAN_PATTERN.test(pan) ? pan : undefined;
}
