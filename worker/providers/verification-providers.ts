import type { VerificationProviders } from '../activities/wizard-checks.activities.ts';
import { createSandboxBankAccountProvider } from './bank-account.provider.ts';
import { createSandboxGstinProvider } from './gstin.provider.ts';
import { createSandboxItrProvider } from './itr.provider.ts';
import { createSandboxKycOcrProvider } from './kyc-ocr.provider.ts';
import { createSandboxPanProvider } from './pan.provider.ts';
import { createSandboxUtilityBillProvider } from './utility-bill.provider.ts';

/** The verification providers of this deployment: the sandbox adapters until real ones are configured. */
export function createSandboxVerificationProviders(): VerificationProviders {
  return {
    pan: createSandboxPanProvider(),
    gstin: createSandboxGstinProvider(),
    bankAccount: createSandboxBankAccountProvider(),
    itr: createSandboxItrProvider(),
    kycOcr: createSandboxKycOcrProvider(),
    utilityBill: createSandboxUtilityBillProvider(),
  };
}
