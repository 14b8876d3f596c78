// The one bundle entry the worker loads: every workflow of the product.
export { loanApplication } from './loan-application/loan-application.workflow.ts';
export { kycOcr, validateItr, verifyBankAccount, verifyGstin, verifyPan, verifyUtility } from './verification/verification.workflow.ts';
