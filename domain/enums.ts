import { z } from 'zod';

// The choices the borrower-side forms offer (000, section 3). Values are stored and sent as written here.

export const ACCOUNT_TYPES = ['current', 'savings', 'cash-credit', 'over-draft'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** A salary is paid into a current or savings account, never a credit line. */
export const SALARIED_ACCOUNT_TYPES = ['current', 'savings'] as const satisfies readonly AccountType[];
export const salariedAccountTypeSchema = z.enum(SALARIED_ACCOUNT_TYPES);
export type SalariedAccountType = z.infer<typeof salariedAccountTypeSchema>;

/** Credit lines carry a sanction limit the lender needs to read the bank statement against. */
export const ACCOUNT_TYPES_WITH_SANCTION_LIMIT = ['cash-credit', 'over-draft'] as const satisfies readonly AccountType[];

/** ITR uploaded as a file, or fetched with the parent's income-tax portal credentials. */
export const ITR_TYPES = ['ITR', 'userid'] as const;
export const itrTypeSchema = z.enum(ITR_TYPES);
export type ItrType = z.infer<typeof itrTypeSchema>;

/** Years, in bands; the gap between 9 and 10 is the specification's. */
export const EXPERIENCE_BANDS = ['less than 1', '1-3', '3-5', '5-7', '7-9', '>10'] as const;
export const experienceBandSchema = z.enum(EXPERIENCE_BANDS);
export type ExperienceBand = z.infer<typeof experienceBandSchema>;

export const EMPLOYMENT_SECTORS = ['Private Sector', 'Public Sector'] as const;
export const employmentSectorSchema = z.enum(EMPLOYMENT_SECTORS);
export type EmploymentSector = z.infer<typeof employmentSectorSchema>;

export const INDUSTRIES = ['Education Management', 'Food Production', 'Hospitality', 'Industrial Automation', 'Transportation', 'Other'] as const;
export const industrySchema = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof industrySchema>;

export const BUSINESS_TYPES = ['Manufacturing', 'Trading', 'Services'] as const;
export const businessTypeSchema = z.enum(BUSINESS_TYPES);
export type BusinessType = z.infer<typeof businessTypeSchema>;

/** How the business is registered; the specification's 'Sole Propreitorship' is spelt correctly here. */
export const REGISTERED_AS = ['Sole Proprietorship', 'Partnership', 'Pvt Ltd', 'LLP'] as const;
export const registeredAsSchema = z.enum(REGISTERED_AS);
export type RegisteredAs = z.infer<typeof registeredAsSchema>;

export const COMPANY_TYPES = ['Company', 'Partnership', 'Sole Proprietorship', 'Individual', 'Trust'] as const;
export const companyTypeSchema = z.enum(COMPANY_TYPES);
export type CompanyType = z.infer<typeof companyTypeSchema>;

/** Annual turnover in crore rupees, as the specification lists the bands (they overlap). */
export const TURNOVER_BANDS = ['less than 5', 'greater than 5', '5-10', '10-15', '10+'] as const;
export const turnoverBandSchema = z.enum(TURNOVER_BANDS);
export type TurnoverBand = z.infer<typeof turnoverBandSchema>;

export const PREMISE_TYPES = ['Owned', 'Rented'] as const;
export const premiseTypeSchema = z.enum(PREMISE_TYPES);
export type PremiseType = z.infer<typeof premiseTypeSchema>;

export const QUARTERS = ['1st', '2nd', '3rd', '4th'] as const;
export const quarterSchema = z.enum(QUARTERS);
export type Quarter = z.infer<typeof quarterSchema>;

/** Tenures a loan can be taken for at the fee step; 18 months is the extension plan. */
export const APPLICATION_TENURES = [12, 18] as const;
export const applicationTenureSchema = z.literal(APPLICATION_TENURES);
export type ApplicationTenure = z.infer<typeof applicationTenureSchema>;

/** Tenures the public EMI calculator offers. */
export const CALCULATOR_TENURES = [6, 12, 18] as const;
export const calculatorTenureSchema = z.literal(CALCULATOR_TENURES);
export type CalculatorTenure = z.infer<typeof calculatorTenureSchema>;

/** Whole annual percentages the calculator offers. */
export const INTEREST_RATES = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21] as const;
export const interestRateSchema = z.literal(INTEREST_RATES);
export type InterestRate = z.infer<typeof interestRateSchema>;

export const EDUCATIONAL_STAGES = ['Pre-Primary', 'Primary', 'Secondary'] as const;
export const educationalStageSchema = z.enum(EDUCATIONAL_STAGES);
export type EducationalStage = z.infer<typeof educationalStageSchema>;

/** The stage decides which grades the form offers, and a grade must belong to its stage. */
export const GRADES_BY_STAGE = {
  'Pre-Primary': ['Playschool', 'Jr.Kg', 'Sr.Kg', 'Nursery'],
  Primary: ['Class 1st', 'Class 2nd', 'Class 3rd', 'Class 4th', 'Class 5th'],
  Secondary: ['Class 6th', 'Class 7th', 'Class 8th', 'Class 9th', 'Class 10th'],
} as const satisfies Record<EducationalStage, readonly string[]>;
export const GRADES = [...GRADES_BY_STAGE['Pre-Primary'], ...GRADES_BY_STAGE.Primary, ...GRADES_BY_STAGE.Secondary] as const;
export const gradeSchema = z.enum(GRADES);
export type Grade = z.infer<typeof gradeSchema>;

export const GENDERS = ['Male', 'Female'] as const;
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

export const RELATIONSHIPS = ['Father', 'Mother'] as const;
export const relationshipSchema = z.enum(RELATIONSHIPS);
export type Relationship = z.infer<typeof relationshipSchema>;

/** Drives the wizard's document path; Self-Employed covers professionals too. */
export const EMPLOYMENT_STATUSES = ['Salaried', 'Self-Employed'] as const;
export const employmentStatusSchema = z.enum(EMPLOYMENT_STATUSES);
export type EmploymentStatus = z.infer<typeof employmentStatusSchema>;

/** 'Other' is replaced by the parent's own text before it is sent. */
export const PROFESSIONS = ['Doctor', 'Engineer', 'Architect', 'Other'] as const;
export const professionSchema = z.enum(PROFESSIONS);
export type Profession = z.infer<typeof professionSchema>;

export const RESIDENCE_TYPES = ['Owned', 'Rented'] as const;
export const residenceTypeSchema = z.enum(RESIDENCE_TYPES);
export type ResidenceType = z.infer<typeof residenceTypeSchema>;

export const RESIDENCE_YEARS = ['less than 1', '1-3', '3-5', '5-7', '7-9', '>10'] as const;
export const residenceYearsSchema = z.enum(RESIDENCE_YEARS);
export type ResidenceYears = z.infer<typeof residenceYearsSchema>;

/** Proofs of identity and address the KYC step reads; the value travels in the OCR call's header. */
export const KYC_DOCUMENT_TYPES = ['aadhar', 'voterid', 'passport'] as const;
export const kycDocumentTypeSchema = z.enum(KYC_DOCUMENT_TYPES);
export type KycDocumentType = z.infer<typeof kycDocumentTypeSchema>;

export const UTILITY_TYPES = ['electricity', 'telephone', 'lpg', 'png'] as const;
export const utilityTypeSchema = z.enum(UTILITY_TYPES);
export type UtilityType = z.infer<typeof utilityTypeSchema>;

export * from './enums-banks.ts';
export * from './enums-electricity-companies.ts';
export * from './enums-lifecycle.ts';
