import { describe, expect, it } from 'vitest';
import { debitTimeOf, endOfWorkingDaysAfter, todayInIndia } from './india-calendar.ts';

describe('dates in India', () => {
  it('counts the day from India\'s midnight, five and a half hours before UTC\'s', () => {
    expect(todayInIndia(new Date('2025-06-01T18:29:59Z'))).toBe('2025-06-01');
    expect(todayInIndia(new Date('2025-06-01T18:30:00Z'))).toBe('2025-06-02');
  });

  it('presents a debit at 10:00 India time on its due date', () => {
    expect(new Date(debitTimeOf('2025-07-15')).toISOString()).toBe('2025-07-15T04:30:00.000Z');
  });

  it('skips Saturday and Sunday when counting working days', () => {
    // Thursday 5 June 2025 in India: three working days on is Tuesday 10 June.
    expect(endOfWorkingDaysAfter(new Date('2025-06-05T06:00:00Z'), 3).toISOString()).toBe('2025-06-10T18:29:59.000Z');
    // Late on Friday in India (already Friday there, Thursday in UTC terms): Monday, Tuesday, Wednesday.
    expect(endOfWorkingDaysAfter(new Date('2025-06-05T20:00:00Z'), 3).toISOString()).toBe('2025-06-11T18:29:59.000Z');
  });
});
