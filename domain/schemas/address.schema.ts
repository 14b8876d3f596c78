import { z } from 'zod';
import { RESIDENCE_TYPES, RESIDENCE_YEARS } from '../enums.ts';
import { choice, optionalText, pincode, requiredText } from './common.ts';

/** The home address fields, shared by the wizard step and the combined profile page. */
export const addressFields = {
  residenceType: choice(RESIDENCE_TYPES, 'Residence Type is required.'),
  livingYears: choice(RESIDENCE_YEARS, 'Current Residence is required.'),
  addressLine1: requiredText('Address Line 1', 100),
  addressLine2: requiredText('Address Line 2', 100),
  addressLine3: optionalText('Address Line 3', 100),
  landmark: optionalText('Landmark', 100),
  city: requiredText('City', 50),
  state: requiredText('State', 50),
  pincode: pincode(),
};

/** PUT /users/updateaddress: the wizard's third step; line 3 and landmark may be left blank there. */
export const addressSchema = z.object(addressFields).strict();
export type Address = z.infer<typeof addressSchema>;
