import type { Loan } from '../loan.ts';
import type { CoolingOff } from './cooling-off-exit.ts';

/** 7. Closure: every instalment collected, the cooling-off window shut, the loan closed. */
export async function closure(loan: Loan, coolingOff: CoolingOff): Promise<void> {
  coolingOff.shut();
  await loan.moveTo('closed', 'closed');
}
