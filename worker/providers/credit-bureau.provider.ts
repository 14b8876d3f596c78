import { isValidPan } from '../../domain/identifiers/pan.ts';
import type { CheckResult } from '../../workflows/verification/verification.messages.ts';

/** Pulls the borrower's credit report by PAN (CIBIL, Experian, Equifax or CRIF in production); needs the bureau consent. */
export interface CreditBureauProvider {
  pull(pan: string): Promise<CheckResult>;
}

/**
 * Sandbox: the PAN's format is checked for real; the report is made up, deterministically, from the PAN,
 * so the same parent always gets the same score. Documented inputs (SANDBOX.md):
 * - digits (6th to 9th characters) starting with 99: no credit history ("new to credit"), no score;
 * - otherwise a score from 300 to 900 derived from the PAN, with overdue accounts below 600.
 */
export function createSandboxCreditBureauProvider(): CreditBureauProvider {
  const provider = 'sandbox-bureau';
  return {
    async pull(pan): Promise<CheckResult> {
      if (!isValidPan(pan)) return { outcome: 'failed', reason: 'The bureau cannot search an invalid PAN.', details: {}, provider };
      if (pan.slice(5, 7) === '99') return { outcome: 'verified', reason: 'No credit history at the bureau.', details: { score: null, newToCredit: true, sandbox: true }, provider };
      const score = sandboxBureauScoreOfPan(pan);
      return { outcome: 'verified', details: { score, activeAccounts: 1 + (score % 4), overdueAccounts: score < 600 ? 1 + (score % 3) : 0, newToCredit: false, sandbox: true }, provider };
    },
  };
}

/** A stable 300–900 score from the PAN (FNV-1a hash), so tests and demos can predict it. */
export function sandboxBureauScoreOfPan(pan: string): number {
  let hash = 0x811c9dc5;
  for (const char of pan) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return 300 + (hash % 601);
}
