import { z } from 'zod';
import type { Pool } from '../pool.ts';

export type ReviewerRole = 'underwriter' | 'approver';
export type QueueTab = 'unassigned' | 'assigned' | 'rejected';

// Which stages each role works in; a loan outside them is not in that role's queue.
const STAGES: Record<ReviewerRole, string[]> = {
  underwriter: ['ready_for_review', 'under_review', 'returned_to_underwriter'],
  approver: ['recommended'],
};
// Column names are fixed here, never taken from a request.
const ASSIGNEE: Record<ReviewerRole, 'underwriter_id' | 'approver_id'> = { underwriter: 'underwriter_id', approver: 'approver_id' };
const REJECTED = ['rejected', 'sent_back'];
// Statuses that mean the loan has reached the review desk (not still verifying).
const REVIEWED = ['submitted', 'verifying'];

/** One row of a dashboard list (001 §3, loan list item) as it leaves the database. */
export const queueRowSchema = z.object({
  loanid: z.string(),
  date: z.date().transform((d) => d.toISOString()),
  applicant_name: z.string(),
  total_fee: z.coerce.number(),
  status: z.string(),
  underwriter_remarks: z.string().nullable(),
  approver_remarks: z.string().nullable(),
  assigned_to: z.string().nullable(),
});
export type QueueRow = z.infer<typeof queueRowSchema>;

/** A loan as a reviewer opens it: who holds it and the application as it was submitted. */
export const reviewedLoanSchema = z.object({
  loanId: z.string(),
  borrowerId: z.string(),
  status: z.string(),
  underwriterId: z.string().nullable(),
  approverId: z.string().nullable(),
  application: z.record(z.string(), z.unknown()).nullable(),
});
export type ReviewedLoan = z.infer<typeof reviewedLoanSchema>;

export const sectionDecisionRowSchema = z.object({
  section: z.string(),
  role: z.string(),
  status: z.enum(['Accepted', 'Rejected']),
  comment: z.string().nullable(),
});
export type SectionDecisionRow = z.infer<typeof sectionDecisionRowSchema>;

// The names and the fee are looked up per row of the page (each by its key) rather than joined:
// the same rows, and the planner has no join order to search, which was most of this query's cost.
const listSql = (assignee: 'underwriter_id' | 'approver_id') => `
  SELECT l.id AS loanid, l.created_at AS date,
         (SELECT concat_ws(' ', b.first_name, b.middle_name, b.last_name) FROM borrowers b WHERE b.id = l.borrower_id) AS applicant_name,
         COALESCE((SELECT f.total_fee_paise FROM loan_fee_entries f WHERE f.loan_id = l.id), l.principal_paise) / 100.0 AS total_fee, l.status,
         l.underwriter_remark AS underwriter_remarks, l.approver_remark AS approver_remarks,
         (SELECT NULLIF(concat_ws(' ', s.first_name, s.last_name), '') FROM staff s WHERE s.id = l.${assignee}) AS assigned_to
    FROM loans l`;

// Each role's unassigned queue with its stages as literals (fixed in code, never from a request): the
// prepared plan can then use the partial index that holds exactly this queue (migration 013).
const unassigned = (role: ReviewerRole) => `l.${ASSIGNEE[role]} IS NULL AND l.status IN (${STAGES[role].map((stage) => `'${stage}'`).join(', ')})`;
const UNASSIGNED: Record<ReviewerRole, string> = { underwriter: unassigned('underwriter'), approver: unassigned('approver') };

function where(role: ReviewerRole, tab: QueueTab, staffId: string): { sql: string; params: unknown[] } {
  const column = ASSIGNEE[role];
  if (tab === 'unassigned') return { sql: UNASSIGNED[role], params: [] };
  if (tab === 'assigned') return { sql: `l.${column} = $1 AND NOT (l.status = ANY($2))`, params: [staffId, REJECTED] };
  return { sql: `l.status = ANY($1) AND (l.${column} = $2 OR l.${column} IS NULL)`, params: [REJECTED, staffId] };
}

export type QueuePageQuery = { status?: string | undefined; limit: number; offset: number };

/**
 * One page of a queue and the queue's total, as one statement: one round trip and one pooled connection
 * per request. Every loan has its parent (foreign key) and the looked-up columns add nothing to the count,
 * so the total counts loans alone; its filter names only status and the reviewer columns, so the kept
 * counts (migration 012) answer it. An empty page still gives one row, carrying the total and no loan.
 * Named, so each connection parses and plans it once (the text differs only by role, tab and status filter).
 */
export function queuePageStatement(role: ReviewerRole, tab: QueueTab, staffId: string, query: QueuePageQuery) {
  const filter = where(role, tab, staffId);
  const params = [...filter.params];
  let sql = filter.sql;
  if (query.status) {
    params.push(query.status);
    sql += ` AND l.status = $${params.length}`;
  }
  return {
    name: `review-queue-page-${role}-${tab}${query.status ? '-status' : ''}`,
    text: `SELECT counted.total, page.* FROM (SELECT sum(l.loans)::bigint AS total FROM loan_status_counts l WHERE ${sql}) counted
             LEFT JOIN LATERAL (${listSql(ASSIGNEE[role])} WHERE ${sql} ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page ON true`,
    values: [...params, query.limit, query.offset],
  };
}

