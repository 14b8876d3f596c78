/** What a parent should keep ready before applying (the specification's list, in the order of the form). */
export const DOCUMENTS_TO_KEEP_READY = [
  'Aadhaar card',
  'PAN card',
  'A recent utility bill (for example electricity, water or gas) as proof of address',
  'Your bank account number and the branch’s IFSC code',
  'Bank statements for the last 6 months',
  'GSTN (GST registration number), if you are self-employed',
] as const;
