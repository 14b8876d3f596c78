import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { EmploymentStatus } from '../domain/enums.ts';
import {
  applicationWizardMachine,
  progressOf,
  pureApplicationWizardMachine,
  resumeStepOf,
  stepNumberOf,
  stepOf,
  titleOf,
} from './application-wizard.machine.ts';
import type { ApplicationWizardEvent, SaveStepInput, SavedSteps, StepData, WizardStep } from './application-wizard.machine.ts';
import { executorsFor, nameOf, settledByHand, snapshotsOf, stateNodeIdsIn, stateNodeIdsOf } from './model-testing.ts';

type Snapshot = SnapshotFrom<typeof pureApplicationWizardMachine>;

/** The values a step's form sends; the borrower step's carry the employment status. */
const valuesOf = (step: WizardStep, status: EmploymentStatus = 'Salaried'): StepData =>
  step === 'borrower' ? { email: 'asha@example.in', empStatus: status } : { step };

const savedUpTo = (steps: readonly WizardStep[], status: EmploymentStatus): SavedSteps =>
  Object.fromEntries(steps.map((step) => [step, valuesOf(step, status)]));

const SALARIED_PATH = ['student', 'borrower', 'address', 'kyc', 'salariedDocuments', 'employment', 'fees'] as const;
const SELF_EMPLOYED_PATH = ['student', 'borrower', 'address', 'kyc', 'businessDocuments', 'businessDetails', 'businessHistory', 'fees'] as const;

function start(saved: SavedSteps = {}) {
  const actor = createActor(pureApplicationWizardMachine).start();
  actor.send({ type: 'loaded', saved });
  return actor;
}

/** Next with the step's values, and the server's yes. */
function saveAndAdvance(actor: ReturnType<typeof start>, status: EmploymentStatus = 'Salaried') {
  const step = stepOf(actor.getSnapshot());
  if (!step) throw new Error('the wizard is not on a step');
  actor.send({ type: 'next', data: valuesOf(step, status) });
  actor.send({ type: 'save.succeeded' });
}

const at = (actor: ReturnType<typeof start>) => stepOf(actor.getSnapshot());

describe('Application wizard: resuming', () => {
  it('A new borrower starts at the student step', () => {
    expect(at(start())).toBe('student');
  });

  it('A returning borrower resumes at the first step of their path with nothing saved', () => {
    expect(at(start(savedUpTo(['student', 'borrower', 'address', 'kyc'], 'Salaried')))).toBe('salariedDocuments');
    expect(at(start(savedUpTo(['student', 'borrower', 'address', 'kyc'], 'Self-Employed')))).toBe('businessDocuments');
    expect(at(start(savedUpTo(['student', 'address'], 'Salaried')))).toBe('borrower');
  });

  it("Saved documents of the other employment path do not count towards the borrower's own", () => {
    const saved = savedUpTo(['student', 'borrower', 'address', 'kyc', 'salariedDocuments', 'employment'], 'Self-Employed');
    expect(resumeStepOf(saved)).toBe('businessDocuments');
  });

  it('A borrower with every step saved resumes at the fee step', () => {
    expect(at(start(savedUpTo(SELF_EMPLOYED_PATH, 'Self-Employed')))).toBe('fees');
  });

  it('Every step opens with its saved values and the saved employment status', () => {
    const saved = savedUpTo(['student', 'borrower'], 'Self-Employed');
    const { context } = start(saved).getSnapshot();
    expect(context.saved).toEqual(saved);
    expect(context.employmentStatus).toBe('Self-Employed');
  });
});

describe('Application wizard: Next saves first', () => {
  it('Next waits for the save before it advances', () => {
    const actor = start();
    actor.send({ type: 'next', data: valuesOf('student') });
    expect(actor.getSnapshot().value).toEqual({ student: 'saving' });
    actor.send({ type: 'save.succeeded' });
    expect(actor.getSnapshot().value).toEqual({ borrower: 'editing' });
    expect(actor.getSnapshot().context.saved.student).toEqual(valuesOf('student'));
  });

  it('Next does not advance when the save fails', () => {
    const actor = start();
    actor.send({ type: 'next', data: valuesOf('student') });
    actor.send({ type: 'save.failed', message: 'Admission number is required.' });
    expect(actor.getSnapshot().value).toEqual({ student: 'editing' });
    expect(actor.getSnapshot().context.error).toBe('Admission number is required.');
    expect(actor.getSnapshot().context.saved.student).toBeUndefined();
  });

  it('Back is refused while a save is in flight', () => {
    const actor = start(savedUpTo(['student'], 'Salaried'));
    actor.send({ type: 'next', data: valuesOf('borrower') });
    expect(actor.getSnapshot().can({ type: 'back' })).toBe(false);
  });

  it('Next from the E-KYC step goes to the salaried documents for a salaried parent', () => {
    const actor = start(savedUpTo(['student', 'borrower', 'address'], 'Salaried'));
    saveAndAdvance(actor);
    expect(at(actor)).toBe('salariedDocuments');
  });

  it('Next from the E-KYC step goes to the business documents for a self-employed parent', () => {
    const actor = start(savedUpTo(['student', 'borrower', 'address'], 'Self-Employed'));
    saveAndAdvance(actor);
    expect(at(actor)).toBe('businessDocuments');
  });

  it('Next from the work-experience step goes straight to the fee step', () => {
    const actor = start(savedUpTo(['student', 'borrower', 'address', 'kyc', 'salariedDocuments'], 'Salaried'));
    saveAndAdvance(actor);
    expect(at(actor)).toBe('fees');
  });

  it('Changing the employment status on the borrower step changes the document steps', () => {
    const actor = start(savedUpTo(['student', 'borrower', 'address', 'kyc'], 'Salaried'));
    for (let i = 0; i < 3; i++) actor.send({ type: 'back' });
    expect(at(actor)).toBe('borrower');
    for (let i = 0; i < 3; i++) saveAndAdvance(actor, 'Self-Employed');
    expect(at(actor)).toBe('businessDocuments');
  });
});

