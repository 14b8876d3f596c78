// Every schema the forms and the API share, from one place.
export * from './common.ts';
export * from './dates.ts';
export * from './identifiers.ts';
export * from './auth.schema.ts';
export * from './emi-calculator.schema.ts';
export * from './student.schema.ts';
export * from './borrower.schema.ts';
export * from './address.schema.ts';
export * from './kyc.schema.ts';
export * from './salaried-documents.schema.ts';
export * from './self-employed.schema.ts';
export * from './business.schema.ts';
export * from './fee.schema.ts';
export * from './profile.schema.ts';
export * from './verification.schema.ts';
export * from './staff.schema.ts';
export * from './admin.schema.ts';
