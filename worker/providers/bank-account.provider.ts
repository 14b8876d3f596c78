import { createRequire } from 'node:module';
import { isValidIfsc } from '../../domain/identifiers/ifsc.ts';
import type { CheckResult } from '../../workflows/verification/verification.messages.ts';

/** Confirms an account exists and can be credited: a "penny drop" of ₹1 (a bank API in production). */
export interface BankAccountProvider {
  verify(accountNumber: string, ifsc: string): Promise<CheckResult>;
}

const require = createRequire(import.meta.url);
// Razorpay's list of every branch: bank code → branch codes (numbers where the branch code is numeric).
const BRANCHES = require('ifsc/src/IFSC.json') as Record<string, (string | number)[]>;
const BANK_NAMES = require('ifsc/src/banknames.json') as Record<string, string>;

/** Whether Razorpay's data lists this branch. */
export function isKnownIfsc(ifsc: string): boolean {
  if (!isValidIfsc(ifsc)) return false;
  const list = BRANCHES[ifsc.slice(0, 4)];
  if (!list) return false;
  const branch = ifsc.slice(5);
  return /^[0-9]+$/.test(branch) ? list.includes(Number(branch)) : list.includes(branch);
}

/**
 * Sandbox: the IFSC is looked up in Razorpay's data for real; the penny drop fails for account
 * numbers ending in 0000 and succeeds otherwise. It learns no account holder's name.
 */
export function createSandboxBankAccountProvider(): BankAccountProvider {
  const provider = 'sandbox-penny-drop';
  return {
    async verify(accountNumber, ifsc): Promise<CheckResult> {
      if (!isKnownIfsc(ifsc)) return { outcome: 'failed', reason: 'This IFSC code was not found. Please check it.', details: {}, provider };
      const bank = BANK_NAMES[ifsc.slice(0, 4)] ?? null;
      if (!/^[0-9]{8,18}$/.test(accountNumber)) return { outcome: 'failed', reason: 'Invalid Bank Account Number.', details: { bank }, provider };
      if (accountNumber.endsWith('0000')) {
        return { outcome: 'failed', reason: 'The bank could not credit this account. Please check the account number.', details: { bank }, provider };
      }
      return { outcome: 'verified', details: { bank, nameAtBank: null, sandbox: true }, provider };
    },
  };
}
