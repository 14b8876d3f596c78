import { isValidPan, panHolderType } from '../../domain/identifiers/pan.ts';
import type { CheckResult } from '../../workflows/verification/verification.messages.ts';

/** Looks a PAN up in the income-tax registry (NSDL/Protean in production). */
export interface PanProvider {
  verify(pan: string, options: { mustBeIndividual: boolean }): Promise<CheckResult>;
}

/**
 * Sandbox: checks the format and holder type for real; a PAN whose four digits are 0000 is "not in
 * the registry". It has no registry, so it returns no name and says so.
 */
export function createSandboxPanProvider(): PanProvider {
  const provider = 'sandbox-pan';
  return {
    async verify(pan, { mustBeIndividual }): Promise<CheckResult> {
      if (!isValidPan(pan)) return { outcome: 'failed', reason: 'Invalid PAN Number.', details: {}, provider };
      const holderType = panHolderType(pan);
      if (!holderType) return { outcome: 'failed', reason: 'This PAN has an unknown holder type. Please check the 4th letter.', details: {}, provider };
      if (mustBeIndividual && holderType !== 'Individual') {
        return { outcome: 'failed', reason: 'This PAN does not belong to an individual. Please enter your personal PAN.', details: { holderType }, provider };
      }
      if (pan.slice(5, 9) === '0000') return { outcome: 'failed', reason: 'No PAN record was found. Please check the number.', details: { holderType }, provider };
      return { outcome: 'verified', details: { holderType, nameOnRecord: null, sandbox: true }, provider };
    },
  };
}
