import { ApplicationFailure } from '@temporalio/activity';
import type { PgBoss } from 'pg-boss';
import { kfsAprBp, kfsCostSummary, processingFee } from '../../domain/apr.ts';
import { addDays, addMonthsClamped } from '../../domain/emi-schedule-dates.ts';
import { buildEmiSchedule } from '../../domain/emi-schedule.ts';
import { penalChargeForBounce } from '../../domain/penal-charges.ts';
import type { FieldCipher } from '../../db/field-encryption.ts';
import { sendSmsJob } from '../../db/jobs.ts';
import { inTransaction, type Pool } from '../../db/pool.ts';
import { priceLoan, type Assessment } from './loan-pricing.ts';
import { sandboxDebitBounces, type PaymentsProvider } from '../providers/payments.provider.ts';

export interface LoanMoneyDeps {
  pool: Pool;
  boss: PgBoss;
  cipher: FieldCipher;
  payments: PaymentsProvider;
  terms?: { processingFeeBp?: number; coolingOffDays?: number; penalChargePaise?: number; offerWorkingDays?: number };
}

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
/** Today's calendar date in India, from the activity's clock. */
export const todayInIndia = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** Debits are presented at 10:00 India time on the due date. */
const debitTime = (isoDate: string) => new Date(`${isoDate}T10:00:00+05:30`).getTime();

