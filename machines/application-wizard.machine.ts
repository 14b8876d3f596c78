import { assign, fromPromise, raise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { EmploymentStatus } from '../domain/enums.ts';
import { messageOf, required, unprovided } from './invoked-calls.ts';

/** The borrower's ten steps (000, section 2): the number, title and progress the screen shows. */
export const WIZARD_STEPS = {
  student: { number: 1, title: 'Student Details', progress: 25 },
  borrower: { number: 2, title: 'Borrower Details 1/2', progress: 50 },
  address: { number: 3, title: 'Borrower Details 2/2', progress: 50 },
  kyc: { number: 4, title: 'E-KYC Details', progress: 60 },
  salariedDocuments: { number: 5, title: 'Document Details 1/2', progress: 80 },
  employment: { number: 6, title: 'Document Details 2/2', progress: 80 },
  businessDocuments: { number: 7, title: 'Document Details 1/3', progress: 80 },
  businessDetails: { number: 8, title: 'Document Details 2/3', progress: 80 },
  businessHistory: { number: 9, title: 'Document Details 3/3', progress: 80 },
  fees: { number: 10, title: 'Fee Details 4/4', progress: 100 },
} as const;

export type WizardStep = keyof typeof WIZARD_STEPS;
export type WizardStepNumber = (typeof WIZARD_STEPS)[WizardStep]['number'];

/** A step's form values as last saved: the machine keeps them for prefill and reads only `empStatus`. */
export type StepData = Readonly<Record<string, unknown>>;
export type SavedSteps = Partial<Record<WizardStep, StepData>>;

export interface ApplicationWizardContext {
  /** Decides the document steps; set whenever the borrower step is saved or loaded. */
  employmentStatus: EmploymentStatus | undefined;
  saved: SavedSteps;
  /** The values on their way to the server; they become `saved` only once the server has them. */
  pending: StepData | undefined;
  error: string | undefined;
}

export type ApplicationWizardEvent =
  | { type: 'loaded'; saved: SavedSteps }
  | { type: 'next'; data: StepData }
  | { type: 'back' }
  | { type: 'save.succeeded' }
  | { type: 'save.failed'; message: string }
  | { type: 'submit'; data: StepData }
  | { type: 'submit.succeeded' }
  | { type: 'submit.failed'; message: string };

export interface SaveStepInput {
  step: WizardStep;
  data: StepData;
}

const SHARED_STEPS = ['student', 'borrower', 'address', 'kyc'] as const satisfies readonly WizardStep[];
const DOCUMENT_STEPS = {
  Salaried: ['salariedDocuments', 'employment'],
  'Self-Employed': ['businessDocuments', 'businessDetails', 'businessHistory'],
} as const satisfies Record<EmploymentStatus, readonly WizardStep[]>;

/** The steps a borrower walks; past the borrower step they depend on the employment status. */
export function stepsFor(status: EmploymentStatus | undefined): readonly WizardStep[] {
  return status ? [...SHARED_STEPS, ...DOCUMENT_STEPS[status], 'fees'] : ['student', 'borrower'];
}

/** The status in a borrower step's values, under the name the form and the call use. */
export function employmentStatusIn(data: StepData | undefined): EmploymentStatus | undefined {
  const status = data?.['empStatus'];
  return status === 'Salaried' || status === 'Self-Employed' ? status : undefined;
}

/** Where a returning borrower resumes: the first step of their path with nothing saved, else the last. */
export function resumeStepOf(saved: SavedSteps): WizardStep {
  const path = stepsFor(employmentStatusIn(saved.borrower));
  return path.find((step) => saved[step] === undefined) ?? path[path.length - 1] ?? 'student';
}

const to = (step: WizardStep) => `#applicationWizard.${step}` as const;

const wizard = setup({
  types: { context: {} as ApplicationWizardContext, events: {} as ApplicationWizardEvent },
  guards: {
    isSalaried: ({ context }) => context.employmentStatus === 'Salaried',
    isSelfEmployed: ({ context }) => context.employmentStatus === 'Self-Employed',
    hasEmploymentStatus: ({ context }) => context.employmentStatus !== undefined,
    resumesAt: ({ event }, params: { step: WizardStep }) => event.type === 'loaded' && resumeStepOf(event.saved) === params.step,
  },
  actions: {
    prefill: assign(({ event }) => {
      const saved = event.type === 'loaded' ? event.saved : {};
      return { saved, employmentStatus: employmentStatusIn(saved.borrower) };
    }),
    holdPending: assign({
      pending: ({ event }) => (event.type === 'next' || event.type === 'submit' ? event.data : undefined),
      error: undefined,
    }),
    recordSaved: assign(({ context }, params: { step: WizardStep }) => ({
      saved: { ...context.saved, [params.step]: context.pending ?? {} },
      employmentStatus: params.step === 'borrower' ? employmentStatusIn(context.pending) : context.employmentStatus,
      pending: undefined,
    })),
    recordError: assign({
      error: ({ event }) => (event.type === 'save.failed' || event.type === 'submit.failed' ? event.message : undefined),
      pending: undefined,
    }),
    forgetError: assign({ error: undefined }),
  },
  actors: {
    saveStep: fromPromise<void, SaveStepInput>(unprovided('saveStep')),
    submitApplication: fromPromise<void, { data: StepData }>(unprovided('submitApplication')),
  },
});

type StepState = Parameters<typeof wizard.createStateConfig>[0];
type Advance = NonNullable<StepState['on']>['save.succeeded'];
type Back = NonNullable<StepState['on']>['back'];

/**
 * Both variants are built here so they cannot drift. The screen's variant adds only `invoke`s
 * whose outcome is raised as the very `save.*` / `submit.*` event the pure twin receives from
 * outside, so every transition and guard is written once and the model tests of the pure twin
 * cover the screen's navigation (createTestModel refuses machines that invoke).
 */
function createApplicationWizardMachine(calls: 'invoked' | 'sent') {
  const invoked = calls === 'invoked';

  /** A form step: Next saves, and only the server's yes moves on; Back never saves. */
  const formStep = (step: WizardStep, moves: { advance: Advance; back?: Back; nextIf?: 'hasEmploymentStatus' }) =>
    wizard.createStateConfig({
      initial: 'editing',
      states: {
        editing: {
          on: {
            next: { guard: moves.nextIf, target: 'saving', actions: 'holdPending' },
            ...(moves.back ? { back: moves.back } : {}),
          },
        },
        saving: {
          ...(invoked
            ? {
                invoke: {
                  src: 'saveStep',
                  input: ({ context }) => ({ step, data: required(context.pending, `the ${step} values`) }),
                  onDone: { actions: raise({ type: 'save.succeeded' }) },
                  onError: { actions: raise(({ event }) => ({ type: 'save.failed', message: messageOf(event.error) })) },
                },
              }
            : {}),
          on: {
            'save.succeeded': moves.advance,
            'save.failed': { target: 'editing', actions: 'recordError' },
          },
        },
      },
      exit: 'forgetError',
    });

  const recordSaved = (step: WizardStep) => ({ type: 'recordSaved', params: { step } }) as const;
  const advance = (from: WizardStep, target: WizardStep) => ({ target: to(target), actions: recordSaved(from) });

  return wizard.createMachine({
    id: 'applicationWizard',
    context: { employmentStatus: undefined, saved: {}, pending: undefined, error: undefined },
    initial: 'loading',
    states: {
      // Nothing is shown until the saved steps are known, so every step opens prefilled.
      loading: {
        on: {
          loaded: (Object.keys(WIZARD_STEPS) as WizardStep[]).map((step) => ({
            guard: { type: 'resumesAt', params: { step } } as const,
            target: to(step),
            actions: 'prefill' as const,
          })),
        },
      },
      student: formStep('student', { advance: advance('student', 'borrower') }),
      borrower: formStep('borrower', { advance: advance('borrower', 'address'), back: to('student') }),
      address: formStep('address', { advance: advance('address', 'kyc'), back: to('borrower') }),
      kyc: formStep('kyc', {
        advance: [
          { guard: 'isSalaried', ...advance('kyc', 'salariedDocuments') },
          { guard: 'isSelfEmployed', ...advance('kyc', 'businessDocuments') },
        ],
        back: to('address'),
        nextIf: 'hasEmploymentStatus',
      }),
      salariedDocuments: formStep('salariedDocuments', { advance: advance('salariedDocuments', 'employment'), back: to('kyc') }),
      employment: formStep('employment', { advance: advance('employment', 'fees'), back: to('salariedDocuments') }),
      businessDocuments: formStep('businessDocuments', { advance: advance('businessDocuments', 'businessDetails'), back: to('kyc') }),
      businessDetails: formStep('businessDetails', { advance: advance('businessDetails', 'businessHistory'), back: to('businessDocuments') }),
      businessHistory: formStep('businessHistory', { advance: advance('businessHistory', 'fees'), back: to('businessDetails') }),
      // The fee step's Next is Submit: the application goes to the lender only from here.
      fees: {
        initial: 'editing',
        states: {
          editing: {
            on: {
              submit: { target: 'submitting', actions: 'holdPending' },
              back: [
                { guard: 'isSalaried', target: to('employment') },
                { guard: 'isSelfEmployed', target: to('businessHistory') },
              ],
            },
          },
          submitting: {
            ...(invoked
              ? {
                  invoke: {
                    src: 'submitApplication',
                    input: ({ context }) => ({ data: required(context.pending, 'the fee values') }),
                    onDone: { actions: raise({ type: 'submit.succeeded' }) },
                    onError: { actions: raise(({ event }) => ({ type: 'submit.failed', message: messageOf(event.error) })) },
                  },
                }
              : {}),
            on: {
              'submit.succeeded': { target: '#applicationWizard.submitted', actions: recordSaved('fees') },
              'submit.failed': { target: 'editing', actions: 'recordError' },
            },
          },
        },
        exit: 'forgetError',
      },
      submitted: { type: 'final' },
    },
  });
}

/** The borrower's application wizard for the screen: provide `saveStep` and `submitApplication`. */
export const applicationWizardMachine = createApplicationWizardMachine('invoked');

/** The same wizard without calls: save and submit outcomes arrive as events. For model tests. */
export const pureApplicationWizardMachine = createApplicationWizardMachine('sent');

type WizardSnapshot = Pick<SnapshotFrom<typeof pureApplicationWizardMachine>, 'value'>;

/** The step on screen; a submitted application stays on its last step. Undefined while loading. */
export function stepOf(snapshot: WizardSnapshot): WizardStep | undefined {
  const { value } = snapshot;
  if (value === 'loading') return undefined;
  if (value === 'submitted') return 'fees';
  return Object.keys(value)[0] as WizardStep;
}

export function stepNumberOf(snapshot: WizardSnapshot): WizardStepNumber | undefined {
  const step = stepOf(snapshot);
  return step && WIZARD_STEPS[step].number;
}

/** The progress bar's percentage; nothing is done while the saved steps load. */
export function progressOf(snapshot: WizardSnapshot): number {
  const step = stepOf(snapshot);
  return step ? WIZARD_STEPS[step].progress : 0;
}

export function titleOf(step: WizardStepNumber): string {
  const found = Object.values(WIZARD_STEPS).find((entry) => entry.number === step);
  if (!found) throw new RangeError(`the wizard has no step ${String(step)}`);
  return found.title;
}
