import { describe, expect, it } from 'vitest';
import { addYears, ageOn, calendarDateOf, dateOfBirth, dateOfBirthBounds, parseCalendarDate, STUDENT_AGE } from './dates.ts';
import { issuesOf } from './test-helpers.ts';

describe('calendar dates', () => {
  it('knows real dates from impossible ones', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-13-01')).toBeUndefined();
    expect(parseCalendarDate('15/06/2024')).toBeUndefined();
  });

  it("reads an instant as India's calendar date", () => {
    expect(calendarDateOf(new Date('2025-06-14T18:29:00Z'))).toBe('2025-06-14');
    expect(calendarDateOf(new Date('2025-06-14T18:30:00Z'))).toBe('2025-06-15');
    expect(() => calendarDateOf('yesterday')).toThrow(RangeError);
  });

  it('counts completed years', () => {
    expect(ageOn('2015-06-15', '2025-06-14')).toBe(9);
    expect(ageOn('2015-06-15', '2025-06-15')).toBe(10);
    expect(ageOn('2016-02-29', '2025-02-28')).toBe(8);
    expect(ageOn('2016-02-29', '2025-03-01')).toBe(9);
  });

  it('moves 29 February to 28 February in a common year', () => {
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
  });
});

describe('date of birth within an age window', () => {
  const today = '2025-06-15';
  const student = dateOfBirth({ today, ...STUDENT_AGE });

  it('accepts ages 2 to 20 and refuses the rest with the specification message', () => {
    expect(student.parse('2023-06-15')).toBe('2023-06-15');
    expect(student.parse('2004-06-16')).toBe('2004-06-16');
    expect(issuesOf(student, '2023-06-16')).toEqual([['', 'Date of Birth should be proper.']]);
    expect(issuesOf(student, '2004-06-15')).toEqual([['', 'Date of Birth should be proper.']]);
    expect(issuesOf(student, '2030-01-01')).toEqual([['', 'Date of Birth should be proper.']]);
  });

  it('refuses malformed dates and asks for missing ones', () => {
    expect(issuesOf(student, '2015-02-30')).toEqual([['', 'Date of Birth should be proper.']]);
    expect(issuesOf(student, '15-06-2015')).toEqual([['', 'Date of Birth should be proper.']]);
    expect(issuesOf(student, '')).toEqual([['', 'Date of Birth is required.']]);
  });

  it('moves with the date it is given, not a year frozen in the code', () => {
    const later = dateOfBirth({ today: '2040-06-15', ...STUDENT_AGE });
    expect(later.safeParse('2035-01-01').success).toBe(true);
    expect(student.safeParse('2035-01-01').success).toBe(false);
  });

  it('gives date-picker bounds that agree with the rule', () => {
    const bounds = dateOfBirthBounds({ today, ...STUDENT_AGE });
    expect(bounds).toEqual({ min: '2004-06-16', max: '2023-06-15' });
    expect(student.safeParse(bounds.min).success).toBe(true);
    expect(student.safeParse(bounds.max).success).toBe(true);
  });

  it('gives consistent bounds on 29 February', () => {
    const leapToday = '2024-02-29';
    const bounds = dateOfBirthBounds({ today: leapToday, minAge: 18, maxAge: 75 });
    expect(ageOn(bounds.max, leapToday)).toBe(18);
    expect(ageOn(bounds.min, leapToday)).toBe(75);
  });
});
