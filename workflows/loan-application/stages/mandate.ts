import { activities } from '../loan-activities.ts';
import type { Loan } from '../loan.ts';

/** 4. Mandate: the e-mandate for the auto-debits, on the parent's bank account on file. */
export async function mandate(loan: Loan): Promise<void> {
  const registered = await activities.mandate.registerMandate(loan.id);
  loan.stopIfEnded();
  await loan.moveTo('mandate_registered', 'mandate_registered', 'system', { ...registered });
  loan.stopIfEnded();
}
