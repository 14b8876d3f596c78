import type { PgBoss } from 'pg-boss';
import { createFieldCipher } from '../db/field-encryption.ts';
import type { Pool } from '../db/pool.ts';
import { createBorrowerRepository } from '../db/repositories/borrower.repository.ts';
import { createOtpRepository } from '../db/repositories/otp.repository.ts';
import { createSessionRepository } from '../db/repositories/session.repository.ts';
import { createSmsOutboxRepository } from '../db/repositories/sms-outbox.repository.ts';
import { createEmailOutboxRepository } from '../db/repositories/email-outbox.repository.ts';
import { createLocalFileStorage } from '../db/file-storage.ts';
import { createPortfolioRepository } from '../db/repositories/portfolio.repository.ts';
import { createSchoolRepository } from '../db/repositories/school.repository.ts';
import { createStaffRepository } from '../db/repositories/staff.repository.ts';
import { createAuthenticator } from './auth/authenticate.ts';
import { createAuthRateLimits } from './auth/rate-limits.ts';
import { createCachedSessions } from './auth/session-cache.ts';
import { createRememberedTokens } from './auth/remembered-tokens.ts';
import { createSessionTokens } from './auth/session-tokens.ts';
import { createBorrowerAuthService } from './services/borrower-auth.service.ts';
import { createOtpService } from './services/otp.service.ts';
import type { Client } from '@temporalio/client';
import { createBorrowerProfileRepository } from '../db/repositories/borrower-profile.repository.ts';
import { createConsentRepository } from '../db/repositories/consent.repository.ts';
import { createKycRepository } from '../db/repositories/kyc.repository.ts';
import { createLoanSubmissionRepository } from '../db/repositories/loan-submission.repository.ts';
import { createStudentRepository } from '../db/repositories/student.repository.ts';
import { createUploadedFileRepository } from '../db/repositories/uploaded-file.repository.ts';
import { createVerificationRepository } from '../db/repositories/verification.repository.ts';
import { createWorkDocumentsRepository } from '../db/repositories/work-documents.repository.ts';
import { createApplicationProfileService } from './services/application-profile.service.ts';
import { createConsentService } from './services/consent.service.ts';
import { createFeeSubmissionService } from './services/fee-submission.service.ts';
import { createKycService } from './services/kyc.service.ts';
import { createUploadsService } from './services/uploads.service.ts';
import { createVerificationService } from './services/verification.service.ts';
import { createWorkDocumentsService } from './services/work-documents.service.ts';
import { createAdminDashboardService } from './services/admin-dashboard.service.ts';
import { createSchoolAdminService } from './services/school-admin.service.ts';
import { createStaffAdminService } from './services/staff-admin.service.ts';
import { createStaffAuthService } from './services/staff-auth.service.ts';
import { createLoanEventsRepository } from '../db/repositories/loan-events.repository.ts';
import { createLoanWorkflowService } from './services/loan-workflow.service.ts';
import { createLoanAgreementService } from './services/loan-agreement.service.ts';
import { createBorrowerDashboardRepository } from '../db/repositories/borrower-dashboard.repository.ts';
import { createBorrowerDashboardService } from './services/borrower-dashboard.service.ts';
import { createBorrowerLoansRepository } from '../db/repositories/borrower-loans.repository.ts';
import { createReviewQueueRepository } from '../db/repositories/review-queue.repository.ts';
import { createReviewDeskService } from './services/review-desk.service.ts';
import { createInsightService } from './services/insight.service.ts';
import { createLoanInsightRepository } from '../db/repositories/loan-insight.repository.ts';
import { createBankStatementReader } from '../db/repositories/bank-statement.repository.ts';
import { createCamService } from './services/cam.service.ts';
import { createGstReturnsRepository } from '../db/repositories/gst-returns.repository.ts';

export interface ServiceDeps {
  pool: Pool;
  boss: PgBoss;
  secrets: { sessionSecret: string; otpPepper: string; dataEncryptionKey: string };
  authRateLimit: number;
  /** The Temporal client that runs the wizard's verification workflows; null answers 503 to those calls. */
  temporal?: Client | null;
  /** Where uploaded documents are stored (local disk); default .data/uploads. */
  uploadDir?: string;
}

