import { ApplicationFailure } from '@temporalio/activity';
import type { PgBoss } from 'pg-boss';
import type { FieldCipher } from '../../db/field-encryption.ts';
import { sendSmsJob } from '../../db/jobs.ts';
import type { Pool } from '../../db/pool.ts';
import { createLoanAccountsRepository } from '../../db/repositories/loan-accounts.repository.ts';
import { createLoanInstalmentsRepository } from '../../db/repositories/loan-instalments.repository.ts';
import { createLoanTransitionsRepository } from '../../db/repositories/loan-transitions.repository.ts';
import type { LoanTerms } from '../../domain/loan-terms.ts';
import type { CollectionsActivities } from '../../workflows/loan-application/activities/collections.ts';
import { sandboxDebitBounces, type PaymentsProvider } from '../providers/payments.provider.ts';

export interface CollectionsDeps {
  pool: Pool;
  boss: PgBoss;
  cipher: FieldCipher;
  payments: PaymentsProvider;
  terms: LoanTerms;
}

/** Collecting the instalments: a reminder before each auto-debit, the debits under the mandate, bounces charged flat. */
export function createCollectionsActivities(deps: CollectionsDeps) {
  const accounts = createLoanAccountsRepository(deps.pool);
  const instalments = createLoanInstalmentsRepository(deps.pool);
  const events = createLoanTransitionsRepository(deps.pool);
  async function loanOf(loanId: string) {
    const loan = await accounts.termsOf(loanId);
    if (!loan) throw ApplicationFailure.nonRetryable(`loan ${loanId} does not exist`, 'LoanNotFound');
    return loan;
  }
  return {
    /** The reminder a day (at least) before an auto-debit; one message per instalment whatever the retries. */
    async sendReminder(loanId, number) {
      const loan = await loanOf(loanId);
      const instalment = await instalments.instalmentOf(loanId, number);
      if (!instalment) return;
      const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(instalment.emiPaise / 100);
      const text = `FeeSetu: instalment ${number} of ${rupees} for loan ${loanId} will be auto-debited on ${instalment.dueDate}. Please keep the balance ready.`;
      const messageKey = `reminder:${loanId}:${number}`;
      await deps.boss.send(sendSmsJob.name, { messageKey, to: loan.phone, sealedText: deps.cipher.encrypt(text) });
      await events.appendEvent(loanId, 'emi_reminder_sent', { instalment: number }, messageKey);
    },

    /** One auto-debit attempt under the mandate; a bounce adds one flat penal charge, kept apart from principal and interest. */
    async attemptDebit(loanId, number, attempt) {
      const loan = await loanOf(loanId);
      const instalment = await instalments.instalmentOf(loanId, number);
      if (!instalment) throw ApplicationFailure.nonRetryable(`no instalment ${number} for ${loanId}`, 'LoanNotFound');
      if (instalment.status === 'paid') return { outcome: 'succeeded' as const };
      const idempotencyKey = `debit:${loanId}:${number}:${attempt}`;
      const paid = await deps.payments.pay({
        idempotencyKey, kind: 'debit', amountPaise: instalment.emiPaise, counterparty: `mandate:${loan.mandateAccountLast4 ?? ''}`,
        bounce: sandboxDebitBounces(loan.mandateAccountLast4 ?? '', attempt),
      });
      await instalments.recordDebit(loanId, { number, attempt, idempotencyKey, amountPaise: instalment.emiPaise, paid, penalChargePaise: deps.terms.penalChargePaise });
      return { outcome: paid.outcome };
    },

    /** Instalments neither paid nor cancelled: the loan closes only when there are none. */
    async unpaidInstalments(loanId) {
      return instalments.unpaidOf(loanId);
    },
  } satisfies CollectionsActivities;
}
