import { z } from 'zod';
import { BUSINESS_TYPES, COMPANY_TYPES, EXPERIENCE_BANDS, PREMISE_TYPES, REGISTERED_AS, TURNOVER_BANDS } from '../enums.ts';
import { ALWAYS, choice, consent, pincode, requiredText } from './common.ts';
import { IT_RETURN_CONSENT_REQUIRED } from './salaried-documents.schema.ts';

export const OTHER_INDUSTRY_REQUIRED = 'Other Industry is required.';

/**
 * PUT /documents/selfemployedbusinessdetailsfirst. An industry outside the listed five is stored as the
 * parent's own words: the form sends 'Other' with `otherIndustry`, or the words in place of 'Other'.
 */
export const businessDetailsSchema = z
  .object({
    industry: requiredText('Industry', 100),
    otherIndustry: z.string().trim().max(100, 'Other Industry should be at most 100 characters.').nullish(),
    businessType: choice(BUSINESS_TYPES, 'Business Type is required.'),
    companyType: choice(COMPANY_TYPES, 'Company Type is required.'),
    businessName: requiredText('Business Name', 100),
    businessRegistered: choice(REGISTERED_AS, 'Registered As is required.'),
    businessNature: requiredText('Nature of Business', 100),
    officeAddress: requiredText('Office Address', 200),
    city: requiredText('City', 50),
    state: requiredText('State', 50),
    pincode: pincode(),
  })
  .strict()
  .superRefine((details, ctx) => {
    if (details.industry === 'Other' && !details.otherIndustry) {
      ctx.addIssue({ code: 'custom', message: OTHER_INDUSTRY_REQUIRED, path: ['otherIndustry'] });
    }
  }, ALWAYS)
  .transform(({ otherIndustry, ...details }) => ({
    ...details,
    industry: details.industry === 'Other' && otherIndustry ? otherIndustry : details.industry,
  }));
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** PUT /documents/selfemployedbusinessdetailssecond: how long, how large, where, and consent to read the ITRs. */
export const businessHistorySchema = z
  .object({
    numberOfYears: choice(EXPERIENCE_BANDS, 'Number of Years is required.'),
    annualTurnover: choice(TURNOVER_BANDS, 'Annual Turnover is required.'),
    officePremise: choice(PREMISE_TYPES, 'Office Premise is required.'),
    itReturnCondition: consent(IT_RETURN_CONSENT_REQUIRED),
  })
  .strict();
export type BusinessHistory = z.infer<typeof businessHistorySchema>;
