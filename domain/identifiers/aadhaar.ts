/**
 * Aadhaar numbers: 12 digits, never starting with 0 or 1, the last a Verhoeff check digit.
 *
 * A full Aadhaar number must never be stored, so besides the check this module masks numbers for
 * display and finds numbers that leaked into free text (logs, notes, database columns).
 */

export const AADHAAR_INVALID_MESSAGE = 'Invalid Aadhaar Number.';

// Verhoeff's scheme works in the dihedral group D5: elements 0-4 are rotations, 5-9 reflections.
function dihedralProduct(j: number, k: number): number {
  if (j < 5) return k < 5 ? (j + k) % 5 : 5 + ((j + k) % 5);
  return k < 5 ? 5 + ((j - k + 5) % 5) : (j - k + 5) % 5;
}

const MULTIPLY: readonly (readonly number[])[] = Array.from({ length: 10 }, (_, j) =>
  Array.from({ length: 10 }, (_, k) => dihedralProduct(j, k)),
);

// Position i permutes its digit by σ applied i mod 8 times, σ = (0 1 5 8 9 4 2 7)(3 6).
const SIGMA = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4] as const;
const PERMUTE: readonly (readonly number[])[] = Array.from({ length: 8 }, (_, times) =>
  Array.from({ length: 10 }, (_, digit) => {
    let d = digit;
    for (let t = 0; t < times; t += 1) d = SIGMA[d] ?? d;
    return d;
  }),
);

const INVERSE: readonly number[] = Array.from({ length: 10 }, (_, j) =>
  Array.from({ length: 10 }, (_, k) => k).find((k) => dihedralProduct(j, k) === 0) ?? 0,
);

function table(rows: readonly (readonly number[])[], row: number, column: number): number {
  return rows[row]?.[column] ?? 0;
}

/** Folds the digits from the right; `offset` 1 leaves room for a check digit not yet appended. */
function verhoeffState(digits: string, offset: number): number {
  let check = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits.charAt(digits.length - 1 - i));
    check = table(MULTIPLY, check, table(PERMUTE, (i + offset) % 8, digit));
  }
  return check;
}

/** Whether a string of digits ends in a correct Verhoeff check digit. */
export function isVerhoeffValid(digits: string): boolean {
  return /^[0-9]+$/.test(digits) && verhoeffState(digits, 0) === 0;
}

/** The Verhoeff check digit to append to a string of digits. */
export function verhoeffCheckDigit(digits: string): string {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError('a Verhoeff check digit is computed over digits only');
  return String(INVERSE[verhoeffState(digits, 1)]);
}

const AADHAAR_PATTERN = /^[2-9][0-9]{11}$/;

/** 12 digits, optionally in groups of four separated by single spaces, first digit 2-9, Verhoeff-valid. */
export function isValidAadhaar(aadhaar: string): boolean {
  const digits = /^[0-9]{4} [0-9]{4} [0-9]{4}$/.test(aadhaar) ? aadhaar.replaceAll(' ', '') : aadhaar;
  return AADHAAR_PATTERN.test(digits) && isVerhoeffValid(digits);
}

/**
 * 'XXXX XXXX 1234'. Anything that is not 12 digits (spaces and dashes aside) is masked whole:
 * a display helper must not reveal digits of a value it cannot recognise.
 */
export function maskAadhaar(aadhaar: string): string {
  const digits = aadhaar.replace(/[\s-]/g, '');
  return /^[0-9]{12}$/.test(digits) ? `XXXX XXXX ${digits.slice(8)}` : 'XXXX XXXX XXXX';
}

export type AadhaarMatch = {
  /** The twelve digits. */
  digits: string;
  /** Where the match starts in the text, and the text matched (with its separators). */
  index: number;
  text: string;
};

// Twelve digits run together or in groups of four separated by a space or a dash, not part of a
// longer number: a 16-digit card number written in groups of four must not yield an Aadhaar, nor
// an international phone number such as +919812345678.
const CANDIDATE = /(?<![0-9+][ -]?)(?:[0-9]{12}|[0-9]{4}([ -])[0-9]{4}\1[0-9]{4})(?![ -]?[0-9])/g;

/** Every Aadhaar number in free text: twelve-digit runs that pass the Aadhaar rules and Verhoeff. */
export function findAadhaarNumbers(text: string): AadhaarMatch[] {
  const found: AadhaarMatch[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (AADHAAR_PATTERN.test(digits) && isVerhoeffValid(digits)) {
      found.push({ digits, index: match.index, text: match[0] });
    }
  }
  return found;
}

/** The text with every Aadhaar number in it masked, for logs and exports. */
export function redactAadhaarNumbers(text: string): string {
  return text.replace(CANDIDATE, (candidate) => {
    const digits = candidate.replace(/[ -]/g, '');
    return AADHAAR_PATTERN.test(digits) && isVerhoeffValid(digits) ? maskAadhaar(digits) : candidate;
  });
}
