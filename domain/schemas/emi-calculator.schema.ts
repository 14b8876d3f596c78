import { z } from 'zod';
import { CALCULATOR_TENURES, INTEREST_RATES } from '../enums.ts';
import { MAX_AMOUNT_RUPEES, wholeNumber } from './common.ts';

export const CALCULATOR_MONTHS = CALCULATOR_TENURES;
export const CALCULATOR_RATES = INTEREST_RATES;

/** One child's row of the calculator: the loan amount (`principle`, the spec's spelling), months and rate. */
export const emiDetailSchema = z.object({
  principle: wholeNumber('Amount is required.').pipe(
    z.number().min(1, 'Amount is required.').max(MAX_AMOUNT_RUPEES, 'Amount should be at most ₹1,00,00,000.'),
  ),
  months: wholeNumber('Month is required.').pipe(
    z.number().refine((m) => (CALCULATOR_MONTHS as readonly number[]).includes(m), 'Month should be 6, 12 or 18.'),
  ),
  rate: wholeNumber('Interest Rate is required.').pipe(
    z.number().refine((r) => (CALCULATOR_RATES as readonly number[]).includes(r), 'Interest Rate should be between 10 and 21.'),
  ),
}).strict();
export type EmiDetail = z.infer<typeof emiDetailSchema>;

/** POST /documents/emicalculator: one entry per child, at most two. */
export const emiCalculatorRequestSchema = z.object({
  emiDetails: z.array(emiDetailSchema).min(1, 'emiDetails needs at least one child.').max(2, 'emiDetails takes at most two children.'),
}).strict();
export type EmiCalculatorRequest = z.infer<typeof emiCalculatorRequestSchema>;

export const emiCalculatorResultSchema = z.object({
  child1Emi: z.number(),
  child2Emi: z.number().optional(),
  totalEmi: z.number(),
});
export type EmiCalculatorResult = z.infer<typeof emiCalculatorResultSchema>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Drops the second child's row while its amount is empty: an untouched second row is not a second child. */
function dropUnfilledSecondRow(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('emiDetails' in value) || !Array.isArray(value.emiDetails)) return value;
  const [first, second, ...rest] = value.emiDetails as unknown[];
  const secondFilled = typeof second === 'object' && second !== null && !isBlank((second as { principle?: unknown }).principle);
  if (second === undefined || secondFilled || rest.length > 0) return value;
  return { ...value, emiDetails: [first] };
}

/**
 * The calculator form's two rows, `emiDetails.0` and `emiDetails.1`: the second row counts once its
 * amount is filled, and then it is validated like the first. Its output is the request to send.
 */
export const emiCalculatorFormSchema = z.preprocess(dropUnfilledSecondRow, emiCalculatorRequestSchema);
