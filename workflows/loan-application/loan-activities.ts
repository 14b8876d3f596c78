import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { RetryPolicy } from '@temporalio/common';
import type { CollectionsActivities } from './activities/collections.ts';
import type { CoolingOffActivities } from './activities/cooling-off.ts';
import type { DisbursementActivities } from './activities/disbursement.ts';
import type { LoanChecksActivities } from './activities/loan-checks.ts';
import type { LoanRecordsActivities } from './activities/loan-records.ts';
import type { MandateActivities } from './activities/mandate.ts';
import type { OfferActivities } from './activities/offer.ts';
import type { PricingActivities } from './activities/pricing.ts';
import type { ScoringActivities } from './activities/scoring.ts';

// The loan workflow's activities, by capability, each with the limits of its kind of work. Every retry
// policy has a cap and names what no retry can mend.

const retry = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 } as const;
type WorkLimits = { startToCloseTimeout: string; retry: RetryPolicy };
// Our own tables: quick, and safe to retry. The same limits hold queued or local.
const ownWork: WorkLimits = { startToCloseTimeout: '15 seconds', retry: { ...retry, nonRetryableErrorTypes: ['LoanNotFound'] } };
// Provider checks: a provider down for a while is retried; a deployment fault (wrong data key) is not.
const checkWork: WorkLimits = { startToCloseTimeout: '30 seconds', retry: { ...retry, nonRetryableErrorTypes: ['SealedDataUnreadable', 'LoanNotFound'] } };
// The expert score reads only our own tables, but all of them.
const scoreWork: WorkLimits = { startToCloseTimeout: '30 seconds', retry: { ...retry, nonRetryableErrorTypes: ['LoanNotFound'] } };
// Calls to outside providers (mandate, payments, SMS) get longer and name what must not be retried.
const providerWork: WorkLimits = {
  startToCloseTimeout: '1 minute',
  retry: { ...retry, nonRetryableErrorTypes: ['SchoolAccountNotVerified', 'NoRepaymentAccount', 'LoanNotFound', 'NotDisbursed', 'SettlementNotCollected'] },
};

/** Queued activities: the server hands each to a worker and keeps its result in history. */
export const activities = {
  records: proxyActivities<LoanRecordsActivities>(ownWork),
  scoring: proxyActivities<ScoringActivities>(scoreWork),
  offer: proxyActivities<OfferActivities>(ownWork),
  mandate: proxyActivities<MandateActivities>(providerWork),
  disbursement: proxyActivities<DisbursementActivities>(providerWork),
  collections: proxyActivities<CollectionsActivities>(providerWork),
  instalments: proxyActivities<Pick<CollectionsActivities, 'unpaidInstalments'>>(ownWork),
  coolingOff: proxyActivities<CoolingOffActivities>(providerWork),
};

/**
 * Local activities, for the loan's own flow until review. Reads and writes of our own database are quick
 * and safe to repeat (each is keyed or idempotent), so they run inside the workflow task: no task for the
 * server to queue and hand out, no extra round trips. The checks' providers answer within seconds (the
 * sandboxes within milliseconds), so they run the same way. Never in an update handler, nor once review
 * starts: a handler (and the flow an update moves on) may run in a speculative workflow task that the
 * server then drops, and a local activity would already have written; a queued one runs only for what
 * history keeps.
 */
export const localActivities = {
  records: proxyLocalActivities<LoanRecordsActivities>(ownWork),
  checks: proxyLocalActivities<LoanChecksActivities>(checkWork),
  pricing: proxyLocalActivities<PricingActivities>(scoreWork),
};
