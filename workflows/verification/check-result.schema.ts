import { z } from 'zod';
import type { CheckResult } from './verification.messages.ts';

/** A check's result as it comes back from a verification workflow, read at the API's edge (kept out of workflow code). */
export const checkResultSchema: z.ZodType<CheckResult> = z.object({
  outcome: z.enum(['verified', 'failed']),
  reason: z.string().optional(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  provider: z.string(),
});
