import type { PgBoss } from 'pg-boss';
import type { BankStatementReader } from '../db/repositories/bank-statement.repository.ts';
import { loanTermsOf, type LoanTerms } from '../domain/loan-terms.ts';
import type { CollectionsActivities } from '../workflows/loan-application/activities/collections.ts';
import type { CoolingOffActivities } from '../workflows/loan-application/activities/cooling-off.ts';
import type { DisbursementActivities } from '../workflows/loan-application/activities/disbursement.ts';
import type { LoanChecksActivities } from '../workflows/loan-application/activities/loan-checks.ts';
import type { LoanRecordsActivities } from '../workflows/loan-application/activities/loan-records.ts';
import type { MandateActivities } from '../workflows/loan-application/activities/mandate.ts';
import type { OfferActivities } from '../workflows/loan-application/activities/offer.ts';
import type { PricingActivities } from '../workflows/loan-application/activities/pricing.ts';
import type { ScoringActivities } from '../workflows/loan-application/activities/scoring.ts';
import { createCollectionsActivities } from './activities/collections.activities.ts';
import { createCoolingOffActivities } from './activities/cooling-off.activities.ts';
import { createDisbursementActivities } from './activities/disbursement.activities.ts';
import { createLoanChecksActivities, type LoanChecksDeps } from './activities/loan-checks.activities.ts';
import { createLoanRecordsActivities } from './activities/loan-records.activities.ts';
import { createMandateActivities } from './activities/mandate.activities.ts';
import { createOfferActivities } from './activities/offer.activities.ts';
import { createPricingActivities } from './activities/pricing.activities.ts';
import { createScoringActivities } from './activities/scoring.activities.ts';
import type { PaymentsProvider } from './providers/payments.provider.ts';

/** Every activity the loan workflow calls, by the names its capability interfaces declare. */
export type LoanWorkflowActivities = LoanRecordsActivities & LoanChecksActivities & PricingActivities & ScoringActivities & OfferActivities
  & MandateActivities & DisbursementActivities & CollectionsActivities & CoolingOffActivities;

export interface LoanWorkflowDeps extends LoanChecksDeps {
  boss: PgBoss;
  payments: PaymentsProvider;
  bankStatements: BankStatementReader;
  /** The lender's standing terms where the deployment overrides them. */
  terms?: Partial<LoanTerms>;
}

/** The loan workflow's activities, one capability each, on the given providers: what a loan worker registers. */
export function createLoanWorkflowActivities(deps: LoanWorkflowDeps): LoanWorkflowActivities {
  const { pool, payments } = deps;
  const terms = loanTermsOf(deps.terms);
  const scoring = createScoringActivities({ pool, bankStatements: deps.bankStatements });
  return {
    ...createLoanRecordsActivities({ pool }),
    ...createLoanChecksActivities(deps),
    ...createPricingActivities({ pool, scoring }),
    ...scoring,
    ...createOfferActivities({ pool, terms }),
    ...createMandateActivities({ pool }),
    ...createDisbursementActivities({ pool, payments }),
    ...createCollectionsActivities({ pool, boss: deps.boss, cipher: deps.cipher, payments, terms }),
    ...createCoolingOffActivities({ pool, payments }),
  };
}
