import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/**
 * The custom search attributes of the loan workflow: registered on the server at start-up and set
 * by the workflow at every transition, so operations can find a loan by id, status or borrower.
 */
export const LOAN_SEARCH_ATTRIBUTES = {
  LoanId: 'Keyword',
  LoanStatus: 'Keyword',
  BorrowerPhone: 'Keyword',
} as const;

export const LoanIdKey = defineSearchAttributeKey('LoanId', SearchAttributeType.KEYWORD);
export const LoanStatusKey = defineSearchAttributeKey('LoanStatus', SearchAttributeType.KEYWORD);
export const BorrowerPhoneKey = defineSearchAttributeKey('BorrowerPhone', SearchAttributeType.KEYWORD);
