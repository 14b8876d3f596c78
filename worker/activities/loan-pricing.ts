import { ApplicationFailure } from '@temporalio/activity';
import type { Pool } from '../../db/pool.ts';
import { annualRateBpForBureauScore } from '../../domain/rate-bands.ts';
import { sandboxBureauScore } from '../providers/payments.provider.ts';

export type Assessment = { bureauScore: number | null; annualRateBp: number; employmentStatus: 'Salaried' | 'Self-Employed' };

/** Prices a loan from its own bureau pull: the rate band of the score, kept on the loan. Idempotent. */
export async function priceLoan(pool: Pool, loanId: string): Promise<Assessment> {
  // The loan, the parent's employment and the loan's own bureau pull, read together.
  const { rows } = await pool.query<{ borrower_id: string; emp_status: 'Salaried' | 'Self-Employed' | null; pulled: boolean; score: number | null }>({
    name: 'loan-pricing-inputs',
    text: `SELECT l.borrower_id, p.emp_status, v.loan_id IS NOT NULL AS pulled, (v.details->>'score')::int AS score
             FROM loans l LEFT JOIN borrower_profiles p ON p.borrower_id = l.borrower_id
             LEFT JOIN loan_verifications v ON v.loan_id = l.id AND v.kind = 'bureau'
            WHERE l.id = $1`,
    values: [loanId],
  });
  const loan = rows[0];
  if (!loan) throw ApplicationFailure.nonRetryable(`loan ${loanId} does not exist`, 'LoanNotFound');
  const employmentStatus = loan.emp_status ?? 'Salaried';
  // The score the loan's own bureau pull found (null: new to credit, priced at the top band); runs from
  // before the pull existed keep the earlier sandbox rule.
  const bureauScore = loan.pulled ? loan.score : sandboxBureauScore(loan.borrower_id);
  const annualRateBp = annualRateBpForBureauScore(bureauScore);
  await pool.query({ name: 'loan-pricing-set', text: 'UPDATE loans SET bureau_score = $2, annual_rate_bp = $3 WHERE id = $1', values: [loanId, bureauScore, annualRateBp] });
  return { bureauScore, annualRateBp, employmentStatus };
}
