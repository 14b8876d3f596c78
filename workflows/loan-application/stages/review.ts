import { condition, setHandler } from '@temporalio/workflow';
import { activities } from '../loan-activities.ts';
import {
  decideSection, recommendApplication, rejectApplication, resubmitSection, returnToUnderwriter, sanctionApplication,
} from '../loan-application.messages.ts';
import type { Loan } from '../loan.ts';
import { checkRecommendation, checkRejection, checkResubmission, checkReturn, checkSanction, checkSectionDecision } from '../review-rules.ts';

/**
 * 2. Review: the underwriter decides each section and recommends, the approver sanctions (maker-checker);
 * either may reject, a rejected section goes back to the parent. Waits until sanctioned; ends the run if
 * the loan is rejected or cancelled.
 */
export async function review(loan: Loan): Promise<void> {
  // From here the flow moves on when an update moves it (a sanction), in that update's possibly
  // speculative workflow task, so its writes are queued like the handlers' own.
  loan.ownStepsLocal = false;
  await condition(() => loan.state.status === 'sanctioned' || loan.ended());
  loan.stopIfEnded();
}

/** The reviewers' and the parent's decisions during review, as updates whose validators refuse illegal ones before history. */
export function acceptReviewDecisions(loan: Loan): void {
  const { state } = loan;
  setHandler(decideSection, async (decision) => {
    const sentBack = decision.status === 'Rejected';
    await loan.moveTo(sentBack ? 'sent_back' : state.status === 'ready_for_review' ? 'under_review' : state.status,
      sentBack ? 'section_sent_back' : 'section_accepted', `${decision.role}:${decision.reviewerId}`,
      { section: decision.section, comment: decision.comment ?? null }, { section: decision });
    state.sections[decision.section] = { status: decision.status, comment: decision.comment, role: decision.role, reviewerId: decision.reviewerId };
    return state;
  }, { validator: (decision) => checkSectionDecision(state, decision) });
  setHandler(resubmitSection, async ({ section }) => {
    delete state.sections[section];
    const stillSentBack = Object.values(state.sections).some((s) => s.status === 'Rejected');
    await loan.moveTo(stillSentBack ? 'sent_back' : 'under_review', 'section_resubmitted', 'borrower', { section }, { clearSection: section });
    // A corrected section may change what the score is computed from (queued: this is an update handler).
    await activities.scoring.computeExpertScore(loan.id);
    return state;
  }, { validator: ({ section }) => checkResubmission(state, section) });
  setHandler(recommendApplication, async ({ reviewerId, remark }) => {
    await loan.moveTo('recommended', 'recommended', `underwriter:${reviewerId}`, { remark }, { remarks: { underwriterId: reviewerId, underwriterRemark: remark } });
    state.recommendedBy = reviewerId;
    state.underwriterRemark = remark;
    return state;
  }, { validator: (decision) => checkRecommendation(state, decision) });
  setHandler(returnToUnderwriter, async ({ reviewerId, remark }) => {
    await loan.moveTo('returned_to_underwriter', 'returned_to_underwriter', `approver:${reviewerId}`, { remark }, { remarks: { approverId: reviewerId, approverRemark: remark } });
    state.approverRemark = remark;
    return state;
  }, { validator: (decision) => checkReturn(state, decision) });
  setHandler(sanctionApplication, async ({ reviewerId, remark }) => {
    await loan.moveTo('sanctioned', 'sanctioned', `approver:${reviewerId}`, { remark: remark ?? null }, { remarks: { approverId: reviewerId, approverRemark: remark ?? null } });
    state.approverRemark = remark;
    return state;
  }, { validator: (decision) => checkSanction(state, decision) });
  setHandler(rejectApplication, async ({ role, reviewerId, remark }) => {
    const remarks = role === 'underwriter' ? { underwriterId: reviewerId, underwriterRemark: remark } : { approverId: reviewerId, approverRemark: remark };
    await loan.moveTo('rejected', 'rejected', `${role}:${reviewerId}`, { remark }, { remarks });
    return state;
  }, { validator: (decision) => checkRejection(state, decision) });
}
