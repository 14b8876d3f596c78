import { proxyActivities } from '@temporalio/workflow';
import type { WizardCheckActivities } from './activities/wizard-checks.ts';
import type {
  CheckResult, KycOcrInput, ValidateItrInput, VerifyBankAccountInput, VerifyGstinInput, VerifyPanInput, VerifyUtilityInput,
} from './verification.messages.ts';

// A parent waits for these on the screen: a few quick attempts, then a clear "try again later".
// Malformed input is the provider's definite answer, not an error, so nothing here retries a "no".
const checks = proxyActivities<WizardCheckActivities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '4 seconds', maximumAttempts: 4, nonRetryableErrorTypes: ['ProviderRefusal'] },
});

/** The wizard's PAN check: format, holder type and the registry's answer. */
export async function verifyPan(input: VerifyPanInput): Promise<CheckResult> {
  return checks.checkPan(input);
}

/** The self-employed parent's GSTIN (format, check character) and GST portal login. */
export async function verifyGstin(input: VerifyGstinInput): Promise<CheckResult> {
  return checks.checkGstin(input);
}

/** The bank account: IFSC against Razorpay's branch list, then a penny drop. */
export async function verifyBankAccount(input: VerifyBankAccountInput): Promise<CheckResult> {
  return checks.checkBankAccount(input);
}

/** The income-tax portal login the parent gave instead of uploading the ITR. */
export async function validateItr(input: ValidateItrInput): Promise<CheckResult> {
  return checks.checkItrCredentials(input);
}

/** Reads the identity document's number; an Aadhaar number comes back masked. */
export async function kycOcr(input: KycOcrInput): Promise<CheckResult> {
  return checks.readKycDocument(input);
}

/** The utility bill named by the parent, as proof of address. */
export async function verifyUtility(input: VerifyUtilityInput): Promise<CheckResult> {
  return checks.checkUtilityBill(input);
}
