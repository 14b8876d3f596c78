import { and, assign, fromPromise, not, raise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { REVIEW_SECTIONS_BY_EMPLOYMENT } from '../domain/enums.ts';
import type { EmploymentStatus, FinalDecisionKind, ReviewSection, StaffRole } from '../domain/enums.ts';
import { messageOf, required, unprovided } from './invoked-calls.ts';

/** The twelve review steps (001, section 2.6); steps 1-10 are named after the section they decide. */
export const REVIEW_STEPS = {
  studentDetails: { number: 1, title: 'Student Details' },
  borrowerDetails: { number: 2, title: 'Borrower Details 1/2' },
  addressDetails: { number: 3, title: 'Borrower Address Details 2/2' },
  kycDetails: { number: 4, title: 'KYC Details' },
  documentDetails1: { number: 5, title: 'Document Details 1/2' },
  documentDetails2: { number: 6, title: 'Document Details 2/2' },
  selfEmployedDetails1: { number: 7, title: 'Self-Employed Details 1/3' },
  selfEmployedDetails2: { number: 8, title: 'Self-Employed Details 2/3' },
  selfEmployedDetails3: { number: 9, title: 'Self-Employed Details 3/3' },
  feeDetails: { number: 10, title: 'Fee Details' },
  summary: { number: 11, title: 'Summary' },
  scoreCard: { number: 12, title: 'Expert Score Card' },
} as const satisfies Record<ReviewSection | 'summary' | 'scoreCard', { number: number; title: string }>;

export type ReviewStep = keyof typeof REVIEW_STEPS;
/** Underwriters and approvers review with the same steps; only the final decisions differ. */
export type ReviewerRole = Exclude<StaffRole, 'admin'>;

export type SectionDecision = { status: 'Accepted' } | { status: 'Rejected'; comment: string };

export interface FinalDecision {
  kind: FinalDecisionKind;
  remark: string;
}

export interface ReviewWizardInput {
  role: ReviewerRole;
  employmentStatus: EmploymentStatus;
  /** Decisions already confirmed, when a review is reopened. */
  sections?: Partial<Record<ReviewSection, SectionDecision>>;
}

export interface ReviewWizardContext {
  role: ReviewerRole;
  employmentStatus: EmploymentStatus;
  /** Only decisions the server has confirmed. */
  sections: Partial<Record<ReviewSection, SectionDecision>>;
  pending: { section: ReviewSection; decision: SectionDecision } | undefined;
  /** The final decision on its way, then (in `decided`) the one the server recorded. */
  finalDecision: FinalDecision | undefined;
  error: string | undefined;
}

export type ReviewWizardEvent =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'section.accept' }
  | { type: 'section.reject'; comment: string }
  | { type: 'decision.succeeded' }
  | { type: 'decision.failed'; message: string }
  | { type: 'final.recommend'; remark: string }
  | { type: 'final.sanction'; remark: string }
  | { type: 'final.reject'; remark: string }
  | { type: 'final.return'; remark: string };

export interface SectionDecisionInput {
  section: ReviewSection;
  decision: SectionDecision;
}

/** The sections reviewed for a borrower; the other path's sections do not exist for them. */
export function sectionsOnPath(status: EmploymentStatus): readonly ReviewSection[] {
  return REVIEW_SECTIONS_BY_EMPLOYMENT[status];
}

const SUMMARY_ENTITIES = [
  { entity: 'Student Details', sections: () => ['studentDetails'] },
  { entity: 'Borrower Details', sections: () => ['borrowerDetails', 'addressDetails'] },
  { entity: 'KYC Details', sections: () => ['kycDetails'] },
  {
    entity: 'Document Details',
    sections: (status: EmploymentStatus) =>
      status === 'Salaried' ? ['documentDetails1', 'documentDetails2'] : ['selfEmployedDetails1', 'selfEmployedDetails2', 'selfEmployedDetails3'],
  },
  { entity: 'Fee Details', sections: () => ['feeDetails'] },
] as const satisfies ReadonlyArray<{ entity: string; sections: (status: EmploymentStatus) => readonly ReviewSection[] }>;

export interface SummaryRow {
  entity: (typeof SUMMARY_ENTITIES)[number]['entity'];
  /** Only 'Accepted' is shown as accepted (001, section 2.7). */
  status: 'Accepted' | 'Rejected' | 'Pending';
  /** The comments of the rejected sections behind the row. */
  error: string;
}

