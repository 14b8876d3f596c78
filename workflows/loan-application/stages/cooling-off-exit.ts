import { ActivityFailure, ApplicationFailure, condition, setHandler, sleep } from '@temporalio/workflow';
import { activities } from '../loan-activities.ts';
import { exitDuringCoolingOff } from '../loan-application.messages.ts';
import { LoanEnded, type Loan } from '../loan.ts';

/** The cooling-off window as the stages see it (see coolingOffExit). */
export type CoolingOff = ReturnType<typeof coolingOffExit>;

/**
 * The parent's exit during cooling-off (a lending rule: at least one day after disbursement, paying only
 * principal and interest for the days held). The window is a durable timer that runs beside repayment; an
 * exit is settled between debits, never during one, and repayment's waits end as soon as it closes the loan.
 */
export function coolingOffExit(loan: Loan) {
  let open = false;
  let requested = false;
  let exited = false;
  let debitInFlight = false;

  setHandler(exitDuringCoolingOff, async ({ reason }) => {
    requested = true;
    await condition(() => !debitInFlight);
    try {
      const settlement = await activities.coolingOff.settleCoolingOffExit(loan.id, reason ?? null);
      exited = true;
      open = false;
      await loan.moveTo('closed', 'cooling_off_exit', 'borrower', { ...settlement, reason: reason ?? null });
      return settlement;
    } catch (error) {
      requested = false;
      if (error instanceof ActivityFailure && error.cause instanceof ApplicationFailure && error.cause.type === 'SettlementNotCollected') {
        throw ApplicationFailure.create({ message: 'The settlement could not be collected from your account; the loan continues. Please contact us to pay another way.' });
      }
      throw error;
    }
  }, { validator: (_exit) => {
    if (requested || exited) throw new Error('The exit is already being settled.');
    if (!open) throw new Error('The loan can be exited only during the cooling-off period after disbursement.');
  } });

  return {
    isOpen: () => open,
    /** Opens the window at disbursement, for as long as the KFS promised. */
    openFor(ms: number): void {
      open = true;
      void sleep(ms).then(() => { open = false; });
    },
    /** Shuts the window when the loan closes by repayment, so no exit can start on a closed loan. */
    shut(): void {
      open = false;
    },
    /** Waits like sleep, but ends early once the parent has exited. */
    pause: (ms: number) => condition(() => exited, Math.max(1, ms)),
    /** Lets an exit being settled finish before the next reminder or debit; ends the run (LoanEnded) when it closed the loan. */
    async stopIfExited(): Promise<void> {
      await condition(() => !requested || exited);
      if (exited) throw new LoanEnded(loan.state.status);
    },
    /** Runs one debit attempt with the exit held back until it is over. */
    async debit<T>(attempt: () => Promise<T>): Promise<T> {
      debitInFlight = true;
      try {
        return await attempt();
      } finally {
        debitInFlight = false;
      }
    },
  };
}