describe('Application wizard: Back', () => {
  const onFees = (status: EmploymentStatus) =>
    start(savedUpTo(status === 'Salaried' ? SALARIED_PATH.slice(0, -1) : SELF_EMPLOYED_PATH.slice(0, -1), status));

  it('Back from the fee step returns to the work experience for a salaried parent', () => {
    const actor = onFees('Salaried');
    actor.send({ type: 'back' });
    expect(at(actor)).toBe('employment');
  });

  it('Back from the fee step returns to the business history for a self-employed parent', () => {
    const actor = onFees('Self-Employed');
    actor.send({ type: 'back' });
    expect(at(actor)).toBe('businessHistory');
  });

  it('Back from the first business document step returns to E-KYC', () => {
    const actor = start(savedUpTo(['student', 'borrower', 'address', 'kyc'], 'Self-Employed'));
    actor.send({ type: 'back' });
    expect(at(actor)).toBe('kyc');
  });

  it('Back never saves, and the first step has no Back', () => {
    const actor = start(savedUpTo(['student'], 'Salaried'));
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toEqual({ student: 'editing' });
    expect(actor.getSnapshot().context.saved).toEqual(savedUpTo(['student'], 'Salaried'));
    expect(actor.getSnapshot().can({ type: 'back' })).toBe(false);
  });
});

