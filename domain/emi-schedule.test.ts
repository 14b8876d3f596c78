import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildEmiSchedule, emiScheduleTotals, monthlyInterestPaise } from './emi-schedule.ts';
import { addDays, addMonthsClamped, daysBetween, isIsoDate } from './emi-schedule-dates.ts';

describe('EMI schedule: ₹1,00,000 at 12% for 12 months', () => {
  // Worked by hand. Monthly rate 1%, EMI ₹8,885 (exactly ₹8,884.88, rounded to the rupee).
  // Row 1: opening ₹1,00,000.00; interest 1% = ₹1,000.00; principal 8,885 − 1,000 = ₹7,885.00;
  //        closing 1,00,000 − 7,885 = ₹92,115.00.
  // Row 2: opening ₹92,115.00; interest 1% = ₹921.15; principal 8,885 − 921.15 = ₹7,963.85;
  //        closing 92,115 − 7,963.85 = ₹84,151.15.
  // Row 12: the opening ₹8,795.50 earns ₹87.955, rounded up to ₹87.96; the last EMI is
  //        8,795.50 + 87.96 = ₹8,883.46, a little less than ₹8,885 because every earlier EMI was
  //        rounded up by 12 paise.
  const schedule = buildEmiSchedule({
    principalPaise: 1_00_000_00,
    annualRateBp: 1200,
    months: 12,
    firstDueDate: '2025-01-31',
  });

  it('splits the first two EMIs into interest and principal as worked by hand', () => {
    expect(schedule[0]).toEqual({
      number: 1,
      dueDate: '2025-01-31',
      openingPaise: 1_00_000_00,
      interestPaise: 1_000_00,
      principalPaise: 7_885_00,
      emiPaise: 8_885_00,
      closingPaise: 92_115_00,
    });
    expect(schedule[1]).toEqual({
      number: 2,
      dueDate: '2025-02-28',
      openingPaise: 92_115_00,
      interestPaise: 921_15,
      principalPaise: 7_963_85,
      emiPaise: 8_885_00,
      closingPaise: 84_151_15,
    });
  });

  it('charges every EMI but the last at the whole-rupee amount', () => {
    expect(schedule).toHaveLength(12);
    expect(schedule.slice(0, 11).every((row) => row.emiPaise === 8_885_00)).toBe(true);
  });

  it('lets the last instalment absorb the rounding so the loan closes at exactly zero', () => {
    expect(schedule[11]).toMatchObject({
      openingPaise: 8_795_50,
      interestPaise: 87_96,
      principalPaise: 8_795_50,
      emiPaise: 8_883_46,
      closingPaise: 0,
    });
    expect(emiScheduleTotals(schedule)).toEqual({
      principalPaise: 1_00_000_00,
      interestPaise: 6_618_46,
      emiPaise: 1_06_618_46,
    });
  });

  it('keeps the due day of month and clamps it to shorter months without drifting', () => {
    expect(schedule.map((row) => row.dueDate)).toEqual([
      '2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30',
      '2025-07-31', '2025-08-31', '2025-09-30', '2025-10-31', '2025-11-30', '2025-12-31',
    ]);
  });
});

describe('EMI schedule: other terms', () => {
  it('falls due on 29 February in a leap year', () => {
    const rows = buildEmiSchedule({ principalPaise: 50_000_00, annualRateBp: 1500, months: 3, firstDueDate: '2024-01-30' });
    expect(rows.map((row) => row.dueDate)).toEqual(['2024-01-30', '2024-02-29', '2024-03-30']);
  });

  it('spaces due dates by intervalDays when tests compress time', () => {
    const rows = buildEmiSchedule({
      principalPaise: 50_000_00, annualRateBp: 1500, months: 3, firstDueDate: '2024-12-30', intervalDays: 2,
    });
    expect(rows.map((row) => row.dueDate)).toEqual(['2024-12-30', '2025-01-01', '2025-01-03']);
  });

  it('charges no interest and divides the principal evenly at 0%', () => {
    const rows = buildEmiSchedule({ principalPaise: 1_20_000_00, annualRateBp: 0, months: 12, firstDueDate: '2025-04-05' });
    expect(rows.every((row) => row.interestPaise === 0 && row.emiPaise === 10_000_00)).toBe(true);
  });

  it('rounds a month’s interest half a paisa up', () => {
    expect(monthlyInterestPaise(50, 1200)).toBe(1); // 0.5 paise
    expect(monthlyInterestPaise(49, 1200)).toBe(0); // 0.49 paise
  });

  it('refuses a loan so small that the whole-rupee EMI would not cover its interest', () => {
    expect(() => buildEmiSchedule({ principalPaise: 100, annualRateBp: 3600, months: 36, firstDueDate: '2025-01-01' }))
      .toThrow(/interest/);
  });

  it('refuses a loan so small that the whole-rupee EMI would repay it early', () => {
    expect(() => buildEmiSchedule({ principalPaise: 300, annualRateBp: 0, months: 5, firstDueDate: '2025-01-01' }))
      .toThrow(/before instalment 5/);
  });

  it('refuses a due date that is not on the calendar', () => {
    expect(() => buildEmiSchedule({ principalPaise: 1_000_00, annualRateBp: 0, months: 2, firstDueDate: '2025-02-29' }))
      .toThrow();
  });

  it('repays every loan of ₹1 lakh to ₹50 lakh at 0-36% over 1-36 months exactly, never going negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_00_000_00, max: 50_00_000_00 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 1, max: 36 }),
        (principalPaise, annualRateBp, months) => {
          const rows = buildEmiSchedule({ principalPaise, annualRateBp, months, firstDueDate: '2025-01-31' });
          expect(rows).toHaveLength(months);
          expect(rows.reduce((sum, row) => sum + row.principalPaise, 0)).toBe(principalPaise);
          expect(rows.at(-1)?.closingPaise).toBe(0);
          for (const [index, row] of rows.entries()) {
            expect(row.closingPaise).toBeGreaterThanOrEqual(0);
            expect(row.principalPaise).toBeGreaterThanOrEqual(0);
            expect(row.openingPaise - row.principalPaise).toBe(row.closingPaise);
            expect(row.interestPaise + row.principalPaise).toBe(row.emiPaise);
            if (index > 0) expect(row.openingPaise).toBe(rows[index - 1]?.closingPaise);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('calendar dates', () => {
  it('recognises only real yyyy-mm-dd dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
  });

  it('anchors to the original day when adding months', () => {
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2024-01-31', 2)).toBe('2024-03-31');
    expect(addMonthsClamped('2024-11-15', 14)).toBe('2026-01-15');
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9);
  });
});
