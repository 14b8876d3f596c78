import { ApplicationFailure } from '@temporalio/activity';
import type { Pool } from '../../db/pool.ts';
import { createLoanAccountsRepository } from '../../db/repositories/loan-accounts.repository.ts';
import type { MandateActivities } from '../../workflows/loan-application/activities/mandate.ts';

/** The e-mandate that the auto-debits run under. */
export function createMandateActivities(deps: { pool: Pool }) {
  const accounts = createLoanAccountsRepository(deps.pool);
  return {
    /** Registers the mandate on the parent's verified bank account (sandbox: always accepted); a retry keeps the first account. */
    async registerMandate(loanId) {
      const loan = await accounts.termsOf(loanId);
      if (!loan) throw ApplicationFailure.nonRetryable(`loan ${loanId} does not exist`, 'LoanNotFound');
      const accountLast4 = loan.mandateAccountLast4 ?? await accounts.repaymentAccountOf(loan.borrowerId);
      if (!accountLast4) throw ApplicationFailure.nonRetryable('the parent has no bank account on file for the mandate', 'NoRepaymentAccount');
      await accounts.setMandateAccount(loanId, accountLast4);
      return { accountLast4 };
    },
  } satisfies MandateActivities;
}
