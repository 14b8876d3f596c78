import type { Pool } from '../pool.ts';

/** What the loan is priced from: the parent's employment and the loan's own bureau pull. */
export interface PricingInputs {
  borrowerId: string;
  employmentStatus: 'Salaried' | 'Self-Employed' | null;
  /** Whether the loan's verification stage pulled the bureau. */
  bureauPulled: boolean;
  bureauScore: number | null;
}

/** The loan's price: its bureau score and annual rate, kept on the loan. */
export function createLoanPricingRepository(pool: Pool) {
  return {
    /** The inputs read together; null when there is no such loan. */
    async inputsOf(loanId: string): Promise<PricingInputs | null> {
      const { rows } = await pool.query<{ borrower_id: string; emp_status: 'Salaried' | 'Self-Employed' | null; pulled: boolean; score: number | null }>({
        name: 'loan-pricing-inputs',
        text: `SELECT l.borrower_id, p.emp_status, v.loan_id IS NOT NULL AS pulled, (v.details->>'score')::int AS score
                 FROM loans l LEFT JOIN borrower_profiles p ON p.borrower_id = l.borrower_id
                 LEFT JOIN loan_verifications v ON v.loan_id = l.id AND v.kind = 'bureau'
                WHERE l.id = $1`,
        values: [loanId],
      });
      const row = rows[0];
      return row ? { borrowerId: row.borrower_id, employmentStatus: row.emp_status, bureauPulled: row.pulled, bureauScore: row.score } : null;
    },

    async setPrice(loanId: string, bureauScore: number | null, annualRateBp: number): Promise<void> {
      await pool.query({ name: 'loan-pricing-set', text: 'UPDATE loans SET bureau_score = $2, annual_rate_bp = $3 WHERE id = $1', values: [loanId, bureauScore, annualRateBp] });
    },
  };
}
export type LoanPricingRepository = ReturnType<typeof createLoanPricingRepository>;
