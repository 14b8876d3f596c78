// The expert score (implemented in worker/activities/scoring.activities.ts).

export interface ScoringActivities {
  /** Scores the loan from what is stored about it; an unchanged input writes nothing new. */
  computeExpertScore(loanId: string): Promise<{ expertScore: number; reasonCodes: string[] }>;
}
