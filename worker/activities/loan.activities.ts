import { ApplicationFailure } from '@temporalio/activity';
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
  /** A reviewer's decision on one section, kept as the section's standing decision. */
  section?: { role: string; reviewerId: string; section: string; status: string; comment?: string | undefined } | undefined;
  /** A section the parent corrected: its old decision no longer stands. */
  clearSection?: string | undefined;
  remarks?: { underwriterId?: string; underwriterRemark?: string | undefined; approverId?: string; approverRemark?: string | null | undefined } | undefined;
}

/** The loan workflow's bookkeeping: the read model and the event log, written together. */
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
        const moved = await client.query('UPDATE loans SET status = $2, updated_at = now() WHERE id = $1', [input.loanId, input.toStatus]);
        if (moved.rowCount === 0) throw ApplicationFailure.nonRetryable(`loan ${input.loanId} does not exist`, 'LoanNotFound');
        if (input.section) {
          const { role, reviewerId, section, status, comment } = input.section;
          await client.query(
            `INSERT INTO loan_section_decisions (loan_id, section, role, reviewer_id, status, comment) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (loan_id, section) DO UPDATE SET role = $3, reviewer_id = $4, status = $5, comment = $6, decided_at = now()`,
            [input.loanId, section, role, reviewerId, status, comment ?? null],
          );
        }
        if (input.clearSection) {
          await client.query('DELETE FROM loan_section_decisions WHERE loan_id = $1 AND section = $2', [input.loanId, input.clearSection]);
        }
        if (input.remarks) {
          const r = input.remarks;
          await client.query(
            `UPDATE loans SET underwriter_id = COALESCE($2, underwriter_id), underwriter_remark = COALESCE($3, underwriter_remark),
                              approver_id = COALESCE($4, approver_id), approver_remark = COALESCE($5, approver_remark) WHERE id = $1`,
            [input.loanId, r.underwriterId ?? null, r.underwriterRemark ?? null, r.approverId ?? null, r.approverRemark ?? null],
          );
        }
        return { recorded: true };
      });
    },
  };
}
