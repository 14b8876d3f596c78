import type { CoolingOffSettlement } from '../loan-application.messages.ts';

// The parent's exit during cooling-off (implemented in worker/activities/cooling-off.activities.ts).

export interface CoolingOffActivities {
  /** Collects principal and interest for the days held, once, and cancels the schedule. */
  settleCoolingOffExit(loanId: string, reason: string | null): Promise<CoolingOffSettlement>;
}