/** The composition root of the API: every service, built once from its dependencies. */
export function createApiServices(deps: ServiceDeps) {
  const cipher = createFieldCipher(deps.secrets.dataEncryptionKey);
  const sessions = createCachedSessions(createSessionRepository(deps.pool));
  const tokens = createSessionTokens(deps.secrets.sessionSecret);
  const otp = createOtpService({ pool: deps.pool, boss: deps.boss, otps: createOtpRepository(deps.pool), cipher, pepper: deps.secrets.otpPepper });
  const borrowers = createBorrowerRepository(deps.pool);
  const staff = createStaffRepository(deps.pool);
  // One upload store: parents' documents, staff Aadhaar scans (sealed), under server-made keys.
  const uploadStore = createLocalFileStorage(deps.uploadDir ?? '.data/uploads');
  const staffFiles = uploadStore;
  const reviewQueue = createReviewQueueRepository(deps.pool);
  const loanWorkflow = createLoanWorkflowService({ temporal: deps.temporal ?? null });
  const application = createApplicationServices(deps, cipher, borrowers, reviewQueue, uploadStore);
  const reviewDesk = createReviewDeskService({ queue: reviewQueue, workflow: loanWorkflow, refreshSnapshot: application.fees.refreshSnapshot });
  const bankStatements = createBankStatementReader({ pool: deps.pool, storage: uploadStore });
  const cam = createCamService({ desk: reviewDesk, gstReturns: createGstReturnsRepository(deps.pool), bankStatements });
  return {
    ...application,
    cipher,
    borrowers,
    otp,
    authenticator: createAuthenticator({ tokens: createRememberedTokens(tokens), sessions }),
    borrowerAuth: createBorrowerAuthService({ pool: deps.pool, otp, borrowers, sessions, tokens }),
    smsOutbox: createSmsOutboxRepository(deps.pool),
    emailOutbox: createEmailOutboxRepository(deps.pool),
    authRateLimits: createAuthRateLimits(deps.authRateLimit),
    staffAuth: createStaffAuthService({ staff, sessions, tokens, otp }),
    staffAdmin: createStaffAdminService({ pool: deps.pool, staff, cipher, files: staffFiles }),
    schoolAdmin: createSchoolAdminService({ schools: createSchoolRepository(deps.pool) }),
    adminDashboard: createAdminDashboardService({ portfolio: createPortfolioRepository(deps.pool) }),
    loanEvents: createLoanEventsRepository(deps.pool),
    loanWorkflow,
    loanAgreement: createLoanAgreementService({ loans: createBorrowerLoansRepository(deps.pool), otp, workflow: loanWorkflow }),
    borrowerDashboard: createBorrowerDashboardService({ repository: createBorrowerDashboardRepository(deps.pool) }),
    reviewDesk,
    insight: createInsightService({ desk: reviewDesk, insight: createLoanInsightRepository(deps.pool), bankStatements, gstReport: cam.gstReport }),
    cam,
  };
}
export type ApiServices = ReturnType<typeof createApiServices>;

/** The parent's application: the wizard's steps, uploads, verifications and the fee submission. */
function createApplicationServices(
  deps: ServiceDeps, cipher: ReturnType<typeof createFieldCipher>, borrowers: ReturnType<typeof createBorrowerRepository>,
  reviewQueue: ReturnType<typeof createReviewQueueRepository>, storage: ReturnType<typeof createLocalFileStorage>,
) {
  const files = createUploadedFileRepository(deps.pool);
  const consentRepository = createConsentRepository(deps.pool);
  const profiles = createBorrowerProfileRepository(deps.pool);
  const students = createStudentRepository(deps.pool);
  const kycRepository = createKycRepository(deps.pool);
  const verifications = createVerificationRepository(deps.pool);
  const uploads = createUploadsService({ storage, files, reviewerMayRead: reviewQueue.reviewsBorrower });
  const verification = createVerificationService({
    temporal: deps.temporal ?? null, cipher, dataEncryptionKey: deps.secrets.dataEncryptionKey, verifications, consents: consentRepository,
    profiles, kyc: kycRepository, uploads, files, storage,
  });
  const profile = createApplicationProfileService({ pool: deps.pool, borrowers, profiles, students, consents: consentRepository });
  const kyc = createKycService({ kyc: kycRepository, uploads, files });
  const documents = createWorkDocumentsService({ documents: createWorkDocumentsRepository(deps.pool), files, consents: consentRepository, cipher, verification });
  const fees = createFeeSubmissionService({
    pool: deps.pool, boss: deps.boss, borrowers, students, consents: consentRepository, loans: createLoanSubmissionRepository(deps.pool),
    verifications, profile, kyc, documents,
  });
  return {
    applicationProfile: profile, consents: createConsentService({ consents: consentRepository }), uploads, verification, kyc,
    workDocuments: documents, fees, today: () => new Date(),
  };
}
