import type { Pool } from '../pool.ts';

/** The loan's terms and parties as moving its money needs them. */
export interface LoanMoneyTerms {
  borrowerId: string;
  principalPaise: number;
  tenureMonths: number;
  annualRateBp: number;
  /** The parent's mobile number, for reminders. */
  phone: string;
  /** The account the mandate debits, once registered. */
  mandateAccountLast4: string | null;
}

/** The accounts a loan's money moves between: the school's verified account, the parent's mandate account. */
export function createLoanAccountsRepository(pool: Pool) {
  return {
    /** Null when there is no such loan. */
    async termsOf(loanId: string): Promise<LoanMoneyTerms | null> {
      const { rows } = await pool.query<{ borrower_id: string; principal_paise: number; tenure_months: number; annual_rate_bp: number; phone: string; mandate_account_last4: string | null }>(
        `SELECT l.borrower_id, l.principal_paise, l.tenure_months, l.annual_rate_bp, b.phone, l.mandate_account_last4
           FROM loans l JOIN borrowers b ON b.id = l.borrower_id WHERE l.id = $1`, [loanId]);
      const row = rows[0];
      return row ? {
        borrowerId: row.borrower_id, principalPaise: row.principal_paise, tenureMonths: row.tenure_months, annualRateBp: row.annual_rate_bp,
        phone: row.phone, mandateAccountLast4: row.mandate_account_last4,
      } : null;
    },

    /** The loan's school when its bank account is verified; null while it is not (or the loan has no school). */
    async verifiedSchoolOf(loanId: string): Promise<{ id: string; accountLast4: string } | null> {
      const { rows } = await pool.query<{ id: string; account_last4: string }>(
        `SELECT s.id, s.account_last4 FROM loans l JOIN schools s ON s.id = l.school_id WHERE l.id = $1 AND s.account_verified_at IS NOT NULL`, [loanId]);
      return rows[0] ? { id: rows[0].id, accountLast4: rows[0].account_last4 } : null;
    },

    /** The last four digits of the parent's bank account on file, or null. */
    async repaymentAccountOf(borrowerId: string): Promise<string | null> {
      const { rows } = await pool.query<{ account_last4: string }>('SELECT account_last4 FROM bank_documents WHERE borrower_id = $1', [borrowerId]);
      return rows[0]?.account_last4 ?? null;
    },

    async setMandateAccount(loanId: string, accountLast4: string): Promise<void> {
      await pool.query('UPDATE loans SET mandate_account_last4 = $2 WHERE id = $1', [loanId, accountLast4]);
    },
  };
}
export type LoanAccountsRepository = ReturnType<typeof createLoanAccountsRepository>;
