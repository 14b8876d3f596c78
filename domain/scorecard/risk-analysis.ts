import { debtToIncome, repaymentToIncome, type ScorecardInput } from './expert-score.ts';

// The risk analysis shown beside the expert score (001, section 2.8). The probability of default
// follows from the score by a documented odds rule (SCORECARD.md): at 500 points the odds of
// repaying are 4 to 1, and every 100 points double them.

const ODDS_AT_500 = 4;
const POINTS_TO_DOUBLE_ODDS = 100;
/** Share of the outstanding amount assumed lost when an unsecured school-fee loan defaults. */
export const LOSS_GIVEN_DEFAULT = 0.45;

export interface RiskAnalysis {
  credit_record: 'Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very poor' | 'No history' | 'Not available';
  /** Ratios to 4 decimals; null when income is not evidenced. */
  debt_to_income: number | null;
  repayment_to_income: number | null;
  /** "1 in N" and the probability itself. */
  default_probability: string;
  default_probability_value: number;
  /** Expected loss rate: probability of default times loss given default. */
  risk_factor: number;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function creditRecord(bureauScore: number | null, outcome: ScorecardInput['bureauOutcome']): RiskAnalysis['credit_record'] {
  if (outcome !== 'verified') return 'Not available';
  if (bureauScore === null) return 'No history';
  if (bureauScore >= 750) return 'Excellent';
  if (bureauScore >= 700) return 'Good';
  if (bureauScore >= 650) return 'Fair';
  if (bureauScore >= 600) return 'Poor';
  return 'Very poor';
}

/** The probability of default that the score stands for: odds of 4:1 at 500, doubling every 100 points. */
export function defaultProbability(score: number): number {
  const odds = ODDS_AT_500 * 2 ** ((score - 500) / POINTS_TO_DOUBLE_ODDS);
  return 1 / (1 + odds);
}

export function riskAnalysis(input: ScorecardInput, expertScore: number): RiskAnalysis {
  const pd = defaultProbability(expertScore);
  const dti = debtToIncome(input);
  const rti = repaymentToIncome(input);
  return {
    credit_record: creditRecord(input.bureauScore, input.bureauOutcome),
    debt_to_income: dti === null ? null : round4(dti),
    repayment_to_income: rti === null ? null : round4(rti),
    default_probability: `1/${Math.round(1 / pd)}`,
    default_probability_value: round4(pd),
    risk_factor: round4(pd * LOSS_GIVEN_DEFAULT),
  };
}
