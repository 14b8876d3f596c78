import { createHash } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/activity';
import type { Pool } from '../../db/pool.ts';
import type { BankStatementReader } from '../../db/repositories/bank-statement.repository.ts';
import { expertScore } from '../../domain/scorecard/expert-score.ts';
import { scorecardInputOf } from '../../domain/scorecard/inputs.ts';
import { riskAnalysis } from '../../domain/scorecard/risk-analysis.ts';
import { priceLoan, type Assessment } from './loan-pricing.ts';

export interface LoanScoreDeps {
  pool: Pool;
  bankStatements: BankStatementReader;
}

/** The expert score, computed from what is stored about the loan and kept beside it. */
export function createLoanScoreActivities(deps: LoanScoreDeps) {
  /** Idempotent: the same inputs give the same row; a retry or a replay only writes it again. */
  async function computeExpertScore(loanId: string): Promise<{ expertScore: number; reasonCodes: string[] }> {
    // The loan, its checks and its bank statement's figures, read side by side.
    const [{ rows }, { rows: checks }, bank] = await Promise.all([
      deps.pool.query<{ principal_paise: string; tenure_months: number; annual_rate_bp: number | null; application: Record<string, unknown> | null }>({
        name: 'loan-score-loan',
        text: `SELECT l.principal_paise, l.tenure_months, l.annual_rate_bp, e.application
                 FROM loans l LEFT JOIN loan_fee_entries e ON e.loan_id = l.id WHERE l.id = $1`,
        values: [loanId],
      }),
      deps.pool.query<{ kind: string; outcome: string; details: Record<string, unknown> }>({
        name: 'loan-score-checks', text: 'SELECT kind, outcome, details FROM loan_verifications WHERE loan_id = $1', values: [loanId],
      }),
      deps.bankStatements.figuresOf(loanId),
    ]);
    const loan = rows[0];
    if (!loan) throw ApplicationFailure.nonRetryable(`loan ${loanId} not found`, 'LoanNotFound');
    const input = scorecardInputOf({
      principalPaise: Number(loan.principal_paise), tenureMonths: loan.tenure_months,
      // Before pricing, the score assumes the top band's rate: the dearest EMI, never a flattering one.
      annualRateBp: loan.annual_rate_bp ?? 1800,
      application: loan.application ?? {}, checks, bank,
    });
    const score = expertScore(input);
    const risk = riskAnalysis(input, score.expertScore);
    const inputs = JSON.stringify(input);
    await deps.pool.query({
      name: 'loan-score-store',
      text: `INSERT INTO loan_scores (loan_id, expert_score, credit_score, factors, reason_codes, risk_analysis, inputs, fingerprint)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (loan_id) DO UPDATE SET expert_score = $2, credit_score = $3, factors = $4, reason_codes = $5, risk_analysis = $6,
         inputs = $7, fingerprint = $8, computed_at = now()
       WHERE loan_scores.fingerprint IS DISTINCT FROM $8`,
      values: [loanId, score.expertScore, input.bureauScore, JSON.stringify(score.factors), score.reasonCodes, JSON.stringify(risk), inputs,
        createHash('sha256').update(inputs).digest('hex')],
    });
    return { expertScore: score.expertScore, reasonCodes: score.reasonCodes };
  }
  return {
    computeExpertScore,
    /**
     * The loan priced from its bureau score, then scored at that price, as one step (runs since
     * 'combined-pre-review-steps'; earlier ones priced and scored in two activities). Both halves are idempotent.
     */
    async priceAndScore(loanId: string): Promise<Assessment> {
      const assessment = await priceLoan(deps.pool, loanId);
      await computeExpertScore(loanId);
      return assessment;
    },
  };
}
