import type { BorrowerLoansRepository, KeyFactStatement, OwnedLoan } from '../../db/repositories/borrower-loans.repository.ts';
import {
  cancelLoan, exitDuringCoolingOff, getOffer, signAgreement, type CoolingOffSettlement,
} from '../../workflows/loan-application/loan-application.messages.ts';
import { DomainError } from '../errors.ts';
import type { LoanWorkflowService } from './loan-workflow.service.ts';
import type { OtpService } from './otp.service.ts';

export interface LoanAgreementDeps {
  loans: BorrowerLoansRepository;
  otp: OtpService;
  workflow: LoanWorkflowService;
}

/**
 * The parent's side of an approved loan: reading the Key Fact Statement, signing the agreement by OTP,
 * cancelling before disbursement, leaving during cooling-off. Ownership is checked here; the loan's
 * workflow decides whether the step is allowed now and answers 409 with its reason when it is not.
 */
export function createLoanAgreementService(deps: LoanAgreementDeps) {
  async function own(borrowerId: string, loanId: string): Promise<OwnedLoan> {
    const loan = await deps.loans.ownedLoan(borrowerId, loanId);
    if (!loan) throw new DomainError('not_found', `There is no loan ${loanId} of yours.`);
    return loan;
  }
  async function openOffer(loanId: string): Promise<KeyFactStatement> {
    const kfs = await deps.loans.keyFactStatement(loanId);
    if (!kfs) throw new DomainError('conflict', 'This loan has no offer to sign yet.');
    if (kfs.signedAt) throw new DomainError('conflict', 'The agreement is already signed.');
    return kfs;
  }

  return {
    /** The KFS with its frozen terms, and whether the cooling-off exit is open now. */
    async keyFactStatement(borrowerId: string, loanId: string): Promise<KeyFactStatement & { coolingOffOpen: boolean }> {
      await own(borrowerId, loanId);
      const kfs = await deps.loans.keyFactStatement(loanId);
      if (!kfs) throw new DomainError('not_found', 'This loan has no offer yet.');
      const live = await deps.workflow.query(loanId, getOffer);
      return { ...kfs, coolingOffOpen: live?.coolingOffOpen ?? false };
    },

    /** Sends the e-sign code to the parent's own number; only while an unsigned offer is open. */
    async sendSigningOtp(borrowerId: string, loanId: string): Promise<void> {
      const loan = await own(borrowerId, loanId);
      await openOffer(loanId);
      await deps.otp.issue(loan.phone, 'esign');
    },

    /** Signs the offer with the code: the code is spent first, then the workflow records the signature (once per proposal). */
    async sign(borrowerId: string, loanId: string, code: string): Promise<{ proposalNumber: string; status: string }> {
      const loan = await own(borrowerId, loanId);
      const kfs = await openOffer(loanId);
      await deps.otp.verify(loan.phone, 'esign', code);
      const status = await deps.workflow.update(loanId, signAgreement, { proposalNumber: kfs.proposalNumber }, { updateId: `sign-${kfs.proposalNumber}` });
      return { proposalNumber: kfs.proposalNumber, status };
    },

    async cancel(borrowerId: string, loanId: string, reason: string | undefined): Promise<string> {
      await own(borrowerId, loanId);
      return deps.workflow.update(loanId, cancelLoan, reason ? { reason } : {});
    },

    async exitDuringCoolingOff(borrowerId: string, loanId: string, reason: string | undefined): Promise<CoolingOffSettlement> {
      await own(borrowerId, loanId);
      return deps.workflow.update(loanId, exitDuringCoolingOff, reason ? { reason } : {}, { updateId: `cooling-off-exit-${loanId}` });
    },
  };
}
export type LoanAgreementService = ReturnType<typeof createLoanAgreementService>;
