import { ApplicationFailure } from '@temporalio/activity';
import type { Pool } from '../../db/pool.ts';
import { createCoolingOffExitsRepository } from '../../db/repositories/cooling-off-exits.repository.ts';
import { todayInIndia } from '../../domain/india-calendar.ts';
import { coolingOffExitAmount } from '../../domain/penal-charges.ts';
import type { CoolingOffActivities } from '../../workflows/loan-application/activities/cooling-off.ts';
import type { PaymentsProvider } from '../providers/payments.provider.ts';

/** The parent's exit during cooling-off: principal and pro-rata interest only, collected once, the schedule cancelled. */
export function createCoolingOffActivities(deps: { pool: Pool; payments: PaymentsProvider }) {
  const exits = createCoolingOffExitsRepository(deps.pool);
  return {
    /**
     * Settles the exit. The quote is written before any money moves and read back on a retry, so the sum
     * cannot change between attempts (say, across midnight); the payment carries one idempotency key.
     */
    async settleCoolingOffExit(loanId, reason) {
      const loan = await exits.loanOf(loanId);
      if (!loan) throw ApplicationFailure.nonRetryable(`loan ${loanId} does not exist`, 'LoanNotFound');
      if (!loan.disbursedAt) throw ApplicationFailure.nonRetryable(`loan ${loanId} was never disbursed`, 'NotDisbursed');

      const disbursedOn = todayInIndia(loan.disbursedAt);
      const exitOn = todayInIndia(new Date());
      const exit = coolingOffExitAmount({ principalPaise: loan.principalPaise, annualRateBp: loan.annualRateBp, disbursedOn, exitOn });
      const alreadyPaidPaise = await exits.paidSoFar(loanId);
      const quote = await exits.quote(loanId, {
        disbursedOn, exitOn, days: exit.days, principalPaise: exit.principalPaise, interestPaise: exit.interestPaise,
        alreadyPaidPaise, duePaise: Math.max(0, exit.totalPaise - alreadyPaidPaise), reason,
      });

      let paymentRef: string | null = null;
      if (quote.duePaise > 0) {
        const idempotencyKey = `cooling-off-exit:${loanId}`;
        const payment = await deps.payments.pay({ idempotencyKey, kind: 'debit', amountPaise: quote.duePaise, counterparty: `mandate:${loan.mandateAccountLast4 ?? ''}` });
        // A refused collection leaves the loan running: the parent is told and may pay another way; nothing is closed on a promise.
        if (payment.outcome !== 'succeeded') throw ApplicationFailure.nonRetryable('the cooling-off settlement could not be collected', 'SettlementNotCollected');
        paymentRef = payment.providerRef;
        await exits.recordCollection(loanId, idempotencyKey, quote.duePaise, paymentRef);
      }
      await exits.closeSchedule(loanId);
      return { ...quote, paymentRef };
    },
  } satisfies CoolingOffActivities;
}
