import { z } from 'zod';
import { loanStatusSchema } from '../enums-lifecycle.ts';
import { applicationNumberSchema } from './staff.schema.ts';

// The review desk's lists and pick-up (001, section 7); the decisions' bodies are in staff.schema.ts.

export const loanIdParamSchema = z.object({ id: applicationNumberSchema });

export const REVIEW_PAGE_SIZE = { default: 10, max: 100 } as const;

/** A dashboard list: optional status filter (All means none) and paging. */
export const queueQuerySchema = z.object({
  status: z.union([z.literal('All'), z.literal(''), loanStatusSchema]).optional().transform((value) => (value === 'All' || value === '' ? undefined : value)),
  page: z.coerce.number().int('Page should be a whole number.').min(1, 'Page should be 1 or more.').default(1),
  pageSize: z.coerce.number().int('Page size should be a whole number.').min(1, 'Page size should be 1 or more.')
    .max(REVIEW_PAGE_SIZE.max, `Page size should be at most ${REVIEW_PAGE_SIZE.max}.`).default(REVIEW_PAGE_SIZE.default),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

/** POST /{role}/assignloan: a reviewer picks an application up. */
export const assignLoanSchema = z.object({ loanid: applicationNumberSchema }).strict();

/** One row of a reviewer's dashboard (001, section 3). */
export const queueRowSchema = z.object({
  loanid: z.string(),
  date: z.string(),
  applicant_name: z.string(),
  total_fee: z.number(),
  status: z.string(),
  underwriter_remarks: z.string().nullable(),
  approver_remarks: z.string().nullable(),
  assigned_to: z.string().nullable(),
});
export type QueueRowView = z.infer<typeof queueRowSchema>;

export const loanCountsSchema = z.object({ total_loans: z.number(), in_progress_loans: z.number(), rejected_loans: z.number() });
export type LoanCounts = z.infer<typeof loanCountsSchema>;
