import type { Pool } from '../../db/pool.ts';
import { inTransaction } from '../../db/pool.ts';

export interface LoanActivityDeps {
  pool: Pool;
}

export interface TransitionInput {
  loanId: string;
  toStatus: string;
  eventType: string;
  actor: string;
  payload: Record<string, unknown>;
  dedupeKey: string;
}

/** The loan workflow's I/O: the read model and the event log, written together. */
export function createLoanActivities(deps: LoanActivityDeps) {
  return {
    /** Appends one event and moves the read model in one transaction; a replayed key changes nothing. */
    async recordTransition(input: TransitionInput): Promise<{ recorded: boolean }> {
      return inTransaction(deps.pool, async (client) => {
        const inserted = await client.query(
          `INSERT INTO loan_events (loan_id, type, actor, payload, dedupe_key)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (dedupe_key) DO NOTHING`,
          [input.loanId, input.eventType, input.actor, JSON.stringify(input.payload), input.dedupeKey],
        );
        if (inserted.rowCount === 0) return { recorded: false };
        await client.query('UPDATE loans SET status = $2, updated_at = now() WHERE id = $1', [input.loanId, input.toStatus]);
        return { recorded: true };
      });
    },
  };
}
