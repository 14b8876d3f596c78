import { createHmac, hkdfSync } from 'node:crypto';
import type { Client } from '@temporalio/client';
import { ZodError } from 'zod';
import { CONSENT_REQUIRED_MESSAGES, CONSENT_TEXTS } from '../../domain/consents.ts';
import type { Utility } from '../../domain/schemas/kyc.schema.ts';
import { maskAccountNumber } from '../../domain/identifiers/bank-account.ts';
import type { FieldCipher } from '../../db/field-encryption.ts';
import type { FileStorage } from '../../db/file-storage.ts';
import type { BorrowerProfileRepository } from '../../db/repositories/borrower-profile.repository.ts';
import type { ConsentRepository } from '../../db/repositories/consent.repository.ts';
import type { KycRepository } from '../../db/repositories/kyc.repository.ts';
import type { UploadedFileRepository } from '../../db/repositories/uploaded-file.repository.ts';
import type { VerificationKind, VerificationRepository } from '../../db/repositories/verification.repository.ts';
import {
  VERIFICATION_TASK_QUEUE, verificationWorkflowId, type CheckResult, type VerificationWorkflow,
} from '../../workflows/verification/verification.messages.ts';
import { checkResultSchema } from '../../workflows/verification/check-result.schema.ts';
import { DomainError } from '../errors.ts';
import type { IncomingFile, UploadsService } from './uploads.service.ts';

export interface VerificationDeps {
  temporal: Client | null;
  cipher: FieldCipher;
  /** The data key; a separate key for subject hashes is derived from it. */
  dataEncryptionKey: string;
  verifications: VerificationRepository;
  consents: ConsentRepository;
  profiles: BorrowerProfileRepository;
  kyc: KycRepository;
  uploads: UploadsService;
  files: UploadedFileRepository;
  storage: FileStorage;
  /** How long a parent waits for a check before being told to try later. */
  timeoutMs?: number;
}

const UNAVAILABLE = 'Verification is not available right now. Please try again in a few minutes.';
const ID_KIND: Record<VerificationKind, Parameters<typeof verificationWorkflowId>[0]> = {
  pan: 'pan', gstin: 'gstin', bank_account: 'account', itr: 'itr', kyc_ocr: 'kyc', utility: 'utility',
};

const maskPan = (pan: string) => `XXXXXX${pan.slice(6)}`;

/**
 * The wizard's instant checks, each a short Temporal workflow on the verifications queue. Every
 * outcome is recorded; a "no" reaches the parent as a 400 with the provider's reason.
 */
