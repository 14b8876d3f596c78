import { ActivityFailure, ApplicationFailure, condition, setHandler, sleep } from '@temporalio/workflow';
import { exitDuringCoolingOff, type CoolingOffSettlement } from './loan-application.messages.ts';

export interface CoolingOffExitSteps {
  /** Collects principal and pro-rata interest (the settlement activity). */
  settle(reason: string | null): Promise<CoolingOffSettlement>;
  /** Records the loan as closed by the exit. */
  close(settlement: CoolingOffSettlement, reason: string | null): Promise<void>;
}

/**
 * The parent's exit during cooling-off (a lending rule: at least one day after disbursement, paying only
 * principal and interest for the days held). The window is a durable timer; an exit is settled between
 * debits, never during one, and the repayment stage's waits end as soon as the loan is closed by it.
 */
export function coolingOffExit(steps: CoolingOffExitSteps) {
  let open = false;
  let requested = false;
  let exited = false;
  let debitInFlight = false;

  setHandler(exitDuringCoolingOff, async ({ reason }) => {
    requested = true;
    await condition(() => !debitInFlight);
    try {
      const settlement = await steps.settle(reason ?? null);
      exited = true;
      open = false;
      await steps.close(settlement, reason ?? null);
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
    /** Waits like sleep (the same timer, so recorded histories still replay) but ends early once the parent has exited. */
    pause: (ms: number) => condition(() => exited, Math.max(1, ms)),
    /** Lets an exit being settled finish before the next reminder or debit; true when the loan closed by it. */
    async closedByExit(): Promise<boolean> {
      await condition(() => !requested || exited);
      return exited;
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
