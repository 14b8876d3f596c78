import { REVIEW_SECTIONS_BY_EMPLOYMENT } from '../../domain/review-sections.ts';
import type { FinalDecisionInput, RejectionInput, ReviewState, SectionDecisionInput } from './loan-application.messages.ts';

// The rules of review, checked in the updates' validators so an illegal decision never reaches history.

const UNDERWRITER_STAGES = ['ready_for_review', 'under_review', 'returned_to_underwriter'];
const APPROVER_STAGES = ['recommended'];

export function sectionsOnPath(state: ReviewState): readonly string[] {
  return REVIEW_SECTIONS_BY_EMPLOYMENT[state.employmentStatus];
}

function stageFor(role: 'underwriter' | 'approver'): string[] {
  return role === 'underwriter' ? UNDERWRITER_STAGES : APPROVER_STAGES;
}

export function allSectionsAccepted(state: ReviewState): boolean {
  return sectionsOnPath(state).every((section) => state.sections[section]?.status === 'Accepted');
}

export function checkSectionDecision(state: ReviewState, input: SectionDecisionInput): void {
  if (!stageFor(input.role).includes(state.status)) throw new Error(`The ${input.role} cannot decide sections while the loan is ${state.status}.`);
  if (!sectionsOnPath(state).includes(input.section)) throw new Error(`${input.section} is not a section of this application.`);
  if (input.status === 'Rejected' && !input.comment?.trim()) throw new Error('A comment is required to reject a section.');
}

export function checkRecommendation(state: ReviewState, input: FinalDecisionInput): void {
  if (!UNDERWRITER_STAGES.includes(state.status) || state.status === 'ready_for_review') {
    throw new Error(`The application cannot be recommended while it is ${state.status}.`);
  }
  if (!allSectionsAccepted(state)) throw new Error('Every section must be accepted before the application is recommended.');
  if (!input.remark?.trim()) throw new Error('A remark is required to recommend the application.');
}

export function checkSanction(state: ReviewState, input: FinalDecisionInput): void {
  if (state.status !== 'recommended') throw new Error(`The application cannot be sanctioned while it is ${state.status}.`);
  // Maker-checker: the person who recommended the loan cannot also sanction it.
  if (input.reviewerId === state.recommendedBy) throw new Error('The approver must be a different person from the underwriter who recommended the loan.');
  if (!allSectionsAccepted(state)) throw new Error('Every section must be accepted before the application is sanctioned.');
}

export function checkReturn(state: ReviewState, input: FinalDecisionInput): void {
  if (state.status !== 'recommended') throw new Error(`The application cannot be returned while it is ${state.status}.`);
  if (!input.remark?.trim()) throw new Error('A remark is required to return the application to the underwriter.');
}

export function checkRejection(state: ReviewState, input: RejectionInput): void {
  if (!stageFor(input.role).includes(state.status)) throw new Error(`The ${input.role} cannot reject the application while it is ${state.status}.`);
  if (!input.remark?.trim()) throw new Error('A remark is required to reject the application.');
}

export function checkResubmission(state: ReviewState, section: string): void {
  if (state.status !== 'sent_back') throw new Error('Nothing was sent back for correction.');
  if (state.sections[section]?.status !== 'Rejected') throw new Error(`${section} was not sent back.`);
}