export function createVerificationService(deps: VerificationDeps) {
  const hashKey = Buffer.from(hkdfSync('sha256', Buffer.from(deps.dataEncryptionKey, 'base64'), 'feesetu', 'verification-subject', 32));
  /** A keyed hash of what was checked: lets a later save find "this PAN was verified" without storing it. */
  const subjectHash = (kind: VerificationKind, borrowerId: string, subject: string) =>
    createHmac('sha256', hashKey).update(`${kind}:${borrowerId}:${subject}`).digest('hex');

  async function requireConsent(borrowerId: string, kind: 'kyc') {
    if (!(await deps.consents.has(borrowerId, kind, CONSENT_TEXTS[kind].version))) throw new DomainError('bad_request', CONSENT_REQUIRED_MESSAGES[kind]);
  }

  async function run(workflow: VerificationWorkflow, kind: VerificationKind, borrowerId: string, hash: string, input: object): Promise<{ result: CheckResult; workflowId: string }> {
    const temporal = deps.temporal;
    if (!temporal) throw new DomainError('unavailable', UNAVAILABLE);
    const workflowId = verificationWorkflowId(ID_KIND[kind], borrowerId, hash);
    const timeoutMs = deps.timeoutMs ?? 30_000;
    try {
      const raw = await temporal.connection.withDeadline(Date.now() + timeoutMs, () =>
        temporal.workflow.execute(workflow, {
          taskQueue: VERIFICATION_TASK_QUEUE,
          workflowId,
          args: [input],
          workflowExecutionTimeout: timeoutMs,
          // A double-click waits for the check already running instead of starting another.
          workflowIdConflictPolicy: 'USE_EXISTING',
        }),
      );
      return { result: checkResultSchema.parse(raw), workflowId };
    } catch (error) {
      // An answer of the wrong shape is our bug (500). Otherwise Temporal or the worker is away, the
      // run timed out, or the provider's retries ran out: nothing was decided, so the parent tries later.
      if (error instanceof ZodError) throw error;
      throw new DomainError('unavailable', UNAVAILABLE, { cause: error });
    }
  }

  async function check(workflow: VerificationWorkflow, kind: VerificationKind, borrowerId: string, subject: string, masked: string, input: object) {
    const hash = subjectHash(kind, borrowerId, subject);
    const { result, workflowId } = await run(workflow, kind, borrowerId, hash, input);
    await deps.verifications.record(borrowerId, {
      kind, subjectHash: hash, subjectMasked: masked, outcome: result.outcome, reason: result.reason ?? null,
      details: result.details, provider: result.provider, workflowId,
    });
    return result;
  }

  const refuseUnlessVerified = (result: CheckResult) => {
    if (result.outcome !== 'verified') throw new DomainError('bad_request', result.reason ?? 'The check did not pass.');
    return result;
  };

  return {
    subjectHash,
    isVerified: (borrowerId: string, kind: VerificationKind, subject: string) =>
      deps.verifications.isVerified(borrowerId, kind, subjectHash(kind, borrowerId, subject)),

    /** The salaried path's PAN is the parent's own and must be an individual's; a business PAN may be any holder. */
    latestOutcome: (borrowerId: string, kind: VerificationKind) => deps.verifications.latestOutcome(borrowerId, kind),

    async verifyPan(borrowerId: string, pan: string) {
      const profile = await deps.profiles.findProfile(borrowerId);
      const input = { sealedPan: deps.cipher.encrypt(pan), mustBeIndividual: profile?.empStatus !== 'Self-Employed' };
      return refuseUnlessVerified(await check('verifyPan', 'pan', borrowerId, pan, maskPan(pan), input));
    },

    async verifyGstin(borrowerId: string, request: { gstIn: string; username: string; password: string }) {
      const sealedCredentials = deps.cipher.encrypt(JSON.stringify({ username: request.username, password: request.password }));
      return refuseUnlessVerified(await check('verifyGstin', 'gstin', borrowerId, request.gstIn, request.gstIn, { gstin: request.gstIn, sealedCredentials }));
    },

    async verifyBankAccount(borrowerId: string, account: { accountNumber: string; ifsc: string }) {
      const subject = `${account.accountNumber}@${account.ifsc}`;
      const input = { sealedAccountNumber: deps.cipher.encrypt(account.accountNumber), ifsc: account.ifsc };
      return refuseUnlessVerified(await check('verifyBankAccount', 'bank_account', borrowerId, subject, `${maskAccountNumber(account.accountNumber)}@${account.ifsc}`, input));
    },

    async validateItr(borrowerId: string, request: { username: string; password: string; itrtype: 'ITR' | 'userid' }) {
      const sealedCredentials = deps.cipher.encrypt(JSON.stringify({ username: request.username.toUpperCase(), password: request.password }));
      const user = request.username.toUpperCase();
      return refuseUnlessVerified(await check('validateItr', 'itr', borrowerId, user, maskPan(user), { sealedCredentials, itrType: request.itrtype }));
    },

    /** Stores the identity document, reads its number, and keeps only the masked number. */
    async kycOcr(borrowerId: string, kycType: 'aadhar' | 'voterid' | 'passport', file: IncomingFile | undefined) {
      await requireConsent(borrowerId, 'kyc');
      const stored = await deps.uploads.store(borrowerId, 'kyc_document', file);
      const result = await check('kycOcr', 'kyc_ocr', borrowerId, stored.id, kycType, { kycType, storageKey: stored.storageKey });
      if (result.details.fullNumberSeen === true) {
        // A scan showing a full Aadhaar number is not kept (DESIGN.md: never stored).
        await deps.storage.remove(stored.storageKey);
        await deps.files.forget(stored.id);
      } else {
        const masked = typeof result.details.documentNumber === 'string' ? result.details.documentNumber : null;
        await deps.kyc.setKycDocument(borrowerId, { kycType, fileId: stored.id, numberMasked: masked, status: result.outcome });
      }
      return refuseUnlessVerified(result);
    },

    async verifyUtility(borrowerId: string, utility: Utility) {
      await requireConsent(borrowerId, 'kyc');
      const subject = JSON.stringify(utility);
      const result = await check('verifyUtility', 'utility', borrowerId, subject, utility.type, { utility });
      await deps.kyc.setUtility(borrowerId, {
        utilityType: utility.type,
        customerId: utility.type === 'electricity' ? utility.customerId : null,
        electricityCompany: utility.type === 'electricity' ? utility.electricityDistributionCompany : null,
        telephoneNumber: utility.type === 'telephone' ? utility.telephoneNumber : null,
        city: utility.type === 'telephone' ? utility.city : null,
        lpgId: utility.type === 'lpg' ? utility.lpgId : null,
        consumerId: utility.type === 'png' ? utility.consumerId : null,
        serviceProvider: utility.type === 'png' ? utility.serviceProvider : null,
        utilityStatus: result.outcome,
      });
      return refuseUnlessVerified(result);
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
