import { z } from 'zod';
import { ELECTRICITY_DISTRIBUTION_COMPANIES, KYC_DOCUMENT_TYPES } from '../enums.ts';
import { choice, identityScanFileName, profileImageFileName, requiredText } from './common.ts';

export const UTILITY_TYPE_REQUIRED = 'Utility Bill Type is required.';
/** Landlines with their STD code and mobiles both come to ten digits after the optional +91 or 0. */
export const TELEPHONE_PATTERN = /^(?:\+91|91|0)?([0-9]{10})$/;

export const electricityUtilitySchema = z
  .object({
    type: z.literal('electricity'),
    customerId: requiredText('Customer Id', 30),
    electricityDistributionCompany: choice(
      ELECTRICITY_DISTRIBUTION_COMPANIES,
      'Electricity Distribution Company is required.',
      'Select a company from the list.',
    ),
  })
  .strict();

export const telephoneUtilitySchema = z
  .object({
    type: z.literal('telephone'),
    telephoneNumber: requiredText('Telephone Number', 20)
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((value) => TELEPHONE_PATTERN.test(value), 'Telephone Number should be proper.'),
    city: requiredText('City', 50),
  })
  .strict();

export const lpgUtilitySchema = z.object({ type: z.literal('lpg'), lpgId: requiredText('LPG Id', 30) }).strict();

export const pngUtilitySchema = z
  .object({
    type: z.literal('png'),
    consumerId: requiredText('Consumer Id', 30),
    serviceProvider: requiredText('Service Provider', 100),
  })
  .strict();

/** A utility bill, as proof of address: the fields depend on the kind of bill. */
export const utilitySchema = z.discriminatedUnion(
  'type',
  [electricityUtilitySchema, telephoneUtilitySchema, lpgUtilitySchema, pngUtilitySchema],
  { error: UTILITY_TYPE_REQUIRED },
);
export type Utility = z.infer<typeof utilitySchema>;

/** POST /verification/verifyutility. */
export const verifyUtilityRequestSchema = z.object({ data: utilitySchema }).strict();
export type VerifyUtilityRequest = z.infer<typeof verifyUtilityRequestSchema>;

/**
 * The KYC step as a whole: the uploads travel in their own calls, so the form checks that each was
 * chosen (by its file name) before the utility bill is sent.
 */
export const kycStepSchema = z
  .object({
    kycType: choice(KYC_DOCUMENT_TYPES, 'KYC Document Type is required.'),
    kycDocument: identityScanFileName('KYC Document is required.'),
    profilePic: profileImageFileName('Profile Picture is required.'),
    utility: utilitySchema,
  })
  .strict();
export type KycStep = z.infer<typeof kycStepSchema>;
