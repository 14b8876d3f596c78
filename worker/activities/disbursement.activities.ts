import { ApplicationFailure } from '@temporalio/activity';
import type { Pool } from '../../db/pool.ts';
import { createLoanAccountsRepository } from '../../db/repositories/loan-accounts.repository.ts';
import { createLoanInstalmentsRepository } from '../../db/repositories/loan-instalments.repository.ts';
import { debitTimeOf, todayInIndia } from '../../domain/india-calendar.ts';
import { loanScheduleFrom } from '../../domain/loan-schedule.ts';
import type { DisbursementActivities } from '../../workflows/loan-application/activities/disbursement.ts';
import type { PaymentsProvider } from '../providers/payments.provider.ts';

/** The money to the school: straight from the lender to the school's verified account, never through the platform. */
export function createDisbursementActivities(deps: { pool: Pool; payments: PaymentsProvider }) {
  const accounts = createLoanAccountsRepository(deps.pool);
  const instalments = createLoanInstalmentsRepository(deps.pool);
  return {
    /** Pays the school once (the key is the loan's), then fixes the schedule from the day of payment. */
    async disburse(loanId) {
      const loan = await accounts.termsOf(loanId);
      if (!loan) throw ApplicationFailure.nonRetryable(`loan ${loanId} does not exist`, 'LoanNotFound');
      const school = await accounts.verifiedSchoolOf(loanId);
      if (!school) throw ApplicationFailure.nonRetryable('the school has no verified bank account', 'SchoolAccountNotVerified');
      const idempotencyKey = `disburse:${loanId}`;
      const paid = await deps.payments.pay({ idempotencyKey, kind: 'disbursement', amountPaise: loan.principalPaise, counterparty: `school:${school.id}` });
      const disbursedAt = await instalments.recordDisbursement(loanId, idempotencyKey, loan.principalPaise, paid, (at) => loanScheduleFrom(loan, todayInIndia(at)));
      const now = Date.now();
      const dueInMs = loanScheduleFrom(loan, todayInIndia(disbursedAt)).map((row) => Math.max(0, debitTimeOf(row.dueDate) - now));
      return { amountPaise: loan.principalPaise, providerRef: paid.providerRef, dueInMs };
    },
  } satisfies DisbursementActivities;
}
