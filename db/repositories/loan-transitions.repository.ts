import type { LoanTransition } from '../../domain/loan-transition.ts';
import type { Pool } from '../pool.ts';

/** The loan's status, its event log and its review decisions, moved together (006_lifecycle.sql). */
export function createLoanTransitionsRepository(pool: Pool) {
  return {
    /**
     * Appends one event and moves the read model in one statement (so one round trip, and atomic: every
     * part depends on the event being new). True when the event is new. Throws PostgreSQL's foreign-key
     * error (23503 on loan_events_loan_id_fkey) when there is no such loan.
     */
    async record(input: LoanTransition): Promise<boolean> {
      const r = input.remarks ?? {};
      const d = input.section;
      // Named: every step of every loan writes through it, so each connection parses and plans it once.
      const { rows } = await pool.query<{ recorded: number }>({
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
      return rows[0]!.recorded === 1;
    },

    /** An event that moves no status (a reminder sent); its key makes a repeat write nothing. */
    async appendEvent(loanId: string, type: string, payload: Record<string, unknown>, dedupeKey: string): Promise<void> {
      await pool.query(
        `INSERT INTO loan_events (loan_id, type, actor, payload, dedupe_key) VALUES ($1, $2, 'system', $3, $4) ON CONFLICT (dedupe_key) DO NOTHING`,
        [loanId, type, JSON.stringify(payload), dedupeKey]);
    },
  };
}
export type LoanTransitionsRepository = ReturnType<typeof createLoanTransitionsRepository>;
