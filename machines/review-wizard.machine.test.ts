import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { EmploymentStatus, ReviewSection } from '../domain/enums.ts';
import { executorsFor, nameOf, settledByHand, snapshotsOf, stateNodeIdsIn, stateNodeIdsOf } from './model-testing.ts';
import { pureReviewWizardMachine, reviewWizardMachine, sectionsOnPath, stepNumberOf, stepOf, summaryRows } from './review-wizard.machine.ts';
import type { FinalDecision, ReviewerRole, ReviewWizardEvent, ReviewWizardInput, SectionDecision, SectionDecisionInput } from './review-wizard.machine.ts';

type Snapshot = SnapshotFrom<typeof pureReviewWizardMachine>;

function start(input: ReviewWizardInput, ...events: ReviewWizardEvent[]) {
  const actor = createActor(pureReviewWizardMachine, { input }).start();
  for (const event of events) actor.send(event);
  return actor;
}

type Sections = Partial<Record<ReviewSection, SectionDecision>>;

const accepted: SectionDecision = { status: 'Accepted' };
const allAccepted = (status: EmploymentStatus): Sections => Object.fromEntries(sectionsOnPath(status).map((section) => [section, accepted]));
const next = (times: number): ReviewWizardEvent[] => Array.from({ length: times }, () => ({ type: 'next' }) as const);
const back = (times: number): ReviewWizardEvent[] => Array.from({ length: times }, () => ({ type: 'back' }) as const);
const onScoreCard = (role: ReviewerRole, status: EmploymentStatus, sections: Sections = allAccepted(status)) =>
  start({ role, employmentStatus: status, sections }, ...next(status === 'Salaried' ? 8 : 9));

const salaried: ReviewWizardInput = { role: 'underwriter', employmentStatus: 'Salaried' };
const selfEmployed: ReviewWizardInput = { role: 'approver', employmentStatus: 'Self-Employed' };

describe('Review wizard: moving between steps', () => {
  it('Next from KYC goes to the salaried documents (5) for a salaried borrower', () => {
    expect(stepOf(start(salaried, ...next(4)).getSnapshot())).toBe('documentDetails1');
  });

  it('Next from KYC goes to the first self-employed step (7), not 8, for a self-employed borrower', () => {
    expect(stepNumberOf(start(selfEmployed, ...next(4)).getSnapshot())).toBe(7);
  });

  it('Next from the second salaried document step jumps to the fee step', () => {
    expect(stepOf(start(salaried, ...next(6)).getSnapshot())).toBe('feeDetails');
  });

  it('Back from the first self-employed step returns to KYC', () => {
    expect(stepOf(start(selfEmployed, ...next(4), ...back(1)).getSnapshot())).toBe('kycDetails');
  });

  it('Back from the fee step returns to the business history for a self-employed borrower', () => {
    expect(stepNumberOf(start(selfEmployed, ...next(7), ...back(1)).getSnapshot())).toBe(9);
  });

  it('Back from the fee step returns to the second document step for a salaried borrower', () => {
    expect(stepNumberOf(start(salaried, ...next(6), ...back(1)).getSnapshot())).toBe(6);
  });

  it('Re-Evaluate on the summary goes back to the fee step, and Proceed leads to the score card', () => {
    const actor = start(salaried, ...next(7));
    expect(stepOf(actor.getSnapshot())).toBe('summary');
    actor.send({ type: 'back' });
    expect(stepOf(actor.getSnapshot())).toBe('feeDetails');
    actor.send({ type: 'next' });
    actor.send({ type: 'next' });
    expect(stepNumberOf(actor.getSnapshot())).toBe(12);
  });

  it('Each path numbers its steps as the specification does', () => {
    const walk = (input: ReviewWizardInput, steps: number) => {
      const actor = start(input);
      return Array.from({ length: steps }, (_, i) => {
        if (i > 0) actor.send({ type: 'next' });
        return stepNumberOf(actor.getSnapshot());
      });
    };
    expect(walk(salaried, 9)).toEqual([1, 2, 3, 4, 5, 6, 10, 11, 12]);
    expect(walk(selfEmployed, 10)).toEqual([1, 2, 3, 4, 7, 8, 9, 10, 11, 12]);
  });
});

