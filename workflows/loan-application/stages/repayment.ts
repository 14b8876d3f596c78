import { activities } from '../loan-activities.ts';
import type { Disbursement } from '../activities/disbursement.ts';
import type { Loan } from '../loan.ts';
import type { CoolingOff } from './cooling-off-exit.ts';

const ATTEMPTS_PER_INSTALMENT = 3;

/**
 * 6. Repayment on durable timers: an SMS reminder before each auto-debit, up to three attempts, each
 * bounce a flat penal charge. Overdue instalments are presented again, one attempt each per retry period,
 * until collected: the loan closes only when every instalment is paid. A cooling-off exit ends it early.
 */
export async function repayment(loan: Loan, paid: Disbursement, coolingOff: CoolingOff): Promise<void> {
  const { timing } = loan;
  await loan.moveTo('repaying', 'repayment_started', 'system', { instalments: paid.dueInMs.length });
  let elapsed = 0;
  for (const [index, dueInMs] of paid.dueInMs.entries()) {
    const number = index + 1;
    const waitMs = timing.instalmentIntervalMs ?? Math.max(0, dueInMs - elapsed);
    const lead = Math.min(timing.reminderLeadMs, waitMs);
    await coolingOff.pause(waitMs - lead);
    await coolingOff.stopIfExited();
    await activities.collections.sendReminder(loan.id, number);
    await coolingOff.pause(lead);
    elapsed += waitMs;
    for (let attempt = 1; attempt <= ATTEMPTS_PER_INSTALMENT; attempt += 1) {
      await coolingOff.stopIfExited();
      const result = await coolingOff.debit(() => activities.collections.attemptDebit(loan.id, number, attempt));
      if (result.outcome === 'succeeded') break;
      if (attempt < ATTEMPTS_PER_INSTALMENT) {
        await coolingOff.pause(timing.debitRetryMs);
        elapsed += timing.debitRetryMs;
      }
    }
  }
  await coolingOff.stopIfExited();
  await collectOverdue(loan, coolingOff);
}

/** Presents every unpaid instalment again, once per retry period, until none is left. */
async function collectOverdue(loan: Loan, coolingOff: CoolingOff): Promise<void> {
  for (let cycle = 1; ; cycle += 1) {
    const unpaid = await activities.instalments.unpaidInstalments(loan.id);
    if (unpaid.length === 0) return;
    if (cycle === 1) await loan.moveTo('repaying', 'repayment_overdue', 'system', { instalments: unpaid });
    await coolingOff.pause(loan.timing.debitRetryMs);
    for (const number of unpaid) {
      await coolingOff.stopIfExited();
      // Attempt numbers go on from the schedule's three, so each presentation has its own idempotency key.
      await coolingOff.debit(() => activities.collections.attemptDebit(loan.id, number, ATTEMPTS_PER_INSTALMENT + cycle));
    }
  }
}