describe('Application wizard: submitting', () => {
  it('Submitting the fee step ends the wizard once the server has it', () => {
    const actor = start(savedUpTo(SALARIED_PATH.slice(0, -1), 'Salaried'));
    actor.send({ type: 'submit', data: valuesOf('fees') });
    expect(actor.getSnapshot().value).toEqual({ fees: 'submitting' });
    actor.send({ type: 'submit.succeeded' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(progressOf(actor.getSnapshot())).toBe(100);
  });

  it('A refused submission stays on the fee step with the message', () => {
    const actor = start(savedUpTo(SALARIED_PATH.slice(0, -1), 'Salaried'));
    actor.send({ type: 'submit', data: valuesOf('fees') });
    actor.send({ type: 'submit.failed', message: 'Total fee must be more than zero.' });
    expect(actor.getSnapshot().value).toEqual({ fees: 'editing' });
    expect(actor.getSnapshot().context.error).toBe('Total fee must be more than zero.');
  });

  it('Only the fee step submits', () => {
    expect(start().getSnapshot().can({ type: 'submit', data: {} })).toBe(false);
  });
});

describe('Application wizard: step numbers, titles and progress', () => {
  const walk = (path: readonly WizardStep[], status: EmploymentStatus) => {
    const actor = start();
    const seen: Array<[number | undefined, number, string]> = [];
    for (let i = 0; i < path.length; i++) {
      const number = stepNumberOf(actor.getSnapshot());
      seen.push([number, progressOf(actor.getSnapshot()), number ? titleOf(number) : '']);
      if (i < path.length - 1) saveAndAdvance(actor, status);
    }
    return seen;
  };

  it('The salaried path shows steps 1-6 and 10 with their progress', () => {
    expect(walk(SALARIED_PATH, 'Salaried')).toEqual([
      [1, 25, 'Student Details'],
      [2, 50, 'Borrower Details 1/2'],
      [3, 50, 'Borrower Details 2/2'],
      [4, 60, 'E-KYC Details'],
      [5, 80, 'Document Details 1/2'],
      [6, 80, 'Document Details 2/2'],
      [10, 100, 'Fee Details 4/4'],
    ]);
  });

  it('The self-employed path shows steps 1-4, 7-9 and 10 with their progress', () => {
    expect(walk(SELF_EMPLOYED_PATH, 'Self-Employed').map(([number, progress]) => [number, progress])).toEqual([
      [1, 25],
      [2, 50],
      [3, 50],
      [4, 60],
      [7, 80],
      [8, 80],
      [9, 80],
      [10, 100],
    ]);
  });

  it('Nothing is shown as done while the saved steps load', () => {
    const snapshot = createActor(pureApplicationWizardMachine).getSnapshot();
    expect(stepNumberOf(snapshot)).toBeUndefined();
    expect(progressOf(snapshot)).toBe(0);
  });
});

describe("Application wizard: the screen's variant makes the calls", () => {
  function startWithCalls() {
    const saveStep = settledByHand<void, SaveStepInput>();
    const submitApplication = settledByHand<void, { data: StepData }>();
    const machine = applicationWizardMachine.provide({ actors: { saveStep: saveStep.logic, submitApplication: submitApplication.logic } });
    const actor = createActor(machine).start();
    return { actor, saveStep, submitApplication };
  }

  it('saves the step with its values and advances on the reply', async () => {
    const { actor, saveStep } = startWithCalls();
    actor.send({ type: 'loaded', saved: {} });
    actor.send({ type: 'next', data: valuesOf('student') });
    expect(saveStep.inputs).toEqual([{ step: 'student', data: valuesOf('student') }]);
    await saveStep.resolve();
    expect(stepOf(actor.getSnapshot())).toBe('borrower');
  });

  it("stays on the step with the server's message when the save is refused", async () => {
    const { actor, saveStep } = startWithCalls();
    actor.send({ type: 'loaded', saved: {} });
    actor.send({ type: 'next', data: valuesOf('student') });
    await saveStep.reject(new Error('Pincode should be proper.'));
    expect(actor.getSnapshot().value).toEqual({ student: 'editing' });
    expect(actor.getSnapshot().context.error).toBe('Pincode should be proper.');
  });
});

describe('Application wizard, model-based', () => {
  // Fixed values per step keep the saved data, and so the model's states, few. Back is offered only
  // from a step not yet saved, which still takes every Back edge without walking every history.
  const events = (snapshot: Snapshot): ApplicationWizardEvent[] => {
    const step = stepOf(snapshot);
    const always: ApplicationWizardEvent[] = [
      { type: 'loaded', saved: {} },
      { type: 'loaded', saved: savedUpTo(['student', 'borrower', 'address', 'kyc'], 'Self-Employed') },
      { type: 'save.succeeded' },
      { type: 'save.failed', message: 'Please try again.' },
      { type: 'submit', data: valuesOf('fees') },
      { type: 'submit.succeeded' },
      { type: 'submit.failed', message: 'Please try again.' },
    ];
    if (!step) return always;
    const saved = snapshot.context.saved[step];
    const statuses: EmploymentStatus[] = snapshot.context.employmentStatus ? [snapshot.context.employmentStatus] : ['Salaried', 'Self-Employed'];
    const nexts = statuses.map((status): ApplicationWizardEvent => ({ type: 'next', data: valuesOf(step, status) }));
    return [...always, ...nexts, ...(saved ? [] : [{ type: 'back' } as const])];
  };
  const model = createTestModel(pureApplicationWizardMachine, { events });
  const paths = model.getShortestPaths();

  for (const path of paths) {
    it(nameOf(path), async () => {
      // The system under test is the screen's variant: outcomes come from its invoked calls.
      const saveStep = settledByHand<void, SaveStepInput>();
      const submitApplication = settledByHand<void, { data: StepData }>();
      const actor = createActor(
        applicationWizardMachine.provide({ actors: { saveStep: saveStep.logic, submitApplication: submitApplication.logic } }),
      ).start();
      const drive = async (event: ApplicationWizardEvent) => {
        if (event.type === 'save.succeeded') await saveStep.resolve();
        else if (event.type === 'save.failed') await saveStep.reject(new Error(event.message));
        else if (event.type === 'submit.succeeded') await submitApplication.resolve();
        else if (event.type === 'submit.failed') await submitApplication.reject(new Error(event.message));
        else actor.send(event);
      };
      await path.test({
        events: executorsFor<ApplicationWizardEvent>(
          ['loaded', 'next', 'back', 'save.succeeded', 'save.failed', 'submit', 'submit.succeeded', 'submit.failed'],
          drive,
        ),
        states: {
          '*': (expected) => {
            expect(actor.getSnapshot().value).toEqual(expected.value);
            expect(actor.getSnapshot().context).toEqual(expected.context);
          },
        },
      });
    });
  }

  const allStates = stateNodeIdsOf(pureApplicationWizardMachine);
  const reachedWith = (status: EmploymentStatus) =>
    stateNodeIdsIn(paths.filter((path) => path.state.context.employmentStatus === status).flatMap(snapshotsOf));
  const stepsOnly = (steps: readonly string[]) => (id: string) => !steps.some((step) => id.startsWith(`applicationWizard.${step}`));

  it('The paths together reach every state of the wizard', () => {
    expect(stateNodeIdsIn(paths.flatMap(snapshotsOf))).toEqual(allStates);
  });

  it('The paths of salaried parents reach every state on the salaried path', () => {
    expect(reachedWith('Salaried')).toEqual(allStates.filter(stepsOnly(['businessDocuments', 'businessDetails', 'businessHistory'])));
  });

  it('The paths of self-employed parents reach every state on the self-employed path', () => {
    expect(reachedWith('Self-Employed')).toEqual(allStates.filter(stepsOnly(['salariedDocuments', 'employment'])));
  });
});