describe('Review wizard: section decisions', () => {
  it('Accept stays in flight until the server confirms, then is recorded under the section name', () => {
    const actor = start(salaried, ...next(1), { type: 'section.accept' });
    expect(actor.getSnapshot().value).toEqual({ borrowerDetails: 'deciding' });
    expect(actor.getSnapshot().context.sections).toEqual({});
    actor.send({ type: 'decision.succeeded' });
    expect(actor.getSnapshot().value).toEqual({ borrowerDetails: 'open' });
    expect(actor.getSnapshot().context.sections).toEqual({ borrowerDetails: accepted });
  });

  it('Reject requires a comment', () => {
    const snapshot = start(salaried).getSnapshot();
    expect(snapshot.can({ type: 'section.reject', comment: '' })).toBe(false);
    expect(snapshot.can({ type: 'section.reject', comment: '   ' })).toBe(false);
    expect(snapshot.can({ type: 'section.reject', comment: 'Photo does not match' })).toBe(true);
  });

  it('A confirmed rejection keeps its comment', () => {
    const actor = start(salaried, ...next(3), { type: 'section.reject', comment: ' Bill is older than 3 months ' }, { type: 'decision.succeeded' });
    expect(actor.getSnapshot().context.sections.kycDetails).toEqual({ status: 'Rejected', comment: 'Bill is older than 3 months' });
  });

  it('A decision the server refuses is not recorded, and its message is shown', () => {
    const actor = start(salaried, { type: 'section.accept' }, { type: 'decision.failed', message: 'Loan is assigned to someone else.' });
    expect(actor.getSnapshot().value).toEqual({ studentDetails: 'open' });
    expect(actor.getSnapshot().context.sections).toEqual({});
    expect(actor.getSnapshot().context.error).toBe('Loan is assigned to someone else.');
  });

  it('The reviewer cannot move on while a decision is in flight', () => {
    const snapshot = start(salaried, ...next(1), { type: 'section.accept' }).getSnapshot();
    expect(snapshot.can({ type: 'next' })).toBe(false);
    expect(snapshot.can({ type: 'back' })).toBe(false);
  });

  it('A section can be decided again after re-evaluation', () => {
    const actor = start(salaried, { type: 'section.accept' }, { type: 'decision.succeeded' });
    actor.send({ type: 'section.reject', comment: 'Wrong school' });
    actor.send({ type: 'decision.succeeded' });
    expect(actor.getSnapshot().context.sections.studentDetails).toEqual({ status: 'Rejected', comment: 'Wrong school' });
  });
});

describe('Review wizard: summary rows', () => {
  it('Every row is pending before anything is decided', () => {
    expect(summaryRows({ employmentStatus: 'Salaried', sections: {} }).map((row) => [row.entity, row.status])).toEqual([
      ['Student Details', 'Pending'],
      ['Borrower Details', 'Pending'],
      ['KYC Details', 'Pending'],
      ['Document Details', 'Pending'],
      ['Fee Details', 'Pending'],
    ]);
  });

  it('A row is Accepted only when every section behind it is, and shows the comments of rejected ones', () => {
    const sections: Sections = {
      ...allAccepted('Self-Employed'),
      addressDetails: { status: 'Rejected', comment: 'Address proof missing' },
      selfEmployedDetails3: undefined,
    };
    expect(summaryRows({ employmentStatus: 'Self-Employed', sections })).toEqual([
      { entity: 'Student Details', status: 'Accepted', error: '' },
      { entity: 'Borrower Details', status: 'Rejected', error: 'Address proof missing' },
      { entity: 'KYC Details', status: 'Accepted', error: '' },
      { entity: 'Document Details', status: 'Pending', error: '' },
      { entity: 'Fee Details', status: 'Accepted', error: '' },
    ]);
  });

  it("The Document row reads only the borrower's own path", () => {
    const sections = { ...allAccepted('Salaried'), selfEmployedDetails1: { status: 'Rejected', comment: 'n/a' } as const };
    expect(summaryRows({ employmentStatus: 'Salaried', sections })[3]).toEqual({ entity: 'Document Details', status: 'Accepted', error: '' });
  });
});

