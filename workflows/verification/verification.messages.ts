/** The task queue of the wizard's request-time checks, apart from the loans so neither starves the other. */
export const VERIFICATION_TASK_QUEUE = 'verifications';

/**
 * A check lasts seconds: each run stays on the worker build it started on, so changing a check's code never
 * needs a patch (docs/workflow-versioning.md). Set on the verifications' worker.
 */
export const VERIFICATION_VERSIONING_BEHAVIOR = 'PINNED' as const;

export const VERIFICATION_WORKFLOWS = ['verifyPan', 'verifyGstin', 'verifyBankAccount', 'validateItr', 'kycOcr', 'verifyUtility'] as const;
export type VerificationWorkflow = (typeof VERIFICATION_WORKFLOWS)[number];

/**
 * One check per parent and subject: `verify-pan-<borrowerId>-<hash>`. The hash is keyed, so the id
 * (visible in the Temporal UI) never reveals the PAN or account it stands for; a double-click joins
 * the check already running.
 */
export function verificationWorkflowId(kind: 'pan' | 'gstin' | 'account' | 'itr' | 'kyc' | 'utility', borrowerId: string, subjectHash: string): string {
  return `verify-${kind}-${borrowerId}-${subjectHash.slice(0, 24)}`;
}

/** What a provider answered: a definite yes or no, a reason a parent can act on, and what it found. */
export interface CheckResult {
  outcome: 'verified' | 'failed';
  reason?: string | undefined;
  details: Record<string, string | number | boolean | null>;
  provider: string;
}

// Inputs: anything personal travels sealed (AES-256-GCM), because workflow inputs are kept in history.

export interface VerifyPanInput {
  sealedPan: string;
  /** The salaried path asks for the parent's own PAN, which must be an individual's. */
  mustBeIndividual: boolean;
}
export interface VerifyGstinInput {
  gstin: string;
  sealedCredentials: string;
}
export interface VerifyBankAccountInput {
  sealedAccountNumber: string;
  ifsc: string;
}
export interface ValidateItrInput {
  sealedCredentials: string;
  itrType: 'ITR' | 'userid';
}
export interface KycOcrInput {
  kycType: 'aadhar' | 'voterid' | 'passport';
  storageKey: string;
}
export interface VerifyUtilityInput {
  utility:
    | { type: 'electricity'; customerId: string; electricityDistributionCompany: string }
    | { type: 'telephone'; telephoneNumber: string; city: string }
    | { type: 'lpg'; lpgId: string }
    | { type: 'png'; consumerId: string; serviceProvider: string };
}
