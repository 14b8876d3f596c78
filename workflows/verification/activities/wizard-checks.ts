import type {
  CheckResult, KycOcrInput, ValidateItrInput, VerifyBankAccountInput, VerifyGstinInput, VerifyPanInput, VerifyUtilityInput,
} from '../verification.messages.ts';

// The wizard's request-time checks (implemented in worker/activities/wizard-checks.activities.ts).

export interface WizardCheckActivities {
  checkPan(input: VerifyPanInput): Promise<CheckResult>;
  checkGstin(input: VerifyGstinInput): Promise<CheckResult>;
  checkBankAccount(input: VerifyBankAccountInput): Promise<CheckResult>;
  checkItrCredentials(input: ValidateItrInput): Promise<CheckResult>;
  readKycDocument(input: KycOcrInput): Promise<CheckResult>;
  checkUtilityBill(input: VerifyUtilityInput): Promise<CheckResult>;
}