describe('Review wizard: final decisions', () => {
  it('An underwriter cannot sanction or return an application', () => {
    const snapshot = onScoreCard('underwriter', 'Salaried').getSnapshot();
    expect(snapshot.can({ type: 'final.sanction', remark: 'Fine' })).toBe(false);
    expect(snapshot.can({ type: 'final.return', remark: 'Recheck' })).toBe(false);
  });

  it('An approver cannot recommend', () => {
    expect(onScoreCard('approver', 'Salaried').getSnapshot().can({ type: 'final.recommend', remark: 'Fine' })).toBe(false);
  });

  it('An underwriter recommends with a remark once every section is accepted', () => {
    const actor = onScoreCard('underwriter', 'Self-Employed');
    expect(actor.getSnapshot().can({ type: 'final.recommend', remark: '' })).toBe(false);
    actor.send({ type: 'final.recommend', remark: 'Stable business for 8 years' });
    expect(actor.getSnapshot().value).toEqual({ scoreCard: 'deciding' });
    actor.send({ type: 'decision.succeeded' });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.finalDecision).toEqual({ kind: 'recommend', remark: 'Stable business for 8 years' });
  });

  it("Recommend and sanction wait until every section on the borrower's path is accepted", () => {
    const pending = { ...allAccepted('Salaried'), documentDetails2: undefined };
    const rejected = { ...allAccepted('Salaried'), feeDetails: { status: 'Rejected', comment: 'Fee too high' } as const };
    expect(onScoreCard('underwriter', 'Salaried', pending).getSnapshot().can({ type: 'final.recommend', remark: 'Fine' })).toBe(false);
    expect(onScoreCard('approver', 'Salaried', rejected).getSnapshot().can({ type: 'final.sanction', remark: '' })).toBe(false);
    // The other path's sections are never reviewed, so they cannot hold a decision back.
    expect(onScoreCard('approver', 'Salaried').getSnapshot().can({ type: 'final.sanction', remark: '' })).toBe(true);
  });

  it('Reject is allowed with sections still rejected, and carries its reason', () => {
    const sections = { ...allAccepted('Salaried'), feeDetails: { status: 'Rejected', comment: 'Fee too high' } as const };
    const snapshot = onScoreCard('underwriter', 'Salaried', sections).getSnapshot();
    expect(snapshot.can({ type: 'final.reject', remark: 'Fee receipt does not match the school' })).toBe(true);
    expect(snapshot.can({ type: 'final.reject', remark: '' })).toBe(false);
  });

  it('An approver returns the application to the underwriter with a remark', () => {
    const actor = onScoreCard('approver', 'Self-Employed', {});
    expect(actor.getSnapshot().can({ type: 'final.return', remark: '' })).toBe(false);
    actor.send({ type: 'final.return', remark: 'Verify the GST returns' });
    actor.send({ type: 'decision.succeeded' });
    expect(actor.getSnapshot().context.finalDecision).toEqual({ kind: 'return_to_underwriter', remark: 'Verify the GST returns' });
  });

  it('A final decision the server refuses leaves the score card open with the message', () => {
    const actor = onScoreCard('approver', 'Salaried');
    actor.send({ type: 'final.sanction', remark: '' });
    actor.send({ type: 'decision.failed', message: 'Sanction limit exceeded.' });
    expect(actor.getSnapshot().value).toEqual({ scoreCard: 'open' });
    expect(actor.getSnapshot().context.finalDecision).toBeUndefined();
    expect(actor.getSnapshot().context.error).toBe('Sanction limit exceeded.');
  });

  it('Final decisions are taken only on the score card', () => {
    const snapshot = start({ ...salaried, sections: allAccepted('Salaried') }, ...next(7)).getSnapshot();
    expect(stepOf(snapshot)).toBe('summary');
    expect(snapshot.can({ type: 'final.reject', remark: 'No' })).toBe(false);
  });
});

describe("Review wizard: the screen's variant makes the calls", () => {
  it('sends the section decision and the final decision, and moves on when they are confirmed', async () => {
    const recordSectionDecision = settledByHand<void, SectionDecisionInput>();
    const recordFinalDecision = settledByHand<void, FinalDecision>();
    const machine = reviewWizardMachine.provide({
      actors: { recordSectionDecision: recordSectionDecision.logic, recordFinalDecision: recordFinalDecision.logic },
    });
    const actor = createActor(machine, { input: { role: 'underwriter', employmentStatus: 'Salaried' } }).start();
    actor.send({ type: 'section.reject', comment: 'Blurred photo' });
    expect(recordSectionDecision.inputs).toEqual([{ section: 'studentDetails', decision: { status: 'Rejected', comment: 'Blurred photo' } }]);
    await recordSectionDecision.reject(new Error('Loan is closed.'));
    expect(actor.getSnapshot().context.error).toBe('Loan is closed.');
    for (let i = 0; i < 8; i++) actor.send({ type: 'next' });
    actor.send({ type: 'final.reject', remark: 'Documents unreadable' });
    expect(recordFinalDecision.inputs).toEqual([{ kind: 'reject', remark: 'Documents unreadable' }]);
    await recordFinalDecision.resolve();
    expect(actor.getSnapshot().value).toBe('decided');
  });
});