/** The summary's five rows (step 11): a row is Accepted only when every section behind it is. */
export function summaryRows(context: Pick<ReviewWizardContext, 'employmentStatus' | 'sections'>): SummaryRow[] {
  return SUMMARY_ENTITIES.map(({ entity, sections }) => {
    const decisions = sections(context.employmentStatus).map((section) => context.sections[section]);
    const comments = decisions.flatMap((decision) => (decision?.status === 'Rejected' ? [decision.comment] : []));
    const status = comments.length > 0 ? 'Rejected' : decisions.every((decision) => decision?.status === 'Accepted') ? 'Accepted' : 'Pending';
    return { entity, status, error: comments.join('; ') };
  });
}

const to = (step: ReviewStep) => `#reviewWizard.${step}` as const;
const isNonBlank = (text: string): boolean => text.trim() !== '';

const review = setup({
  types: {
    context: {} as ReviewWizardContext,
    events: {} as ReviewWizardEvent,
    input: {} as ReviewWizardInput,
  },
  guards: {
    isSalaried: ({ context }) => context.employmentStatus === 'Salaried',
    isSelfEmployed: ({ context }) => context.employmentStatus === 'Self-Employed',
    isApprover: ({ context }) => context.role === 'approver',
    allSectionsAccepted: ({ context }) => sectionsOnPath(context.employmentStatus).every((section) => context.sections[section]?.status === 'Accepted'),
    hasComment: ({ event }) => event.type === 'section.reject' && isNonBlank(event.comment),
    hasRemark: ({ event }) => 'remark' in event && isNonBlank(event.remark),
  },
  actions: {
    holdDecision: assign({
      pending: ({ event }, params: { section: ReviewSection }) => ({
        section: params.section,
        decision: event.type === 'section.reject' ? { status: 'Rejected' as const, comment: event.comment.trim() } : { status: 'Accepted' as const },
      }),
      error: undefined,
    }),
    recordDecision: assign(({ context }) => ({
      sections: context.pending ? { ...context.sections, [context.pending.section]: context.pending.decision } : context.sections,
      pending: undefined,
    })),
    holdFinalDecision: assign({
      finalDecision: ({ event }, params: { kind: FinalDecisionKind }) => ({ kind: params.kind, remark: 'remark' in event ? event.remark.trim() : '' }),
      error: undefined,
    }),
    recordError: assign({
      error: ({ event }) => (event.type === 'decision.failed' ? event.message : undefined),
      pending: undefined,
      finalDecision: undefined,
    }),
    forgetError: assign({ error: undefined }),
  },
  actors: {
    recordSectionDecision: fromPromise<void, SectionDecisionInput>(unprovided('recordSectionDecision')),
    recordFinalDecision: fromPromise<void, FinalDecision>(unprovided('recordFinalDecision')),
  },
});

type StepState = Parameters<typeof review.createStateConfig>[0];
type Next = NonNullable<StepState['on']>['next'];
type Back = NonNullable<StepState['on']>['back'];

/**
 * Both variants are built here so they cannot drift. The screen's variant adds only `invoke`s
 * whose outcome is raised as the very `decision.*` event the pure twin receives from outside, so
 * every transition and guard is written once. The pure twin also suits a workflow that must refuse
 * an illegal decision before recording it (`snapshot.can`).
 */
