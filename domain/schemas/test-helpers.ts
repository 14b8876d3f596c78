import type { z } from 'zod';

/** A failed parse as [path, message] pairs, the way a form shows its errors; empty when it passes. */
export function issuesOf(schema: z.ZodType, input: unknown): Array<[string, string]> {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]);
}

/** The keys a strict object refused, for checking that a stray `status` is named. */
export function refusedKeys(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
}
