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
