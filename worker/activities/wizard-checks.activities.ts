import type { FieldCipher } from '../../db/field-encryption.ts';
import type { FileStorage } from '../../db/file-storage.ts';
import type {
  CheckResult, KycOcrInput, ValidateItrInput, VerifyBankAccountInput, VerifyGstinInput, VerifyPanInput, VerifyUtilityInput,
} from '../../workflows/verification/verification.messages.ts';
import type { BankAccountProvider } from '../providers/bank-account.provider.ts';
import type { GstinProvider } from '../providers/gstin.provider.ts';
import type { ItrProvider } from '../providers/itr.provider.ts';
import type { KycOcrProvider } from '../providers/kyc-ocr.provider.ts';
import type { PanProvider } from '../providers/pan.provider.ts';
import type { UtilityBillProvider } from '../providers/utility-bill.provider.ts';
import type { WizardCheckActivities } from '../../workflows/verification/activities/wizard-checks.ts';

export interface VerificationProviders {
  pan: PanProvider;
  gstin: GstinProvider;
  bankAccount: BankAccountProvider;
  itr: ItrProvider;
  kycOcr: KycOcrProvider;
  utilityBill: UtilityBillProvider;
}

const credentialsOf = (cipher: FieldCipher, sealed: string) => JSON.parse(cipher.decrypt(sealed)) as { username: string; password: string };

/**
 * The wizard's checks, one provider call each. They only read: a retry repeats a question, never
 * an effect, so every one is safe to retry. Sealed inputs are opened here and nowhere else.
 */
export function createWizardCheckActivities(deps: { providers: VerificationProviders; cipher: FieldCipher; storage: FileStorage }) {
  const { providers, cipher } = deps;
  return {
    async checkPan(input: VerifyPanInput): Promise<CheckResult> {
      return providers.pan.verify(cipher.decrypt(input.sealedPan), { mustBeIndividual: input.mustBeIndividual });
    },
    async checkGstin(input: VerifyGstinInput): Promise<CheckResult> {
      return providers.gstin.verify(input.gstin, credentialsOf(cipher, input.sealedCredentials));
    },
    async checkBankAccount(input: VerifyBankAccountInput): Promise<CheckResult> {
      return providers.bankAccount.verify(cipher.decrypt(input.sealedAccountNumber), input.ifsc);
    },
    async checkItrCredentials(input: ValidateItrInput): Promise<CheckResult> {
      return providers.itr.verify(credentialsOf(cipher, input.sealedCredentials));
    },
    async readKycDocument(input: KycOcrInput): Promise<CheckResult> {
      return providers.kycOcr.read(input.kycType, await deps.storage.readAll(input.storageKey));
    },
    async checkUtilityBill(input: VerifyUtilityInput): Promise<CheckResult> {
      return providers.utilityBill.verify(input.utility);
    },
  } satisfies WizardCheckActivities;
}
