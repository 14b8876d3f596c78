// What the screens' machine variants share about the calls they invoke.

/**
 * What a screen shows when an invoked call fails: the server's words when it gave some (the API
 * client throws an Error carrying the response's message), else a sentence the person can act on.
 */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'Something went wrong, please try again.';
}

/** The placeholder for a call the screen must supply; failing loudly beats a silent no-op. */
export function unprovided(name: string): () => never {
  return () => {
    throw new Error(`${name} must be provided with machine.provide({ actors })`);
  };
}

/**
 * What a call needs from context, which the transition into its state always sets. A missing value
 * is a defect: sending a default instead (an empty form, an Accepted decision) would record a lie.
 */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing: the state was entered without it`);
  return value;
}
