import { z } from 'zod';
import { BORROWER_FILTERS } from '../enums-lifecycle.ts';

// What the administrator portal needs beyond admin.schema.ts: the list queries and what they answer.

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `?search=&page=&pageSize=` of every administrator list: a name fragment, 1-based page. */
export const listQuerySchema = z.object({
  search: z.string().trim().max(50, 'Search should be at most 50 characters.').optional().transform((value) => value || undefined),
  page: z.coerce.number().int('Page should be a whole number.').min(1, 'Page should be 1 or more.').default(1),
  pageSize: z.coerce.number().int('Page size should be a whole number.').min(1, 'Page size should be 1 or more.')
    .max(MAX_PAGE_SIZE, `Page size should be at most ${MAX_PAGE_SIZE}.`).default(DEFAULT_PAGE_SIZE),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The borrower list also takes the payment-behaviour filter (002, section 2.5). */
export const borrowerListQuerySchema = listQuerySchema.extend({
  filter: z.enum(BORROWER_FILTERS, { error: 'Select one of the listed options.' }).default('All'),
});
export type BorrowerListQuery = z.infer<typeof borrowerListQuerySchema>;

/** One page of a list and how many rows match in all. */
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** PUT /admin/deleteapprover/{userName} and /admin/deleteunderwriter/{userName}. */
export const staffUserNameParamSchema = z.object({
  userName: z.string().trim().min(1, 'Username is required.').max(30, 'Username should be at most 30 characters.'),
});

/** The Aadhaar scan's limits: a PDF or a photograph, at most 2 MB, its name under 26 characters. */
export const AADHAAR_FILE_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'] as const,
} as const;
