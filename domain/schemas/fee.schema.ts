import { z } from 'zod';
import { APPLICATION_TENURES, QUARTERS } from '../enums.ts';
import { ALWAYS, choice, numberChoice, optionalRupees, requiredText, rupees } from './common.ts';
import { calendarDateOf } from './dates.ts';
import type { Today } from './dates.ts';

export const MAX_FEE_ENTRIES = 2;
/** The loan limits of the plans (000, sections 1 and 9), in rupees. */
export const MIN_LOAN_RUPEES = 1_00_000;
export const MIN_EXTENSION_LOAN_RUPEES = 3_00_000;
export const MAX_ADMISSION_FEE_RUPEES = 3_00_000;

export const FEE_MESSAGES = {
  admissionFeeCap: 'Admission should not be more than 3 lakhs.',
  totalMismatch: 'Total Fee should be the sum of the fees.',
  belowMinimum: 'The minimum loan amount is ₹1,00,000.',
  extensionBelowMinimum: 'The 18 Months tenure needs a loan of at least ₹3,00,000.',
  duplicateAdmissionNumber: 'Each fee entry should be for a different student.',
  academicYearOutside: 'Select the current or the next academic year.',
} as const;

/**
 * The academic year a date falls in, written '2025-26'. Indian school years start in April, so a
 * parent in March is still in the year that began the April before.
 */
export function academicYearOf(today: Today): string {
  const [year, month] = calendarDateOf(today).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Fees are financed for the year under way or the one about to start, never a past one. */
export function academicYearOptions(today: Today): readonly [string, string] {
  const current = academicYearOf(today);
  const start = Number(current.slice(0, 4));
  return [current, `${start + 1}-${String((start + 2) % 100).padStart(2, '0')}`];
}

const otherFeeSchema = z
  .object({ uniformFee: optionalRupees(), studyMaterialFee: optionalRupees(), extracurricularFee: optionalRupees() })
  .strict();

interface FeeParts {
  admissionFee: number;
  tutionFee: number;
  transportFee: number;
  otherFee: { uniformFee: number; studyMaterialFee: number; extracurricularFee: number };
}

/** The loan amount a fee entry asks for: every fee, the optional ones included. */
export function sumOfFees({ admissionFee, tutionFee, transportFee, otherFee }: FeeParts): number {
  return admissionFee + tutionFee + transportFee + otherFee.uniformFee + otherFee.studyMaterialFee + otherFee.extracurricularFee;
}

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The amount rules, reported on the field a parent would change. */
function checkAmounts(entry: Partial<Record<keyof FeeParts | 'totalFee' | 'tenure', unknown>>, ctx: z.RefinementCtx): void {
  const other = entry.otherFee as Partial<FeeParts['otherFee']> | undefined;
  const parts = [entry.admissionFee, entry.tutionFee, entry.transportFee, other?.uniformFee, other?.studyMaterialFee, other?.extracurricularFee];
  const total = entry.totalFee;
  if (!isNumber(total)) return;
  if (parts.every(isNumber) && parts.reduce((sum, part) => sum + part, 0) !== total) {
    ctx.addIssue({ code: 'custom', message: FEE_MESSAGES.totalMismatch, path: ['totalFee'] });
  } else if (total < MIN_LOAN_RUPEES) {
    ctx.addIssue({ code: 'custom', message: FEE_MESSAGES.belowMinimum, path: ['totalFee'] });
  }
  if (entry.tenure === 18 && total >= MIN_LOAN_RUPEES && total < MIN_EXTENSION_LOAN_RUPEES) {
    ctx.addIssue({ code: 'custom', message: FEE_MESSAGES.extensionBelowMinimum, path: ['tenure'] });
  }
}

/** One student's fees for the year: each entry becomes one loan. `tutionFee` is the call's own spelling. */
export function feeEntrySchema({ today }: { today: Today }) {
  return z
    .object({
      academicYear: choice(academicYearOptions(today), 'Academic Year is required.', FEE_MESSAGES.academicYearOutside),
      quarter: choice(QUARTERS, 'Quarter is required.'),
      admissionFee: rupees('Admission Fee is required.').pipe(z.number().max(MAX_ADMISSION_FEE_RUPEES, FEE_MESSAGES.admissionFeeCap)),
      tutionFee: rupees('Tuition Fee is required.'),
      transportFee: rupees('Transport Fee is required.'),
      otherFee: z.preprocess((value) => value ?? {}, otherFeeSchema),
      totalFee: rupees('Total Fee is required.'),
      tenure: numberChoice(APPLICATION_TENURES, 'Tenure is required.', 'Tenure should be 12 or 18 Months.'),
      admissionNo: requiredText('Admission Number', 10),
    })
    .strict()
    .superRefine(checkAmounts, ALWAYS);
}
export type FeeEntry = z.infer<ReturnType<typeof feeEntrySchema>>;

/** PUT /students/feedetails: one or two fee entries, each validated; submitting it starts the loans. */
export function feeDetailsRequestSchema({ today }: { today: Today }) {
  return z
    .object({
      feeDetails: z
        .array(feeEntrySchema({ today }), { error: 'Add the fee details.' })
        .min(1, 'Add the fee details.')
        .max(MAX_FEE_ENTRIES, 'At most two fee entries can be added.'),
    })
    .strict()
    .superRefine(({ feeDetails: [first, second] }, ctx) => {
      if (first && second && first.admissionNo.toLowerCase() === second.admissionNo.toLowerCase()) {
        ctx.addIssue({ code: 'custom', message: FEE_MESSAGES.duplicateAdmissionNumber, path: ['feeDetails', 1, 'admissionNo'] });
      }
    });
}
export type FeeDetailsRequest = z.infer<ReturnType<typeof feeDetailsRequestSchema>>;
