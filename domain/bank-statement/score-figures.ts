/**
 * What the expert score takes from a bank-statement analysis. Kept apart from the analysis itself so
 * the scorecard depends on a handful of figures, not on the statement's layout. Amounts in paise (safe integers, as everywhere in domain/);
 * null where the statement does not support the figure (never zero in its place).
 */
export interface BankFiguresForScore {
  /** Average end-of-day balance over the statement. */
  averageBalancePaise: number | null;
  /** Average monthly credits that look like salary or business receipts (the take-home). */
  monthlyNetTakeHomePaise: number | null;
  /** Average monthly EMI, ECS and loan repayments: existing obligations. */
  monthlyObligationsPaise: number | null;
  /** Cheque, ECS and online returns on the debit side: bounces. */
  bouncedDebits: number | null;
  /** How many whole months the statement covers. */
  monthsCovered: number;
}

export const NO_BANK_FIGURES: BankFiguresForScore = {
  averageBalancePaise: null, monthlyNetTakeHomePaise: null, monthlyObligationsPaise: null, bouncedDebits: null, monthsCovered: 0,
};