/** The end of the n-th working day (Monday to Friday) after now, India time. */
function afterWorkingDays(now: Date, days: number): Date {
  let date = todayInIndia(now);
  let left = days;
  while (left > 0) {
    date = addDays(date, 1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(`${date}T23:59:59+05:30`);
}

async function loanRow(pool: Pool, loanId: string) {
  const { rows } = await pool.query<{ borrower_id: string; principal_paise: number; tenure_months: number; annual_rate_bp: number; phone: string; mandate_account_last4: string | null }>(
    `SELECT l.borrower_id, l.principal_paise, l.tenure_months, l.annual_rate_bp, b.phone, l.mandate_account_last4
       FROM loans l JOIN borrowers b ON b.id = l.borrower_id WHERE l.id = $1`, [loanId]);
  if (!rows[0]) throw ApplicationFailure.nonRetryable(`loan ${loanId} does not exist`, 'LoanNotFound');
  return rows[0];
}

/** The money side of a loan: pricing, the KFS, the mandate, disbursement and repayments. Every call is idempotent. */
export function createLoanMoneyActivities(deps: LoanMoneyDeps) {
  const terms = { processingFeeBp: 200, coolingOffDays: 3, penalChargePaise: penalChargeForBounce(), offerWorkingDays: 3, ...deps.terms };

  function scheduleFor(loan: { principal_paise: number; tenure_months: number; annual_rate_bp: number }, startDate: string) {
    return buildEmiSchedule({ principalPaise: loan.principal_paise, annualRateBp: loan.annual_rate_bp, months: loan.tenure_months, firstDueDate: addMonthsClamped(startDate, 1) });
  }

  return {
    /** Prices the loan from its bureau score (see priceLoan). */
    async assessApplication(loanId: string): Promise<Assessment> {
      return priceLoan(deps.pool, loanId);
    },

    /** Issues the Key Fact Statement once; a retry returns the same frozen terms. */
    async issueOffer(loanId: string): Promise<{ proposalNumber: string; aprBp: number; validUntil: string; validForMs: number; coolingOffDays: number }> {
      const loan = await loanRow(deps.pool, loanId);
      const now = new Date();
      const schedule = scheduleFor(loan, todayInIndia(now));
      const fee = processingFee(loan.principal_paise, terms.processingFeeBp);
      const summary = kfsCostSummary({ schedule, fees: [fee] });
      const validUntil = afterWorkingDays(now, terms.offerWorkingDays);
      await deps.pool.query(
        `INSERT INTO loan_offers (proposal_number, loan_id, principal_paise, annual_rate_bp, tenure_months, processing_fee_paise, fee_gst_paise,
           apr_bp, emi_paise, total_interest_paise, penal_charge_paise, cooling_off_days, schedule, valid_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (loan_id) DO NOTHING`,
        [`KFS-${loanId}`, loanId, loan.principal_paise, loan.annual_rate_bp, loan.tenure_months, fee.amountPaise, fee.gstPaise,
          kfsAprBp({ schedule, fees: [fee] }), schedule[0]?.emiPaise ?? 0, summary.totalInterestPaise, terms.penalChargePaise,
          terms.coolingOffDays, JSON.stringify(schedule), validUntil],
      );
      const { rows } = await deps.pool.query<{ proposal_number: string; apr_bp: number; valid_until: Date; cooling_off_days: number }>(
        'SELECT proposal_number, apr_bp, valid_until, cooling_off_days FROM loan_offers WHERE loan_id = $1', [loanId]);
      const offer = rows[0]!;
      return {
        proposalNumber: offer.proposal_number, aprBp: offer.apr_bp, validUntil: offer.valid_until.toISOString(),
        validForMs: Math.max(1000, offer.valid_until.getTime() - now.getTime()), coolingOffDays: offer.cooling_off_days,
      };
    },

    async recordSignature(loanId: string, proposalNumber: string): Promise<void> {
      await deps.pool.query('UPDATE loan_offers SET signed_at = COALESCE(signed_at, now()) WHERE loan_id = $1 AND proposal_number = $2', [loanId, proposalNumber]);
    },

    /** Registers the e-mandate on the parent's verified bank account (sandbox: always accepted). */
    async registerMandate(loanId: string): Promise<{ accountLast4: string }> {
      const loan = await loanRow(deps.pool, loanId);
      const { rows } = await deps.pool.query<{ account_last4: string }>('SELECT account_last4 FROM bank_documents WHERE borrower_id = $1', [loan.borrower_id]);
      const accountLast4 = loan.mandate_account_last4 ?? rows[0]?.account_last4;
      if (!accountLast4) throw ApplicationFailure.nonRetryable('the parent has no bank account on file for the mandate', 'NoRepaymentAccount');
      await deps.pool.query('UPDATE loans SET mandate_account_last4 = $2 WHERE id = $1', [loanId, accountLast4]);
      return { accountLast4 };
    },

    /** Pays the school, once, to its verified account; then fixes the schedule from the day of payment. */
    async disburse(loanId: string): Promise<{ amountPaise: number; providerRef: string; dueInMs: number[] }> {
      const loan = await loanRow(deps.pool, loanId);
      const { rows: schools } = await deps.pool.query<{ id: string; account_last4: string }>(
        `SELECT s.id, s.account_last4 FROM loans l JOIN schools s ON s.id = l.school_id WHERE l.id = $1 AND s.account_verified_at IS NOT NULL`, [loanId]);
      const school = schools[0];
      if (!school) throw ApplicationFailure.nonRetryable('the school has no verified bank account', 'SchoolAccountNotVerified');
      const idempotencyKey = `disburse:${loanId}`;
      const paid = await deps.payments.pay({ idempotencyKey, kind: 'disbursement', amountPaise: loan.principal_paise, counterparty: `school:${school.id}` });
      const disbursedOn = await inTransaction(deps.pool, async (client) => {
        await client.query(
          `INSERT INTO loan_payments (loan_id, kind, idempotency_key, amount_paise, outcome, provider_ref) VALUES ($1, 'disbursement', $2, $3, $4, $5)
           ON CONFLICT (idempotency_key) DO NOTHING`, [loanId, idempotencyKey, loan.principal_paise, paid.outcome, paid.providerRef]);
        const { rows } = await client.query<{ disbursed_at: Date }>('UPDATE loans SET disbursed_at = COALESCE(disbursed_at, now()) WHERE id = $1 RETURNING disbursed_at', [loanId]);
        const day = todayInIndia(rows[0]!.disbursed_at);
        for (const row of scheduleFor(loan, day)) {
          await client.query(
            `INSERT INTO loan_instalments (loan_id, number, due_date, emi_paise, principal_paise, interest_paise) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (loan_id, number) DO NOTHING`, [loanId, row.number, row.dueDate, row.emiPaise, row.principalPaise, row.interestPaise]);
        }
        return day;
      });
      const now = Date.now();
      const dueInMs = scheduleFor(loan, disbursedOn).map((row) => Math.max(0, debitTime(row.dueDate) - now));
      return { amountPaise: loan.principal_paise, providerRef: paid.providerRef, dueInMs };
    },

    /** Instalments neither paid nor cancelled: the loan closes only when there are none. */
    async unpaidInstalments(loanId: string): Promise<number[]> {
      const { rows } = await deps.pool.query<{ number: number }>(
        `SELECT number FROM loan_instalments WHERE loan_id = $1 AND status NOT IN ('paid', 'cancelled') ORDER BY number`, [loanId]);
      return rows.map((row) => row.number);
    },

    /** The reminder a day (at least) before an auto-debit; one message per instalment whatever the retries. */
    async sendReminder(loanId: string, number: number): Promise<void> {
      const loan = await loanRow(deps.pool, loanId);
      const { rows } = await deps.pool.query<{ emi_paise: number; due_date: string }>(
        `SELECT emi_paise, to_char(due_date, 'DD/MM/YYYY') AS due_date FROM loan_instalments WHERE loan_id = $1 AND number = $2`, [loanId, number]);
      const row = rows[0];
      if (!row) return;
      const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(row.emi_paise / 100);
      const text = `FeeSetu: instalment ${number} of ${rupees} for loan ${loanId} will be auto-debited on ${row.due_date}. Please keep the balance ready.`;
      await deps.boss.send(sendSmsJob.name, { messageKey: `reminder:${loanId}:${number}`, to: loan.phone, sealedText: deps.cipher.encrypt(text) });
      await deps.pool.query(
        `INSERT INTO loan_events (loan_id, type, actor, payload, dedupe_key) VALUES ($1, 'emi_reminder_sent', 'system', $2, $3) ON CONFLICT (dedupe_key) DO NOTHING`,
        [loanId, JSON.stringify({ instalment: number }), `reminder:${loanId}:${number}`]);
    },

    /** One auto-debit attempt under the mandate; a bounce adds one flat penal charge, kept apart from principal and interest. */
    async attemptDebit(loanId: string, number: number, attempt: number): Promise<{ outcome: 'succeeded' | 'bounced' }> {
      const loan = await loanRow(deps.pool, loanId);
      const { rows } = await deps.pool.query<{ emi_paise: number; status: string }>('SELECT emi_paise, status FROM loan_instalments WHERE loan_id = $1 AND number = $2', [loanId, number]);
      const instalment = rows[0];
      if (!instalment) throw ApplicationFailure.nonRetryable(`no instalment ${number} for ${loanId}`, 'LoanNotFound');
      if (instalment.status === 'paid') return { outcome: 'succeeded' };
      const idempotencyKey = `debit:${loanId}:${number}:${attempt}`;
      const paid = await deps.payments.pay({
        idempotencyKey, kind: 'debit', amountPaise: instalment.emi_paise, counterparty: `mandate:${loan.mandate_account_last4 ?? ''}`,
        bounce: sandboxDebitBounces(loan.mandate_account_last4 ?? '', attempt),
      });
      await inTransaction(deps.pool, async (client) => {
        const inserted = await client.query(
          `INSERT INTO loan_payments (loan_id, kind, instalment_number, attempt, idempotency_key, amount_paise, outcome, provider_ref)
           VALUES ($1, 'debit', $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
          [loanId, number, attempt, idempotencyKey, instalment.emi_paise, paid.outcome, paid.providerRef]);
        if (inserted.rowCount === 0) return; // this attempt was recorded by an earlier try of the activity
        if (paid.outcome === 'succeeded') {
          await client.query(`UPDATE loan_instalments SET status = 'paid', paid_at = now() WHERE loan_id = $1 AND number = $2`, [loanId, number]);
        } else {
          await client.query(
            `UPDATE loan_instalments SET status = CASE WHEN $3 >= 3 THEN 'overdue' ELSE 'bounced' END, bounces = bounces + 1, penal_paise = penal_paise + $4
              WHERE loan_id = $1 AND number = $2`, [loanId, number, attempt, terms.penalChargePaise]);
        }
        await client.query(
          `INSERT INTO loan_events (loan_id, type, actor, payload, dedupe_key) VALUES ($1, $2, 'system', $3, $4)`,
          [loanId, paid.outcome === 'succeeded' ? 'emi_paid' : 'emi_bounced',
            JSON.stringify({ instalment: number, attempt, amountPaise: instalment.emi_paise, ...(paid.outcome === 'bounced' ? { penalChargePaise: terms.penalChargePaise } : {}) }),
            idempotencyKey]);
      });
      return { outcome: paid.outcome };
    },
  };
}
