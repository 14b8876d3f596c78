import { ApplicationFailure } from '@temporalio/activity';
import { coolingOffExitAmount } from '../../domain/penal-charges.ts';
import { inTransaction, type Pool } from '../../db/pool.ts';
import type { CoolingOffSettlement } from '../../workflows/loan-application/loan-application.messages.ts';
import type { PaymentsProvider } from '../providers/payments.provider.ts';
import { todayInIndia } from './loan-money.activities.ts';

export interface CoolingOffDeps {
  pool: Pool;
  payments: PaymentsProvider;
}

interface QuoteRow {
  days: number;
  principal_paise: string;
  interest_paise: string;
  already_paid_paise: string;
  due_paise: string;
}

/** The parent's exit during cooling-off: principal and pro-rata interest only, collected once, the schedule cancelled. */
export function createCoolingOffActivities(deps: CoolingOffDeps) {
  return {
    /**
     * Settles the exit. The quote is written before any money moves and read back on a retry, so the sum
     * cannot change between attempts (say, across midnight); the payment carries one idempotency key.
     */
    async settleCoolingOffExit(loanId: string, reason: string | null): Promise<CoolingOffSettlement> {
      const { rows: loans } = await deps.pool.query<{ principal_paise: string; annual_rate_bp: number; disbursed_at: Date | null; mandate_account_last4: string | null }>(
        'SELECT principal_paise, annual_rate_bp, disbursed_at, mandate_account_last4 FROM loans WHERE id = $1', [loanId]);
      const loan = loans[0];
      if (!loan) throw ApplicationFailure.nonRetryable(`loan ${loanId} does not exist`, 'LoanNotFound');
      if (!loan.disbursed_at) throw ApplicationFailure.nonRetryable(`loan ${loanId} was never disbursed`, 'NotDisbursed');

      const disbursedOn = todayInIndia(loan.disbursed_at);
      const exitOn = todayInIndia(new Date());
      const exit = coolingOffExitAmount({ principalPaise: Number(loan.principal_paise), annualRateBp: loan.annual_rate_bp, disbursedOn, exitOn });
      const { rows: paid } = await deps.pool.query<{ paise: string }>(
        `SELECT COALESCE(sum(emi_paise), 0) AS paise FROM loan_instalments WHERE loan_id = $1 AND status = 'paid'`, [loanId]);
      const alreadyPaid = Number(paid[0]!.paise);
      await deps.pool.query(
        `INSERT INTO loan_cooling_off_exits (loan_id, disbursed_on, exit_on, days, principal_paise, interest_paise, already_paid_paise, due_paise, reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (loan_id) DO NOTHING`,
        [loanId, disbursedOn, exitOn, exit.days, exit.principalPaise, exit.interestPaise, alreadyPaid, Math.max(0, exit.totalPaise - alreadyPaid), reason]);
      const { rows: quotes } = await deps.pool.query<QuoteRow>(
        'SELECT days, principal_paise, interest_paise, already_paid_paise, due_paise FROM loan_cooling_off_exits WHERE loan_id = $1', [loanId]);
      const quote = quotes[0]!;
      const duePaise = Number(quote.due_paise);

      let paymentRef: string | null = null;
      if (duePaise > 0) {
        const idempotencyKey = `cooling-off-exit:${loanId}`;
        const payment = await deps.payments.pay({ idempotencyKey, kind: 'debit', amountPaise: duePaise, counterparty: `mandate:${loan.mandate_account_last4 ?? ''}` });
        // A refused collection leaves the loan running: the parent is told and may pay another way; nothing is closed on a promise.
        if (payment.outcome !== 'succeeded') throw ApplicationFailure.nonRetryable('the cooling-off settlement could not be collected', 'SettlementNotCollected');
        paymentRef = payment.providerRef;
        await deps.pool.query(
          `INSERT INTO loan_payments (loan_id, kind, idempotency_key, amount_paise, outcome, provider_ref) VALUES ($1, 'cooling_off_exit', $2, $3, 'succeeded', $4)
           ON CONFLICT (idempotency_key) DO NOTHING`, [loanId, idempotencyKey, duePaise, paymentRef]);
      }
      await inTransaction(deps.pool, async (client) => {
        await client.query(`UPDATE loan_instalments SET status = 'cancelled' WHERE loan_id = $1 AND status <> 'paid'`, [loanId]);
        await client.query('UPDATE loans SET closed_at = COALESCE(closed_at, now()) WHERE id = $1', [loanId]);
      });
      return {
        days: quote.days, principalPaise: Number(quote.principal_paise), interestPaise: Number(quote.interest_paise),
        alreadyPaidPaise: Number(quote.already_paid_paise), duePaise, paymentRef,
      };
    },
  };
}
