import { allHandlersFinished, ApplicationFailure, condition, currentUpdateInfo, patched, proxyActivities, proxyLocalActivities, setHandler, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import type { createLoanActivities } from '../../worker/activities/loan.activities.ts';
import type { createLoanMoneyActivities } from '../../worker/activities/loan-money.activities.ts';
import type { createCoolingOffActivities } from '../../worker/activities/loan-cooling-off.activities.ts';
import type { createLoanVerificationActivities } from '../../worker/activities/loan-verification.activities.ts';
import type { createLoanScoreActivities } from '../../worker/activities/loan-score.activities.ts';
import type { RetryPolicy } from '@temporalio/common';
import { BorrowerPhoneKey, LoanIdKey, LoanStatusKey } from '../search-attributes.ts';
import {
  cancelLoan, decideSection, getLoanStatus, getOffer, getReviewState, loanTimingOf, recommendApplication, rejectApplication,
  resubmitSection, returnToUnderwriter, sanctionApplication, schoolAccountVerified, signAgreement,
  type LoanApplicationInput, type OfferView, type ReviewState,
} from './loan-application.messages.ts';
import { coolingOffExit } from './cooling-off-exit.ts';
import { checkRecommendation, checkRejection, checkResubmission, checkReturn, checkSanction, checkSectionDecision } from './review-rules.ts';

type Activities = ReturnType<typeof createLoanActivities> & ReturnType<typeof createLoanMoneyActivities> & ReturnType<typeof createCoolingOffActivities>;

const retry = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 } as const;
type WorkLimits = { startToCloseTimeout: string; retry: RetryPolicy };
// Our own tables: quick, and safe to retry. The same limits hold queued or local.
const ownWork: WorkLimits = { startToCloseTimeout: '15 seconds', retry: { ...retry, nonRetryableErrorTypes: ['LoanNotFound'] } };
// Provider checks: a provider down for a while is retried; a deployment fault (wrong data key) is not.
const checkWork: WorkLimits = { startToCloseTimeout: '30 seconds', retry: { ...retry, nonRetryableErrorTypes: ['SealedDataUnreadable', 'LoanNotFound'] } };
// The expert score reads only our own tables, but all of them.
const scoreWork: WorkLimits = { startToCloseTimeout: '30 seconds', retry: { ...retry, nonRetryableErrorTypes: ['LoanNotFound'] } };
type CheckActivities = ReturnType<typeof createLoanVerificationActivities>;
type ScoreActivities = ReturnType<typeof createLoanScoreActivities>;