describe('Review wizard, model-based', () => {
  const events: ReviewWizardEvent[] = [
    { type: 'next' },
    { type: 'back' },
    { type: 'section.accept' },
    { type: 'section.reject', comment: 'Blurred scan' },
    { type: 'section.reject', comment: ' ' },
    { type: 'decision.succeeded' },
    { type: 'decision.failed', message: 'Please try again.' },
    { type: 'final.recommend', remark: 'Steady income' },
    { type: 'final.recommend', remark: '' },
    { type: 'final.sanction', remark: '' },
    { type: 'final.reject', remark: 'Fee receipt does not match' },
    { type: 'final.reject', remark: '' },
    { type: 'final.return', remark: 'Check the bank statement' },
  ];
  // Sections are decided in order, each before moving on, and only the fee section's rejection is
  // confirmed: that keeps the model's states to a few per step while every edge is still taken.
  const filterEvents = (snapshot: Snapshot, event: ReviewWizardEvent): boolean => {
    const step = stepOf(snapshot);
    const reviewable = step !== 'summary' && step !== 'scoreCard';
    const decided = reviewable && snapshot.context.sections[step] !== undefined;
    if (event.type === 'next') return !reviewable || decided;
    if (event.type === 'back') return !reviewable || !decided;
    if (event.type === 'section.accept' || event.type === 'section.reject') return !decided;
    if (event.type === 'decision.succeeded') {
      const pending = snapshot.context.pending;
      return pending?.decision.status !== 'Rejected' || pending.section === 'feeDetails';
    }
    return true;
  };

  const roles: ReviewerRole[] = ['underwriter', 'approver'];
  const statuses: EmploymentStatus[] = ['Salaried', 'Self-Employed'];
  const pathsFor = new Map<EmploymentStatus, Snapshot[]>(statuses.map((status) => [status, []]));

  for (const role of roles) {
    for (const status of statuses) {
      const input: ReviewWizardInput = { role, employmentStatus: status };
      const paths = createTestModel(pureReviewWizardMachine, { events, filterEvents, input }).getShortestPaths();
      pathsFor.get(status)?.push(...paths.flatMap(snapshotsOf));

      describe(`an ${role} reviewing a ${status} borrower`, () => {
        for (const path of paths) {
          it(nameOf(path), async () => {
            // The system under test is the screen's variant: confirmations come from its invoked calls.
            const recordSectionDecision = settledByHand<void, SectionDecisionInput>();
            const recordFinalDecision = settledByHand<void, FinalDecision>();
            const machine = reviewWizardMachine.provide({
              actors: { recordSectionDecision: recordSectionDecision.logic, recordFinalDecision: recordFinalDecision.logic },
            });
            const actor = createActor(machine, { input }).start();
            const inFlight = () => (stepOf(actor.getSnapshot()) === 'scoreCard' ? recordFinalDecision : recordSectionDecision);
            const drive = async (event: ReviewWizardEvent) => {
              if (event.type === 'decision.succeeded') await inFlight().resolve();
              else if (event.type === 'decision.failed') await inFlight().reject(new Error(event.message));
              else actor.send(event);
            };
            await path.test({
              events: executorsFor<ReviewWizardEvent>(
                [
                  'next',
                  'back',
                  'section.accept',
                  'section.reject',
                  'decision.succeeded',
                  'decision.failed',
                  'final.recommend',
                  'final.sanction',
                  'final.reject',
                  'final.return',
                ],
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
      });
    }
  }

  const allStates = stateNodeIdsOf(pureReviewWizardMachine);
  const without = (steps: readonly string[]) => allStates.filter((id) => !steps.some((step) => id.startsWith(`reviewWizard.${step}`)));

  it('The paths together reach every state of the review', () => {
    expect(stateNodeIdsIn(statuses.flatMap((status) => pathsFor.get(status) ?? []))).toEqual(allStates);
  });

  it('The paths for salaried borrowers reach every state on the salaried path', () => {
    expect(stateNodeIdsIn(pathsFor.get('Salaried') ?? [])).toEqual(without(['selfEmployedDetails']));
  });

  it('The paths for self-employed borrowers reach every state on the self-employed path', () => {
    expect(stateNodeIdsIn(pathsFor.get('Self-Employed') ?? [])).toEqual(without(['documentDetails']));
  });
});
