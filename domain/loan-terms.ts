import { penalChargeForBounce } from './penal-charges.ts';

/** The lender's standing terms that every offer carries. */
export interface LoanTerms {
  /** Processing fee as basis points of the principal (GST comes on top). */
  processingFeeBp: number;
  /** Days after disbursement in which the parent may exit paying only principal and interest (at least one). */
  coolingOffDays: number;
  /** The flat charge for each bounced debit. */
  penalChargePaise: number;
  /** Working days an offer stays valid (at least three). */
  offerWorkingDays: number;
}

/** The standing terms, with any the deployment overrides. */
export function loanTermsOf(overrides: Partial<LoanTerms> = {}): LoanTerms {
  return { processingFeeBp: 200, coolingOffDays: 3, penalChargePaise: penalChargeForBounce(), offerWorkingDays: 3, ...overrides };
}
