import { fromPromise } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';

// Support for the machines' own tests only: nothing in the product imports this file.

/** Every state node of a machine but the root: what a model's paths must reach between them. */
export function stateNodeIdsOf(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const child of Object.values(node.states)) {
      ids.push(child.id);
      visit(child);
    }
  };
  visit(machine.root);
  return ids.sort();
}

/** The state nodes active in any of the snapshots, root excluded. */
export function stateNodeIdsIn(snapshots: Iterable<AnyMachineSnapshot>): string[] {
  const ids = new Set<string>();
  for (const snapshot of snapshots) {
    for (const node of snapshot._nodes) if (node.parent) ids.add(node.id);
  }
  return [...ids].sort();
}

/** A test name for a generated path: where it ends and the events that lead there. */
export function nameOf(path: { steps: ReadonlyArray<{ event: EventObject }>; state: AnyMachineSnapshot }): string {
  const events = path.steps
    .map((step) => step.event)
    .filter((event) => event.type !== 'xstate.init')
    .map(({ type, ...payload }) => (Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type));
  return `reaches ${JSON.stringify(path.state.value)} by ${events.join(' → ') || 'starting'}`;
}

/** Every snapshot a generated path passes through, its start included. */
export function snapshotsOf<TSnapshot>(path: { steps: ReadonlyArray<{ state: TSnapshot }>; state: TSnapshot }): TSnapshot[] {
  return [...path.steps.map((step) => step.state), path.state];
}

/**
 * One executor per event type for `path.test({ events })`: the model hands each executor its step,
 * whose event is the full event the model took, so one function can drive the system under test.
 */
export function executorsFor<TEvent extends EventObject>(
  types: ReadonlyArray<TEvent['type']>,
  run: (event: TEvent) => Promise<void> | void,
): Record<TEvent['type'], (step: { event: EventObject }) => Promise<void> | void> {
  return Object.fromEntries(types.map((type) => [type, (step: { event: EventObject }) => run(step.event as TEvent)])) as Record<
    TEvent['type'],
    (step: { event: EventObject }) => Promise<void> | void
  >;
}

/** A stand-in for a `fromPromise` actor that the test settles by hand, recording what it was given. */
export function settledByHand<TOutput, TInput>() {
  let pending: { resolve: (output: TOutput) => void; reject: (error: unknown) => void } | undefined;
  const inputs: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        inputs.push(input);
        pending = { resolve, reject };
      }),
  );
  const take = () => {
    if (!pending) throw new Error('no call is in flight');
    const settle = pending;
    pending = undefined;
    return settle;
  };
  return {
    logic,
    inputs,
    resolve: async (output: TOutput) => {
      take().resolve(output);
      await settled();
    },
    reject: async (error: unknown) => {
      take().reject(error);
      await settled();
    },
  };
}

/** Lets a settled promise's outcome reach the machine that invoked it. */
export function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
