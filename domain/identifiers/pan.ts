/**
 * Permanent Account Number: five letters, four digits, a letter. The fourth letter tells what kind
 * of holder the PAN belongs to, which the scorecard and KYC screens show beside it.
 */

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PAN_REQUIRED_MESSAGE = 'PAN number is required.';
/** The specification writes it with a doubled space on one screen; the admin screens have one. */
export const PAN_INVALID_MESSAGE = 'Invalid PAN Number.';

export function isValidPan(pan: string): boolean {
  return PAN_PATTERN.test(pan);
}

/** Holder types by the PAN's fourth character. */
export const PAN_HOLDER_TYPES = {
  P: 'Individual',
  C: 'Company',
  H: 'Hindu Undivided Family',
  F: 'Firm',
  A: 'Association of Persons',
  T: 'Trust',
  B: 'Body of Individuals',
  L: 'Local Authority',
  J: 'Artificial Juridical Person',
  G: 'Government',
} as const;
export type PanHolderCode = keyof typeof PAN_HOLDER_TYPES;
export type PanHolderType = (typeof PAN_HOLDER_TYPES)[PanHolderCode];

function isPanHolderCode(code: string): code is PanHolderCode {
  return Object.hasOwn(PAN_HOLDER_TYPES, code);
}

/** The kind of holder, or undefined for a malformed PAN or a fourth character with no known meaning. */
export function panHolderType(pan: string): PanHolderType | undefined {
  const code = pan.charAt(3);
  return isValidPan(pan) && isPanHolderCode(code) ? PAN_HOLDER_TYPES[code] : undefined;
}
