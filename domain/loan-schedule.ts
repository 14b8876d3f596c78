import { addMonthsClamped } from './emi-schedule-dates.ts';
import { buildEmiSchedule, type EmiInstalment } from './emi-schedule.ts';

/** The loan's terms that fix its schedule. */
export interface LoanScheduleTerms {
  principalPaise: number;
  annualRateBp: number;
  tenureMonths: number;
}

/** The loan's EMI schedule from a start day (the offer's or the disbursement's): the first instalment a month later. */
export function loanScheduleFrom(terms: LoanScheduleTerms, startDate: string): EmiInstalment[] {
  return buildEmiSchedule({ principalPaise: terms.principalPaise, annualRateBp: terms.annualRateBp, months: terms.tenureMonths, firstDueDate: addMonthsClamped(startDate, 1) });
}
