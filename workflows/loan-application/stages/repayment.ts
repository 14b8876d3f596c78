import { activities } from '../loan-activities.ts';
import type { Loan } from '../loan.ts';
import { continueInNextRun } from '../next-run.ts';
import type { CoolingOff } from './cooling-off-exit.ts';

const ATTEMPTS_PER_INSTALMENT = 3;

/**
 * 6. Repayment on durable timers: an SMS reminder before each auto-debit, up to three attempts, each
 * bounce a flat penal charge. Overdue instalments are presented again, one attempt each per retry period,
 * until collected: the loan closes only when every instalment is paid. A cooling-off exit ends it early.
 * Each instalment, and each presentation of the overdue ones, is one run: the loan continues as new after it.
 */
export async function repayment(loan: Loan, coolingOff: CoolingOff): Promise<void> {
  const schedule = loan.repayment;
  if (!schedule) throw new Error('repayment starts only after disbursement');
  if (schedule.next === 1) await loan.moveTo('repaying', 'repayment_started', 'system', { instalments: schedule.dueInMs.length });
  if (schedule.next <= schedule.dueInMs.length) {
    await collectInstalment(loan, coolingOff, schedule.next);
    schedule.next += 1;
    if (schedule.next <= schedule.dueInMs.length) await continueInNextRun(loan, coolingOff);
  }
  await coolingOff.stopIfExited();
  await collectOverdue(loan, coolingOff);
}

/** The reminder, then up to three debit attempts, on the schedule's clock. */
async function collectInstalment(loan: Loan, coolingOff: CoolingOff, number: number): Promise<void> {
  const { timing } = loan;
  const schedule = loan.repayment!;
  const waitMs = timing.instalmentIntervalMs ?? Math.max(0, schedule.dueInMs[number - 1]! - schedule.elapsedMs);
  const lead = Math.min(timing.reminderLeadMs, waitMs);
  await coolingOff.pause(waitMs - lead);
  await coolingOff.stopIfExited();
  await activities.collections.sendReminder(loan.id, number);
  await coolingOff.pause(lead);
  schedule.elapsedMs += waitMs;
  for (let attempt = 1; attempt <= ATTEMPTS_PER_INSTALMENT; attempt += 1) {
    await coolingOff.stopIfExited();
    const result = await coolingOff.debit(() => activities.collections.attemptDebit(loan.id, number, attempt));
    if (result.outcome === 'succeeded') return;
    if (attempt < ATTEMPTS_PER_INSTALMENT) {
      await coolingOff.pause(timing.debitRetryMs);
      schedule.elapsedMs += timing.debitRetryMs;
    }
  }
}

/** Presents every unpaid instalment again after the retry period, then continues in the next run; returns when none is left. */
async function collectOverdue(loan: Loan, coolingOff: CoolingOff): Promise<void> {
  const schedule = loan.repayment!;
  const unpaid = await activities.instalments.unpaidInstalments(loan.id);
  if (unpaid.length === 0) return;
  schedule.overdueCycles += 1;
  if (schedule.overdueCycles === 1) await loan.moveTo('repaying', 'repayment_overdue', 'system', { instalments: unpaid });
  await coolingOff.pause(loan.timing.debitRetryMs);
  schedule.elapsedMs += loan.timing.debitRetryMs;
  for (const number of unpaid) {
    await coolingOff.stopIfExited();
    // Attempt numbers go on from the schedule's three, so each presentation has its own idempotency key.
    await coolingOff.debit(() => activities.collections.attemptDebit(loan.id, number, ATTEMPTS_PER_INSTALMENT + schedule.overdueCycles));
  }
  await continueInNextRun(loan, coolingOff);
}
