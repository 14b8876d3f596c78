import { z } from 'zod';
import { addressFields } from './address.schema.ts';
import { borrowerFields, checkProfession, resolveProfession } from './borrower.schema.ts';
import { ALWAYS, email, optionalPersonName, personName, requiredText } from './common.ts';
import type { Today } from './dates.ts';

/**
 * PUT /users/updateuserprofiledetails: the later profile page puts the parent's name, details and
 * address on one form; there the landmark is required and the name may be corrected.
 */
export function userProfileSchema({ today }: { today: Today }) {
  return z
    .object({
      firstName: personName('First Name'),
      middleName: optionalPersonName('Middle Name'),
      lastName: personName('Last Name'),
      emailId: email('Email is required.'),
      ...borrowerFields({ today }),
      ...addressFields,
      landmark: requiredText('Landmark', 100),
    })
    .strict()
    .superRefine(checkProfession, ALWAYS)
    .transform(resolveProfession);
}
export type UserProfile = z.infer<ReturnType<typeof userProfileSchema>>;
