import { createHash } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/activity';
import type { Pool } from '../../db/pool.ts';
import type { BankStatementReader } from '../../db/repositories/bank-statement.repository.ts';
import { createLoanScoresRepository } from '../../db/repositories/loan-scores.repository.ts';
import { expertScore } from '../../domain/scorecard/expert-score.ts';
import { scorecardInputOf } from '../../domain/scorecard/inputs.ts';
import { riskAnalysis } from '../../domain/scorecard/risk-analysis.ts';
import type { ScoringActivities } from '../../workflows/loan-application/activities/scoring.ts';

export interface ScoringDeps {
  pool: Pool;
  bankStatements: BankStatementReader;
}

/** The expert score, computed from what is stored about the loan and kept beside it. */
export function createScoringActivities(deps: ScoringDeps) {
  const scores = createLoanScoresRepository(deps.pool);
  return {
    /** Idempotent: the same inputs give the same row; a retry or a replay writes nothing new. */
    async computeExpertScore(loanId) {
      // The loan, its checks and its bank statement's figures, read side by side.
      const [sources, bank] = await Promise.all([scores.sourcesOf(loanId), deps.bankStatements.figuresOf(loanId)]);
      if (!sources) throw ApplicationFailure.nonRetryable(`loan ${loanId} not found`, 'LoanNotFound');
      const input = scorecardInputOf({
        principalPaise: sources.principalPaise, tenureMonths: sources.tenureMonths,
        // Before pricing, the score assumes the top band's rate: the dearest EMI, never a flattering one.
        annualRateBp: sources.annualRateBp ?? 1800,
        application: sources.application ?? {}, checks: sources.checks, bank,
      });
      const score = expertScore(input);
      const inputs = JSON.stringify(input);
      await scores.store(loanId, {
        expertScore: score.expertScore, creditScore: input.bureauScore, factors: score.factors, reasonCodes: score.reasonCodes,
        riskAnalysis: riskAnalysis(input, score.expertScore), inputs, fingerprint: createHash('sha256').update(inputs).digest('hex'),
      });
      return { expertScore: score.expertScore, reasonCodes: score.reasonCodes };
    },
  } satisfies ScoringActivities;
}
