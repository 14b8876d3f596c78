import { z } from 'zod';
import { EMPLOYMENT_STATUSES, RELATIONSHIPS } from '../enums.ts';
import { ALWAYS, choice, email, MESSAGES, NAME_PATTERN } from './common.ts';
import { BORROWER_AGE, dateOfBirth } from './dates.ts';
import type { Today } from './dates.ts';

export const PROFESSION_REQUIRED = 'Profession is required.';
export const OTHER_PROFESSION_REQUIRED = 'Other Profession is required.';

const professionText = z.string().trim().max(50, 'Profession should be at most 50 characters.').nullish();

/**
 * Profession is asked of the self-employed only. The form picks from the list or 'Other' with its own
 * text in `otherProfession`; the call may equally send that text in place of 'Other', as the old form did.
 */
export const professionFields = { profession: professionText, otherProfession: professionText };

interface ProfessionInput {
  empStatus?: unknown;
  profession?: unknown;
  otherProfession?: unknown;
}

export function checkProfession(value: ProfessionInput, ctx: z.RefinementCtx): void {
  const profession = typeof value.profession === 'string' ? value.profession : '';
  const other = typeof value.otherProfession === 'string' ? value.otherProfession : '';
  if (value.empStatus === 'Self-Employed' && profession === '') {
    ctx.addIssue({ code: 'custom', message: PROFESSION_REQUIRED, path: ['profession'] });
  }
  if (profession === 'Other' && other === '') {
    ctx.addIssue({ code: 'custom', message: OTHER_PROFESSION_REQUIRED, path: ['otherProfession'] });
  }
  for (const key of ['profession', 'otherProfession'] as const) {
    const text = key === 'profession' ? profession : other;
    if (text !== '' && !NAME_PATTERN.test(text)) ctx.addIssue({ code: 'custom', message: MESSAGES.alphabetOnly, path: [key] });
  }
}

/** What is stored: the listed profession or the parent's own words, never the word 'Other'. */
export function resolveProfession<T extends ProfessionInput>(value: T): Omit<T, 'profession' | 'otherProfession'> & { profession: string | undefined } {
  const { profession, otherProfession, ...rest } = value;
  const resolved = profession === 'Other' ? otherProfession : profession;
  return { ...rest, profession: typeof resolved === 'string' && resolved !== '' ? resolved : undefined };
}

/** The borrower's own fields, shared by the wizard step and the combined profile page. */
export function borrowerFields({ today }: { today: Today }) {
  return {
    dob: dateOfBirth({ today, ...BORROWER_AGE }),
    empStatus: choice(EMPLOYMENT_STATUSES, 'Employment Status is required.'),
    relationship: choice(RELATIONSHIPS, 'Relationship is required.'),
    ...professionFields,
  };
}

/** PUT /users/updatedetails: the parent's details in the wizard's second step (name and mobile are read-only). */
export function borrowerDetailsSchema({ today }: { today: Today }) {
  return z
    .object({ email: email('Email is required.'), ...borrowerFields({ today }) })
    .strict()
    .superRefine(checkProfession, ALWAYS)
    .transform(resolveProfession);
}
export type BorrowerDetails = z.infer<ReturnType<typeof borrowerDetailsSchema>>;
