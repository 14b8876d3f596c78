/**
 * Bank account numbers: only digits, and shown to people with all but the last four hidden.
 */

/** The salaried documents step: 8 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^[0-9]{8,18}$/;
/** The self-employed documents step allows 8 to 15 digits only. */
export const SELF_EMPLOYED_BANK_ACCOUNT_PATTERN = /^[0-9]{8,15}$/;
export const BANK_ACCOUNT_INVALID_MESSAGE = 'Invalid Bank Account Number.';

export function isValidBankAccountNumber(accountNumber: string): boolean {
  return BANK_ACCOUNT_PATTERN.test(accountNumber);
}

/** 'XXXXXXXX1234', keeping the length so two accounts ending alike can still be told apart. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.length > 4 ? accountNumber.slice(-4) : '';
  return 'X'.repeat(accountNumber.length - visible.length) + visible;
}
