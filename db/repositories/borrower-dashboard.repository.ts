import { z } from 'zod';
import type { Pool } from '../pool.ts';

const loanRowSchema = z.object({
  loanId: z.string(), status: z.string(), principalPaise: z.coerce.number().int(), tenureMonths: z.number().int(),
  createdAt: z.date(), disbursedAt: z.date().nullable(),
});
const instalmentRowSchema = z.object({
  loanId: z.string(), number: z.number().int(), dueDate: z.string(), emiPaise: z.coerce.number().int(), penalPaise: z.coerce.number().int(),
  status: z.enum(['due', 'paid', 'bounced', 'overdue']), bounces: z.number().int(), paidAt: z.date().nullable(), daysLeft: z.number().int(),
});
const paymentRowSchema = z.object({
  id: z.coerce.number().int(), loanId: z.string(), kind: z.enum(['disbursement', 'debit']), instalmentNumber: z.number().int().nullable(),
  amountPaise: z.coerce.number().int(), outcome: z.enum(['succeeded', 'bounced']), createdAt: z.date(),
});
const eventRowSchema = z.object({ id: z.coerce.number().int(), loanId: z.string(), type: z.string(), payload: z.record(z.string(), z.unknown()), createdAt: z.date() });

export type DashboardLoanRow = z.infer<typeof loanRowSchema>;
export type InstalmentRow = z.infer<typeof instalmentRowSchema>;
export type PaymentRow = z.infer<typeof paymentRowSchema>;
export type BorrowerEventRow = z.infer<typeof eventRowSchema>;

/** The parent's loans, instalments, transactions and events: every query joins loans on the signed-in borrower. */
export function createBorrowerDashboardRepository(pool: Pool) {
  return {
    /** The parent's newest loans (the dashboard shows up to `limit`). */
    async loans(borrowerId: string, limit: number): Promise<DashboardLoanRow[]> {
      const { rows } = await pool.query(
        `SELECT id AS "loanId", status, principal_paise AS "principalPaise", tenure_months AS "tenureMonths", created_at AS "createdAt", disbursed_at AS "disbursedAt"
           FROM loans WHERE borrower_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [borrowerId, limit]);
      return rows.map((row) => loanRowSchema.parse(row));
    },

    async instalments(borrowerId: string, loanIds: string[]): Promise<InstalmentRow[]> {
      const { rows } = await pool.query(
        `SELECT i.loan_id AS "loanId", i.number, to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", i.emi_paise AS "emiPaise", i.penal_paise AS "penalPaise",
                i.status, i.bounces, i.paid_at AS "paidAt", (i.due_date - current_date)::int AS "daysLeft"
           FROM loan_instalments i JOIN loans l ON l.id = i.loan_id
          WHERE l.borrower_id = $1 AND i.loan_id = ANY($2::text[]) ORDER BY i.loan_id, i.number`, [borrowerId, loanIds]);
      return rows.map((row) => instalmentRowSchema.parse(row));
    },

    /** Money movements of the parent's loans, newest first; one loan when loanId is given. */
    async payments(borrowerId: string, loanId: string | null): Promise<PaymentRow[]> {
      const { rows } = await pool.query(
        `SELECT p.id, p.loan_id AS "loanId", p.kind, p.instalment_number AS "instalmentNumber", p.amount_paise AS "amountPaise", p.outcome, p.created_at AS "createdAt"
           FROM loan_payments p JOIN loans l ON l.id = p.loan_id
          WHERE l.borrower_id = $1 AND ($2::text IS NULL OR p.loan_id = $2) ORDER BY p.created_at DESC, p.id DESC`, [borrowerId, loanId]);
      return rows.map((row) => paymentRowSchema.parse(row));
    },

    async ownsLoan(borrowerId: string, loanId: string): Promise<boolean> {
      const { rowCount } = await pool.query('SELECT 1 FROM loans WHERE id = $1 AND borrower_id = $2', [loanId, borrowerId]);
      return (rowCount ?? 0) > 0;
    },

    /** The events of the parent's loans, newest first. */
    async events(borrowerId: string, limit: number): Promise<BorrowerEventRow[]> {
      const { rows } = await pool.query(
        `SELECT e.id, e.loan_id AS "loanId", e.type, e.payload, e.created_at AS "createdAt"
           FROM loan_events e JOIN loans l ON l.id = e.loan_id
          WHERE l.borrower_id = $1 ORDER BY e.id DESC LIMIT $2`, [borrowerId, limit]);
      return rows.map((row) => eventRowSchema.parse(row));
    },
  };
}
export type BorrowerDashboardRepository = ReturnType<typeof createBorrowerDashboardRepository>;
