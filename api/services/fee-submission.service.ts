import type { PgBoss } from 'pg-boss';
import { CONSENT_REQUIRED_MESSAGES, CONSENT_TEXTS, type ConsentKind } from '../../domain/consents.ts';
import type { FeeDetailsRequest, FeeEntry } from '../../domain/schemas/fee.schema.ts';
import { sendInTransaction, startLoanWorkflowJob } from '../../db/jobs.ts';
import { inTransaction, type Pool } from '../../db/pool.ts';
import type { BorrowerRepository } from '../../db/repositories/borrower.repository.ts';
import type { ConsentRepository } from '../../db/repositories/consent.repository.ts';
import type { FeeEntryRecord, LoanSubmissionRepository } from '../../db/repositories/loan-submission.repository.ts';
import type { StudentRepository } from '../../db/repositories/student.repository.ts';
import type { VerificationRepository } from '../../db/repositories/verification.repository.ts';
import { DomainError } from '../errors.ts';
import type { ApplicationProfileService } from './application-profile.service.ts';
import type { KycService } from './kyc.service.ts';
import type { WorkDocumentsService } from './work-documents.service.ts';

export interface FeeSubmissionDeps {
  pool: Pool;
  boss: PgBoss;
  borrowers: BorrowerRepository;
  students: StudentRepository;
  consents: ConsentRepository;
  loans: LoanSubmissionRepository;
  verifications: VerificationRepository;
  profile: ApplicationProfileService;
  kyc: KycService;
  documents: WorkDocumentsService;
}

const paise = (rupees: number) => rupees * 100;

/** The loan card of 000 section 3. */
export const loanCardView = (loan: { loanId: string; createdAt: string; tenureMonths: number; status: string }) => ({
  loanid: loan.loanId, created_at: loan.createdAt, tenure: loan.tenureMonths, loan_status: loan.status,
});

/**
 * The fee step's submit: checks the application is complete, then makes one loan per student and
 * queues each loan's workflow in the same transaction. A repeated submit returns the same loans.
 */
export function createFeeSubmissionService(deps: FeeSubmissionDeps) {
  const incomplete = (message: string) => new DomainError('bad_request', message);

  /** The whole application as the lender will review it; PAN and account stay masked (sealed copies stay in their table). */
  async function snapshot(borrowerId: string) {
    const [profile, address, students, kyc, documents, verifications, consents] = await Promise.all([
      deps.profile.viewProfile(borrowerId), deps.profile.viewAddress(borrowerId), deps.profile.listStudents(borrowerId),
      deps.kyc.view(borrowerId), deps.documents.viewAllMasked(borrowerId), deps.verifications.listFor(borrowerId), deps.consents.listFor(borrowerId),
    ]);
    return { profile, address, students, kyc, ...documents, verifications, consents };
  }

  async function requireComplete(borrowerId: string, app: Awaited<ReturnType<typeof snapshot>>) {
    for (const kind of ['child_data', 'kyc', 'it_returns', 'bureau_pull'] as ConsentKind[]) {
      if (!(await deps.consents.has(borrowerId, kind, CONSENT_TEXTS[kind].version))) throw incomplete(CONSENT_REQUIRED_MESSAGES[kind]);
    }
    if (app.students.length === 0) throw incomplete('Please complete the Student Details step first.');
    if (!app.profile.emp_status) throw incomplete('Please complete the Borrower Details step first.');
    if (!app.address) throw incomplete('Please complete your address first.');
    if (!app.kyc?.profilepic) throw incomplete('Please upload your profile picture in the E-KYC step.');
    if (app.kyc.kyc_status !== 'verified') throw incomplete('Please upload a readable KYC document in the E-KYC step.');
    if (app.kyc.utility_status !== 'verified') throw incomplete('Please verify your utility bill in the E-KYC step.');
    if (app.emp_path !== app.profile.emp_status) throw incomplete('Please complete the Document Details step first.');
    if (app.profile.emp_status === 'Salaried' && !app.employment) throw incomplete('Please complete your work details first.');
    if (app.profile.emp_status === 'Self-Employed' && (!app.business || !app.business_history)) throw incomplete('Please complete your business details first.');
  }

  function feeRecord(entry: FeeEntry, studentId: string): FeeEntryRecord {
    return {
      studentId, academicYear: entry.academicYear, quarter: entry.quarter, admissionNo: entry.admissionNo,
      admissionFeePaise: paise(entry.admissionFee), tuitionFeePaise: paise(entry.tutionFee), transportFeePaise: paise(entry.transportFee),
      uniformFeePaise: paise(entry.otherFee.uniformFee), studyMaterialFeePaise: paise(entry.otherFee.studyMaterialFee),
      extracurricularFeePaise: paise(entry.otherFee.extracurricularFee), totalFeePaise: paise(entry.totalFee), tenureMonths: entry.tenure as 12 | 18,
    };
  }

  return {
    async submit(borrowerId: string, request: FeeDetailsRequest) {
      const borrower = await deps.borrowers.findById(borrowerId);
      if (!borrower) throw new DomainError('not_found', 'Your account was not found.');
      const application = await snapshot(borrowerId);
      await requireComplete(borrowerId, application);
      const students = await deps.students.listFor(borrowerId);
      const entries = request.feeDetails.map((entry, index) => {
        const student = students.find((s) => s.admissionNo.toLowerCase() === entry.admissionNo.toLowerCase());
        if (!student) throw incomplete(`feeDetails.${index}.admissionNo: This admission number is not one of your students. Please use the admission number from the Student Details step.`);
        return { entry, student };
      });

      const loanIds = await inTransaction(deps.pool, async (client) => {
        await deps.loans.lockBorrower(client, borrowerId);
        const ids: string[] = [];
        for (const { entry, student } of entries) {
          const existing = await deps.loans.findExisting(client, borrowerId, entry.academicYear, entry.admissionNo);
          if (existing) {
            ids.push(existing);
            continue;
          }
          const loanId = await deps.loans.createLoan(client, borrowerId, feeRecord(entry, student.id), { ...application, fee: entry, student: student.id });
          // One workflow per loan, started only if this transaction commits; the key stops a second job for the same loan.
          await sendInTransaction(deps.boss, client, startLoanWorkflowJob, { loanId, borrowerPhone: borrower.phone }, { singletonKey: loanId });
          ids.push(loanId);
        }
        return ids;
      });
      const loans = await deps.loans.loansOf(borrowerId);
      return loans.filter((loan) => loanIds.includes(loan.loanId)).map(loanCardView);
    },

    /** A sent-back section was corrected: reviewers see the application as it now stands. */
    async refreshSnapshot(borrowerId: string, loanId: string): Promise<void> {
      await deps.loans.replaceSnapshot(loanId, borrowerId, await snapshot(borrowerId));
    },

    async loans(borrowerId: string) {
      return (await deps.loans.loansOf(borrowerId)).map(loanCardView);
    },
  };
}
export type FeeSubmissionService = ReturnType<typeof createFeeSubmissionService>;
