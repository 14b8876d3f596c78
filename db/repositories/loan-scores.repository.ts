import type { Pool } from '../pool.ts';

/** What the expert score is computed from, as stored: the loan, its application snapshot, its checks. */
export interface ScoreSources {
  principalPaise: number;
  tenureMonths: number;
  annualRateBp: number | null;
  application: Record<string, unknown> | null;
  checks: { kind: string; outcome: string; details: Record<string, unknown> }[];
}

/** A computed score as it is kept, with the input it came from and that input's fingerprint. */
export interface StoredScore {
  expertScore: number;
  creditScore: number | null;
  factors: unknown;
  reasonCodes: string[];
  riskAnalysis: unknown;
  inputs: string;
  fingerprint: string;
}

/** The loan's expert score (009_expert_scores.sql). */
export function createLoanScoresRepository(pool: Pool) {
  return {
    /** The loan and its checks, read side by side; null when there is no such loan. */
    async sourcesOf(loanId: string): Promise<ScoreSources | null> {
      const [{ rows }, { rows: checks }] = await Promise.all([
        pool.query<{ principal_paise: string; tenure_months: number; annual_rate_bp: number | null; application: Record<string, unknown> | null }>({
          name: 'loan-score-loan',
          text: `SELECT l.principal_paise, l.tenure_months, l.annual_rate_bp, e.application
                   FROM loans l LEFT JOIN loan_fee_entries e ON e.loan_id = l.id WHERE l.id = $1`,
          values: [loanId],
        }),
        pool.query<{ kind: string; outcome: string; details: Record<string, unknown> }>({
          name: 'loan-score-checks', text: 'SELECT kind, outcome, details FROM loan_verifications WHERE loan_id = $1', values: [loanId],
        }),
      ]);
      const loan = rows[0];
      if (!loan) return null;
      return { principalPaise: Number(loan.principal_paise), tenureMonths: loan.tenure_months, annualRateBp: loan.annual_rate_bp, application: loan.application, checks };
    },

    /** Keeps the score; a score computed from the same input (same fingerprint) leaves the row as it was. */
    async store(loanId: string, score: StoredScore): Promise<void> {
      await pool.query({
        name: 'loan-score-store',
        text: `INSERT INTO loan_scores (loan_id, expert_score, credit_score, factors, reason_codes, risk_analysis, inputs, fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (loan_id) DO UPDATE SET expert_score = $2, credit_score = $3, factors = $4, reason_codes = $5, risk_analysis = $6,
           inputs = $7, fingerprint = $8, computed_at = now()
         WHERE loan_scores.fingerprint IS DISTINCT FROM $8`,
        values: [loanId, score.expertScore, score.creditScore, JSON.stringify(score.factors), score.reasonCodes, JSON.stringify(score.riskAnalysis),
          score.inputs, score.fingerprint],
      });
    },
  };
}
export type LoanScoresRepository = ReturnType<typeof createLoanScoresRepository>;
