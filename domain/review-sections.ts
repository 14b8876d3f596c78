// Plain data, no schema library: the loan workflow's review rules read it, and workflow code stays light.

/** The sections a reviewer accepts or rejects, named as in the approval calls (001, section 4). */
export const REVIEW_SECTIONS = [
  'studentDetails',
  'borrowerDetails',
  'addressDetails',
  'kycDetails',
  'documentDetails1',
  'documentDetails2',
  'selfEmployedDetails1',
  'selfEmployedDetails2',
  'selfEmployedDetails3',
  'feeDetails',
] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

/** The sections each employment status is reviewed on; the other path's sections do not exist for it. */
export const REVIEW_SECTIONS_BY_EMPLOYMENT = {
  Salaried: ['studentDetails', 'borrowerDetails', 'addressDetails', 'kycDetails', 'documentDetails1', 'documentDetails2', 'feeDetails'],
  'Self-Employed': [
    'studentDetails',
    'borrowerDetails',
    'addressDetails',
    'kycDetails',
    'selfEmployedDetails1',
    'selfEmployedDetails2',
    'selfEmployedDetails3',
    'feeDetails',
  ],
} as const satisfies Record<string, readonly ReviewSection[]>;