const records = proxyActivities<Activities>(ownWork);
// Calls to outside providers (bureau, mandate, payments) get longer and name what must not be retried.
const providers = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { ...retry, nonRetryableErrorTypes: ['SchoolAccountNotVerified', 'NoRepaymentAccount', 'LoanNotFound', 'NotDisbursed', 'SettlementNotCollected'] },
});
const checks = proxyActivities<CheckActivities>(checkWork);
const scoring = proxyActivities<ScoreActivities>(scoreWork);
// Reads and writes of our own database are quick and safe to repeat (each is keyed or idempotent), so the
// loan's own flow runs them inside the workflow task as local activities: no task for the server to queue
// and hand out, no extra round trips. Never in an update handler: a handler may run in a speculative
// workflow task that the server then drops (the update refused, or others ordered before it), and a local
// activity would already have written; a queued activity runs only for what history keeps. Runs started
// before this change keep their queued activities throughout (see `local`). The checks' providers answer
// within seconds (the sandboxes within milliseconds), so they run the same way.
const localRecords = proxyLocalActivities<Activities>(ownWork);
const localChecks = proxyLocalActivities<CheckActivities>(checkWork);
const localScoring = proxyLocalActivities<ScoreActivities>(scoreWork);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The life of one school-fee loan: checks, review, offer, signature, mandate, disbursement, repayment, closure. */
export async function loanApplication(input: LoanApplicationInput): Promise<string> {
  const timing = loanTimingOf(input.timing);
  // Decided once, at the start: a run recorded before local activities replays (and carries on) as it began.
  const local = patched('local-records');
  // Every earlier change is part of a run that has 'local-records', so such a run asks for no other patch:
  // its one marker comes before any local activity. (A patch marker recorded while local activities run
  // can land out of the code's order in history, and the run then fails to replay.)
  const since = (change: string) => local || patched(change);
  // Asked here, beside 'local-records' and before any local activity, for the same reason.
  const combined = local && patched('combined-pre-review-steps');
  const own = local ? { records: localRecords, scoring: localScoring, checks: localChecks } : { records, scoring, checks };
  // Only until review: from then on the flow moves on when an update moves it (a sanction), in that
  // update's possibly speculative workflow task, so its writes are queued like the handlers' own.
  let ownFlowLocal = local;
  const review: ReviewState = { status: 'submitted', employmentStatus: input.employmentStatus ?? 'Salaried', sections: {} };
  let signedProposal: string | undefined;
  let cancelled = false;
  let schoolVerified = false;
  let disbursing = false;
  let step = 0;
  let offer: OfferView | null = null;

  /** Moves the loan: one event and the read model in one transaction, then the search attribute. */
  let writes: Promise<unknown> = Promise.resolve();
  async function moveTo(status: string, eventType: string, actor = 'system', payload: Record<string, unknown> = {}, extra: object = {}): Promise<void> {
    // Once cancelled, rejected or closed (a cooling-off exit can close it mid-step), the loan is over:
    // a step already under way records nothing more.
    if (review.status === 'cancelled' || review.status === 'rejected' || review.status === 'closed') return;
    // Since 'local-records' a reviewer's or parent's step is keyed by its update (an update is applied once,
    // whatever else arrives around it) and `step` counts the loan's own flow alone, so a workflow task run
    // again with its updates in another order gives every write the key it had the first time.
    const update = local ? currentUpdateInfo() : undefined;
    if (!update) step += 1;
    const previous = review.status;
    // The workflow's own state moves first, so the next decision is judged against it; the
    // activity retries until the read model agrees.
    review.status = status;
    // The key names this step of this run, so a retried activity writes nothing twice. Writes go
    // out one after another in the order the loan moved (a decision can arrive while the main
    // flow's own step is being written), so the read model always ends where the workflow is.
    // The key is fixed now, not when the write goes out: decisions arriving together each move `step`
    // on before the earlier writes finish, and a key read later would be shared and drop their events.
    const dedupeKey = update ? `${workflowInfo().runId}:update:${update.id}:${eventType}` : `${workflowInfo().runId}:${step}`;
    const recorder = update || !ownFlowLocal ? records : own.records;
    const record = () => recorder.recordTransition({ loanId: input.loanId, toStatus: status, eventType, actor, payload, dedupeKey, ...extra });
    if (since('serialized-transitions')) {
      const write = writes.then(record);
      writes = write.catch(() => undefined);
      await write;
    } else {
      await record();
    }
    // The status attribute changes only when the status does (runs from before 'local-records' wrote it every step).
    if (!local || status !== previous) upsertSearchAttributes([{ key: LoanStatusKey, value: review.status }]);
  }
  const ended = () => cancelled || review.status === 'rejected';
  /** Ends the run once every decision in flight has been recorded and answered. */
  async function finish(): Promise<string> {
    await condition(allHandlersFinished);
    return review.status;
  }

  setHandler(getLoanStatus, () => review.status);
  setHandler(getReviewState, () => review);
  setHandler(decideSection, async (decision) => {
    const sentBack = decision.status === 'Rejected';
    await moveTo(sentBack ? 'sent_back' : review.status === 'ready_for_review' ? 'under_review' : review.status,
      sentBack ? 'section_sent_back' : 'section_accepted', `${decision.role}:${decision.reviewerId}`,
      { section: decision.section, comment: decision.comment ?? null }, { section: decision });
    review.sections[decision.section] = { status: decision.status, comment: decision.comment, role: decision.role, reviewerId: decision.reviewerId };
    return review;
  }, { validator: (decision) => checkSectionDecision(review, decision) });
  setHandler(resubmitSection, async ({ section }) => {
    delete review.sections[section];
    const stillSentBack = Object.values(review.sections).some((s) => s.status === 'Rejected');
    await moveTo(stillSentBack ? 'sent_back' : 'under_review', 'section_resubmitted', 'borrower', { section }, { clearSection: section });
    // A corrected section may change what the score is computed from (queued: this is an update handler).
    if (since('expert-score')) await scoring.computeExpertScore(input.loanId);
    return review;
  }, { validator: ({ section }) => checkResubmission(review, section) });
  setHandler(recommendApplication, async ({ reviewerId, remark }) => {
    await moveTo('recommended', 'recommended', `underwriter:${reviewerId}`, { remark }, { remarks: { underwriterId: reviewerId, underwriterRemark: remark } });
    review.recommendedBy = reviewerId;
    review.underwriterRemark = remark;
    return review;
  }, { validator: (decision) => checkRecommendation(review, decision) });
  setHandler(returnToUnderwriter, async ({ reviewerId, remark }) => {
    await moveTo('returned_to_underwriter', 'returned_to_underwriter', `approver:${reviewerId}`, { remark }, { remarks: { approverId: reviewerId, approverRemark: remark } });
    review.approverRemark = remark;
    return review;
  }, { validator: (decision) => checkReturn(review, decision) });
  setHandler(sanctionApplication, async ({ reviewerId, remark }) => {
    await moveTo('sanctioned', 'sanctioned', `approver:${reviewerId}`, { remark: remark ?? null }, { remarks: { approverId: reviewerId, approverRemark: remark ?? null } });
    review.approverRemark = remark;
    return review;
  }, { validator: (decision) => checkSanction(review, decision) });
  setHandler(rejectApplication, async ({ role, reviewerId, remark }) => {
    const remarks = role === 'underwriter' ? { underwriterId: reviewerId, underwriterRemark: remark } : { approverId: reviewerId, approverRemark: remark };
    await moveTo('rejected', 'rejected', `${role}:${reviewerId}`, { remark }, { remarks });
    return review;
  }, { validator: (decision) => checkRejection(review, decision) });
  setHandler(signAgreement, async ({ proposalNumber }) => {
    signedProposal = proposalNumber;
    return review.status;
  }, { validator: ({ proposalNumber }) => {
    if (review.status !== 'sanctioned' || signedProposal || !offer) throw new Error('There is no open offer to sign.');
    // The signature binds the parent to the KFS they were shown, and to no other.
    if (proposalNumber !== offer.proposalNumber) throw new Error('The signature is for a different offer than the one open.');
  } });
  setHandler(cancelLoan, async ({ reason }) => {
    cancelled = true;
    await moveTo('cancelled', 'cancelled', 'borrower', { reason: reason ?? null });
    return review.status;
  }, { validator: (_cancellation) => { if (disbursing || ['disbursed', 'repaying', 'closed', 'rejected', 'cancelled', 'offer_expired'].includes(review.status)) throw new Error('The loan can no longer be cancelled.'); } });
  setHandler(schoolAccountVerified, () => { schoolVerified = true; });
  setHandler(getOffer, () => (offer ? { ...offer, coolingOffOpen: coolingOff.isOpen() } : null));
  const coolingOff = coolingOffExit({
    settle: (reason) => providers.settleCoolingOffExit(input.loanId, reason),
    close: (settlement, reason) => moveTo('closed', 'cooling_off_exit', 'borrower', { ...settlement, reason }),
  });
  const { pause, closedByExit } = coolingOff;

  // The start job sets these when it starts the run; since 'combined-pre-review-steps' a run started with them writes them no second time.
  if (!combined || workflowInfo().typedSearchAttributes.get(LoanIdKey) !== input.loanId) {
    upsertSearchAttributes([{ key: LoanIdKey, value: input.loanId }, { key: BorrowerPhoneKey, value: input.borrowerPhone }, { key: LoanStatusKey, value: review.status }]);
  }

  // 1–2. Checks, pricing and scoring before any person looks at the application.
  /**
   * Since 'combined-pre-review-steps': the checks are one activity and pricing with scoring another, and
   * each transition is written while the next step runs (the writes still go out in order). Null: the
   * loan ended on the way.
   */
  async function verifyPriceAndScore() {
    const [, found] = await Promise.all([moveTo('verifying', 'verification_started'), localChecks.runLoanChecks(input.loanId)]);
    review.checks = found.checks;
    review.bureauScore = found.bureauScore;
    const completed = moveTo('verifying', 'verifications_completed', 'system', { checks: found.checks, bureauScore: found.bureauScore });
    if (ended()) return completed.then(() => null);
    const [, assessment] = await Promise.all([completed, localScoring.priceAndScore(input.loanId)]);
    return ended() ? null : assessment;
  }
  /** The same stage as runs from before 'combined-pre-review-steps' took it, one step after another. */
  async function verifyThenPriceThenScore() {
    await moveTo('verifying', 'verification_started');
    // Loans started before the verification stage existed went straight to scoring.
    if (since('loan-verifications')) {
      const { checks: found, bureauScore } = await checkOneByOne(own.checks, input.loanId);
      review.checks = found;
      review.bureauScore = bureauScore;
      await moveTo('verifying', 'verifications_completed', 'system', { checks: found, bureauScore });
      if (ended()) return null;
    }
    const assessment = await (local ? localRecords : providers).assessApplication(input.loanId);
    if (ended()) return null;
    if (since('expert-score')) await own.scoring.computeExpertScore(input.loanId);
    return assessment;
  }
  const assessment = combined ? await verifyPriceAndScore() : await verifyThenPriceThenScore();
  if (!assessment) return finish();
  // The path of the review (salaried or self-employed) is the one the parent applied on.
  review.employmentStatus = input.employmentStatus ?? assessment.employmentStatus;
  await moveTo('ready_for_review', 'ready_for_review', 'system', assessment);

  // 3. Review: the underwriter recommends, the approver sanctions; either may reject; the parent may cancel.
  ownFlowLocal = false;
  await condition(() => review.status === 'sanctioned' || ended());
  if (ended()) return finish();

  // 4. The offer: a Key Fact Statement that stays valid for its term, signed by OTP or expired.
  const issued = await records.issueOffer(input.loanId);
  if (ended()) return finish();
  offer = { proposalNumber: issued.proposalNumber, aprBp: issued.aprBp, validUntil: issued.validUntil, coolingOffDays: issued.coolingOffDays, signed: false, coolingOffOpen: false };
  await moveTo('sanctioned', 'offer_issued', 'system', { proposalNumber: issued.proposalNumber, aprBp: issued.aprBp, validUntil: issued.validUntil });
  const signed = await condition(() => signedProposal !== undefined || cancelled, timing.offerValidityMs || issued.validForMs);
  if (cancelled) return finish();
  if (!signed) {
    await moveTo('offer_expired', 'offer_expired');
    return finish();
  }
  await records.recordSignature(input.loanId, issued.proposalNumber);
  if (cancelled) return finish();
  offer.signed = true;
  await moveTo('agreement_signed', 'agreement_signed', 'borrower', { proposalNumber: issued.proposalNumber });

  // 5. E-mandate, then the money to the school's verified account, exactly once.
  const mandate = await providers.registerMandate(input.loanId);
  if (cancelled) return finish();
  await moveTo('mandate_registered', 'mandate_registered', 'system', mandate);
  if (cancelled) return finish();
  // From here the money may be moving: the parent's way out is the cooling-off exit, not cancellation.
  disbursing = true;
  let disbursement;
  for (;;) {
    try {
      disbursement = await providers.disburse(input.loanId);
      break;
    } catch (error) {
      if (!(error instanceof Error && error.cause instanceof ApplicationFailure && error.cause.type === 'SchoolAccountNotVerified')) throw error;
      await moveTo('mandate_registered', 'disbursement_held', 'system', { reason: 'school account not verified' });
      await condition(() => schoolVerified || cancelled, timing.disbursementHoldMs);
      if (cancelled) return finish();
      schoolVerified = false;
    }
  }
  await moveTo('disbursed', 'disbursed', 'system', { amountPaise: disbursement.amountPaise, paymentRef: disbursement.providerRef });
  // Loans disbursed before the cooling-off exit existed carry no such timer in their history.
  if (since('cooling-off-exit')) coolingOff.openFor(timing.coolingOffMs ?? issued.coolingOffDays * DAY_MS);

  // 6. Repayment on durable timers: a reminder before each debit, bounces retried with a flat penal charge.
  await moveTo('repaying', 'repayment_started', 'system', { instalments: disbursement.dueInMs.length });
  let elapsed = 0;
  for (const [index, dueInMs] of disbursement.dueInMs.entries()) {
    const number = index + 1;
    const waitMs = timing.instalmentIntervalMs ?? Math.max(0, dueInMs - elapsed);
    const lead = Math.min(timing.reminderLeadMs, waitMs);
    await pause(waitMs - lead);
    if (await closedByExit()) return finish();
    await providers.sendReminder(input.loanId, number);
    await pause(lead);
    elapsed += waitMs;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      if (await closedByExit()) return finish();
      const result = await coolingOff.debit(() => providers.attemptDebit(input.loanId, number, attempt));
      if (result.outcome === 'succeeded') break;
      if (attempt < 3) {
        await pause(timing.debitRetryMs);
        elapsed += timing.debitRetryMs;
      }
    }
  }
  if (await closedByExit()) return finish();
  // A loan is closed only when every instalment is paid: overdue ones are presented again, one attempt each
  // per retry period, until collected (each bounce a flat penal charge). Older runs closed without this check.
  if (since('close-only-when-repaid')) {
    for (let cycle = 1; ; cycle += 1) {
      const unpaid = await records.unpaidInstalments(input.loanId);
      if (unpaid.length === 0) break;
      if (cycle === 1) await moveTo('repaying', 'repayment_overdue', 'system', { instalments: unpaid });
      await pause(timing.debitRetryMs);
      for (const number of unpaid) {
        if (await closedByExit()) return finish();
        await coolingOff.debit(() => providers.attemptDebit(input.loanId, number, 3 + cycle));
      }
    }
  }
  coolingOff.shut();

  // 7. Closure.
  await moveTo('closed', 'closed');
  return finish();
}

/** The verification stage as runs before 'combined-pre-review-steps' made it: each check its own activity, side by side. */
async function checkOneByOne(checks: ReturnType<typeof proxyActivities<CheckActivities>>, loanId: string) {
  const [pan, account, bureau, wizard] = await Promise.all([
    checks.verifyLoanPan(loanId), checks.verifyLoanBankAccount(loanId), checks.pullCreditBureau(loanId), checks.collectWizardChecks(loanId),
  ]);
  return { checks: [pan, account, { kind: bureau.kind, outcome: bureau.outcome, reason: bureau.reason }, ...wizard], bureauScore: bureau.score };
}