/** The review desk's read model: the queues of each reviewing role, pick-ups, and the submitted application. */
export function createReviewQueueRepository(pool: Pool) {
  return {
    // Read from loan_status_counts (migration 012), which PostgreSQL keeps equal to counting loans by
    // (status, underwriter_id, approver_id): a few dozen rows instead of every loan.
    async counts(role: ReviewerRole, staffId: string) {
      const column = ASSIGNEE[role];
      const { rows } = await pool.query<{ total: number | null; progress: number | null; rejected: number | null }>({
        name: `review-queue-counts-${role}`,
        text: `SELECT sum(loans) FILTER (WHERE NOT (status = ANY($1)))::bigint AS total,
                sum(loans) FILTER (WHERE status = ANY($2) AND ${column} = $3)::bigint AS progress,
                sum(loans) FILTER (WHERE status = 'rejected')::bigint AS rejected
           FROM loan_status_counts`,
        values: [REVIEWED, STAGES[role], staffId],
      });
      const r = rows[0];
      return { total_loans: Number(r?.total ?? 0), in_progress_loans: Number(r?.progress ?? 0), rejected_loans: Number(r?.rejected ?? 0) };
    },

    async list(role: ReviewerRole, tab: QueueTab, staffId: string, query: QueuePageQuery) {
      const { rows } = await pool.query<QueueRow & { total: number | null }>(queuePageStatement(role, tab, staffId, query));
      const loans = rows.filter((row) => row.loanid !== null);
      return { rows: loans.map((row) => queueRowSchema.parse(row)), total: Number(rows[0]?.total ?? 0) };
    },

    /**
     * Picks a loan up for one reviewer and logs who did; the conditional update means two reviewers
     * clicking at once cannot both hold it. Picking up a loan one already holds changes nothing.
     * Returns false when it was not free to pick up.
     */
    async assign(role: ReviewerRole, loanId: string, staffId: string): Promise<boolean> {
      const column = ASSIGNEE[role];
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const updated = await client.query(
          `UPDATE loans SET ${column} = $2, updated_at = now() WHERE id = $1 AND status = ANY($3) AND ${column} IS NULL`,
          [loanId, staffId, STAGES[role]]);
        if (updated.rowCount === 1) {
          await client.query(`INSERT INTO loan_events (loan_id, type, actor, payload) VALUES ($1, 'assigned', $2, $3)`,
            [loanId, `${role}:${staffId}`, JSON.stringify({ role, staffId })]);
        }
        await client.query('COMMIT');
        if (updated.rowCount === 1) return true;
        const held = await pool.query(`SELECT 1 FROM loans WHERE id = $1 AND ${column} = $2 AND status = ANY($3)`, [loanId, staffId, STAGES[role]]);
        return held.rowCount === 1;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },

    async find(loanId: string): Promise<ReviewedLoan | null> {
      const { rows } = await pool.query({
        name: 'review-queue-find',
        text: `SELECT l.id AS "loanId", l.borrower_id AS "borrowerId", l.status, l.underwriter_id AS "underwriterId", l.approver_id AS "approverId",
                      f.application
                 FROM loans l LEFT JOIN loan_fee_entries f ON f.loan_id = l.id WHERE l.id = $1`,
        values: [loanId],
      });
      return rows[0] ? reviewedLoanSchema.parse(rows[0]) : null;
    },

    async decisions(loanId: string): Promise<SectionDecisionRow[]> {
      const { rows } = await pool.query('SELECT section, role, status, comment FROM loan_section_decisions WHERE loan_id = $1', [loanId]);
      return rows.map((row) => sectionDecisionRowSchema.parse(row));
    },

    /** The sections sent back to a parent, with the reviewer's comment, on the parent's own loans. */
    async sendBacksOf(borrowerId: string): Promise<{ loanid: string; section: string; comment: string | null }[]> {
      const { rows } = await pool.query<{ loanid: string; section: string; comment: string | null }>(
        `SELECT d.loan_id AS loanid, d.section, d.comment FROM loan_section_decisions d JOIN loans l ON l.id = d.loan_id
          WHERE l.borrower_id = $1 AND l.status = 'sent_back' AND d.status = 'Rejected' ORDER BY d.loan_id, d.section`, [borrowerId]);
      return rows;
    },

    /** Whether a staff member holds any loan whose application owns this borrower's file. */
    async reviewsBorrower(role: ReviewerRole, staffId: string, borrowerId: string): Promise<boolean> {
      const column = ASSIGNEE[role];
      const { rowCount } = await pool.query(
        `SELECT 1 FROM loans WHERE borrower_id = $1 AND (${column} = $2 OR (${column} IS NULL AND status = ANY($3))) LIMIT 1`,
        [borrowerId, staffId, STAGES[role]]);
      return (rowCount ?? 0) > 0;
    },
  };
}
export type ReviewQueueRepository = ReturnType<typeof createReviewQueueRepository>;
