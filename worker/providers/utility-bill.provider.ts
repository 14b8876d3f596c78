import type { CheckResult, VerifyUtilityInput } from '../../workflows/verification/verification.messages.ts';

/** Fetches a utility bill from its biller (a bill-payment network in production), as proof of address. */
export interface UtilityBillProvider {
  verify(utility: VerifyUtilityInput['utility']): Promise<CheckResult>;
}

/** Sandbox: a consumer, customer or LPG id ending in 000, or a telephone number ending in 0000, has no bill. */
export function createSandboxUtilityBillProvider(): UtilityBillProvider {
  const provider = 'sandbox-bbps';
  return {
    async verify(utility): Promise<CheckResult> {
      const account = utility.type === 'electricity' ? utility.customerId
        : utility.type === 'telephone' ? utility.telephoneNumber
          : utility.type === 'lpg' ? utility.lpgId : utility.consumerId;
      const missing = utility.type === 'telephone' ? account.endsWith('0000') : account.endsWith('000');
      if (missing) return { outcome: 'failed', reason: 'No bill was found for this account. Please check the details.', details: { type: utility.type }, provider };
      return { outcome: 'verified', details: { type: utility.type, sandbox: true }, provider };
    },
  };
}
