// Pricing the loan from its bureau score (implemented in worker/activities/pricing.activities.ts).

/** What pricing found: the rate the loan is offered at and the path the parent applied on. */
export interface Assessment {
  bureauScore: number | null;
  annualRateBp: number;
  employmentStatus: 'Salaried' | 'Self-Employed';
}

export interface PricingActivities {
  /** Prices the loan from its bureau score, then scores it at that price (the expert score). */
  priceAndScore(loanId: string): Promise<Assessment>;
}