function createReviewWizardMachine(calls: 'invoked' | 'sent') {
  const invoked = calls === 'invoked';

  /** A reviewable step: Accept, or Reject with a comment; moving on waits for the decision in flight. */
  const reviewStep = (section: ReviewSection, moves: { next: Next; back?: Back }) =>
    review.createStateConfig({
      initial: 'open',
      states: {
        open: {
          on: {
            next: moves.next,
            ...(moves.back ? { back: moves.back } : {}),
            'section.accept': { target: 'deciding', actions: { type: 'holdDecision', params: { section } } },
            'section.reject': { guard: 'hasComment', target: 'deciding', actions: { type: 'holdDecision', params: { section } } },
          },
        },
        deciding: {
          ...(invoked
            ? {
                invoke: {
                  src: 'recordSectionDecision',
                  input: ({ context }) => required(context.pending, 'the section decision'),
                  onDone: { actions: raise({ type: 'decision.succeeded' }) },
                  onError: { actions: raise(({ event }) => ({ type: 'decision.failed', message: messageOf(event.error) })) },
                },
              }
            : {}),
          on: {
            'decision.succeeded': { target: 'open', actions: 'recordDecision' },
            'decision.failed': { target: 'open', actions: 'recordError' },
          },
        },
      },
      exit: 'forgetError',
    });

  const final = (kind: FinalDecisionKind) => ({ target: 'deciding', actions: { type: 'holdFinalDecision', params: { kind } } }) as const;

  return review.createMachine({
    id: 'reviewWizard',
    context: ({ input }) => ({
      role: input.role,
      employmentStatus: input.employmentStatus,
      sections: input.sections ?? {},
      pending: undefined,
      finalDecision: undefined,
      error: undefined,
    }),
    initial: 'studentDetails',
    states: {
      studentDetails: reviewStep('studentDetails', { next: to('borrowerDetails') }),
      borrowerDetails: reviewStep('borrowerDetails', { next: to('addressDetails'), back: to('studentDetails') }),
      addressDetails: reviewStep('addressDetails', { next: to('kycDetails'), back: to('borrowerDetails') }),
      // Self-employed borrowers go to step 7, their first section; the approver screens' 8 was a defect.
      kycDetails: reviewStep('kycDetails', {
        next: [
          { guard: 'isSalaried', target: to('documentDetails1') },
          { guard: 'isSelfEmployed', target: to('selfEmployedDetails1') },
        ],
        back: to('addressDetails'),
      }),
      documentDetails1: reviewStep('documentDetails1', { next: to('documentDetails2'), back: to('kycDetails') }),
      documentDetails2: reviewStep('documentDetails2', { next: to('feeDetails'), back: to('documentDetails1') }),
      selfEmployedDetails1: reviewStep('selfEmployedDetails1', { next: to('selfEmployedDetails2'), back: to('kycDetails') }),
      selfEmployedDetails2: reviewStep('selfEmployedDetails2', { next: to('selfEmployedDetails3'), back: to('selfEmployedDetails1') }),
      selfEmployedDetails3: reviewStep('selfEmployedDetails3', { next: to('feeDetails'), back: to('selfEmployedDetails2') }),
      feeDetails: reviewStep('feeDetails', {
        next: to('summary'),
        back: [
          { guard: 'isSalaried', target: to('documentDetails2') },
          { guard: 'isSelfEmployed', target: to('selfEmployedDetails3') },
        ],
      }),
      // Back here is the summary's Re-Evaluate; Next is Proceed To Score Card.
      summary: { on: { next: to('scoreCard'), back: to('feeDetails') } },
      scoreCard: {
        initial: 'open',
        states: {
          open: {
            on: {
              back: to('summary'),
              // Recommending or sanctioning vouches for every section, so each must be Accepted first.
              'final.recommend': { guard: and([not('isApprover'), 'allSectionsAccepted', 'hasRemark']), ...final('recommend') },
              'final.sanction': { guard: and(['isApprover', 'allSectionsAccepted']), ...final('sanction') },
              // A borrower is owed the reason for a rejection, so it always carries one.
              'final.reject': { guard: 'hasRemark', ...final('reject') },
              'final.return': { guard: and(['isApprover', 'hasRemark']), ...final('return_to_underwriter') },
            },
          },
          deciding: {
            ...(invoked
              ? {
                  invoke: {
                    src: 'recordFinalDecision',
                    input: ({ context }) => required(context.finalDecision, 'the final decision'),
                    onDone: { actions: raise({ type: 'decision.succeeded' }) },
                    onError: { actions: raise(({ event }) => ({ type: 'decision.failed', message: messageOf(event.error) })) },
                  },
                }
              : {}),
            on: {
              'decision.succeeded': '#reviewWizard.decided',
              'decision.failed': { target: 'open', actions: 'recordError' },
            },
          },
        },
        exit: 'forgetError',
      },
      decided: { type: 'final' },
    },
  });
}

/** The underwriter's and approver's review of one application: provide the two decision calls. */
export const reviewWizardMachine = createReviewWizardMachine('invoked');

/** The same review without calls: decision outcomes arrive as events. For model tests and workflows. */
export const pureReviewWizardMachine = createReviewWizardMachine('sent');

type ReviewSnapshot = Pick<SnapshotFrom<typeof pureReviewWizardMachine>, 'value'>;

/** The step on screen; once decided, the review stays on its score card. */
export function stepOf(snapshot: ReviewSnapshot): ReviewStep {
  const { value } = snapshot;
  if (value === 'decided') return 'scoreCard';
  return typeof value === 'string' ? value : (Object.keys(value)[0] as ReviewStep);
}

export function stepNumberOf(snapshot: ReviewSnapshot): number {
  return REVIEW_STEPS[stepOf(snapshot)].number;
}
