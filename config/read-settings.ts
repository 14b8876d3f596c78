/**
 * Runs each settings reader of a process and throws once with every problem of every reader, so a
 * deployment fixes its environment in one go instead of one variable per restart.
 */
export function readSettings<T extends Record<string, () => unknown>>(readers: T): { [K in keyof T]: ReturnType<T[K]> } {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(readers)) {
    try {
      values[name] = read();
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return values as { [K in keyof T]: ReturnType<T[K]> };
}
