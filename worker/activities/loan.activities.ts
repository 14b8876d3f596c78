import { ApplicationFailure } from '@temporalio/activity';
import type { Pool } from '../../db/pool.ts';

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
    /**
     * Appends one event and moves the read model in one statement (so one round trip, and atomic: every
     * part depends on the event being new); a replayed key changes nothing.
     */
    async recordTransition(input: TransitionInput): Promise<{ recorded: boolean }> {
      const r = input.remarks ?? {};
      const d = input.section;
      try {
        // Named: every step of every loan writes through it, so each connection parses and plans it once.
        const { rows } = await deps.pool.query<{ recorded: number }>({
          name: 'loan-record-transition',
          text: `WITH event AS (
             INSERT INTO loan_events (loan_id, type, actor, payload, dedupe_key) VALUES ($1, $3, $4, $5, $6)
             ON CONFLICT (dedupe_key) DO NOTHING RETURNING loan_id
           ), moved AS (
             UPDATE loans SET status = $2, updated_at = now(),
                    underwriter_id = COALESCE($7::uuid, underwriter_id), underwriter_remark = COALESCE($8::text, underwriter_remark),
                    approver_id = COALESCE($9::uuid, approver_id), approver_remark = COALESCE($10::text, approver_remark)
              WHERE id IN (SELECT loan_id FROM event) RETURNING id
           ), decided AS (
             INSERT INTO loan_section_decisions (loan_id, section, role, reviewer_id, status, comment)
             SELECT loan_id, $11::text, $12::text, $13::uuid, $14::text, $15::text FROM event WHERE $11::text IS NOT NULL
             ON CONFLICT (loan_id, section) DO UPDATE SET role = EXCLUDED.role, reviewer_id = EXCLUDED.reviewer_id, status = EXCLUDED.status,
               comment = EXCLUDED.comment, decided_at = now()
           ), cleared AS (
             DELETE FROM loan_section_decisions WHERE loan_id IN (SELECT loan_id FROM event) AND section = $16::text
           )
           SELECT (SELECT count(*) FROM event)::int AS recorded`,
          values: [input.loanId, input.toStatus, input.eventType, input.actor, JSON.stringify(input.payload), input.dedupeKey,
            r.underwriterId ?? null, r.underwriterRemark ?? null, r.approverId ?? null, r.approverRemark ?? null,
            d?.section ?? null, d?.role ?? null, d?.reviewerId ?? null, d?.status ?? null, d?.comment ?? null, input.clearSection ?? null],
        });
        return { recorded: rows[0]!.recorded === 1 };
      } catch (error) {
        // The event names its loan by foreign key: no such loan is a fault no retry can mend.
        if ((error as { code?: string }).code === '23503' && (error as { constraint?: string }).constraint === 'loan_events_loan_id_fkey') {
          throw ApplicationFailure.nonRetryable(`loan ${input.loanId} does not exist`, 'LoanNotFound');
        }
        throw error;
      }
    },
  };
}
