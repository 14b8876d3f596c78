import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildEmiSchedule } from './emi-schedule.ts';
import {
  DEFAULT_PENAL_CHARGE_PER_BOUNCE_PAISE,
  coolingOffExitAmount,
  outstandingAfterBounces,
  penalChargeForBounce,
} from './penal-charges.ts';

const [firstRow] = buildEmiSchedule({ principalPaise: 1_00_000_00, annualRateBp: 1200, months: 12, firstDueDate: '2025-01-05' });
if (!firstRow) throw new Error('the schedule has no rows');

describe('penal charges on a bounced auto-debit', () => {
  it('is a flat ₹500 including GST unless the lender configures another amount', () => {
    expect(DEFAULT_PENAL_CHARGE_PER_BOUNCE_PAISE).toBe(50_000);
    expect(penalChargeForBounce()).toBe(500_00);
    expect(penalChargeForBounce({ perBouncePaise: 750_00 })).toBe(750_00);
  });

  it('refuses a negative or fractional charge', () => {
    expect(() => penalChargeForBounce({ perBouncePaise: -1 })).toThrow();
    expect(() => penalChargeForBounce({ perBouncePaise: 1.5 })).toThrow();
  });

  it('keeps penal charges in their own bucket beside the scheduled principal and interest', () => {
    expect(outstandingAfterBounces(firstRow, 2)).toEqual({
      principalPaise: 7_885_00,
      interestPaise: 1_000_00,
      penalChargesPaise: 1_000_00,
      totalPaise: 9_885_00,
    });
  });

  it('never charges interest on penal charges nor adds them to principal, however many bounces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 5_000_00 }), (bounces, perBouncePaise) => {
        const due = outstandingAfterBounces(firstRow, bounces, { perBouncePaise });
        expect(due.principalPaise).toBe(firstRow.principalPaise);
        expect(due.interestPaise).toBe(firstRow.interestPaise);
        expect(due.penalChargesPaise).toBe(bounces * perBouncePaise);
        expect(due.totalPaise).toBe(firstRow.emiPaise + bounces * perBouncePaise);
      }),
    );
  });

  it('charges nothing extra when the debit never bounced', () => {
    expect(outstandingAfterBounces(firstRow, 0).penalChargesPaise).toBe(0);
  });

  it('refuses a fractional or negative number of bounces', () => {
    expect(() => outstandingAfterBounces(firstRow, -1)).toThrow(RangeError);
    expect(() => outstandingAfterBounces(firstRow, 1.5)).toThrow(RangeError);
  });
});

describe('cooling-off exit amount', () => {
  it('is the principal plus interest for the days elapsed on an actual/365 basis', () => {
    // ₹1,00,000 × 12% × 3 / 365 = ₹98.630…, rounded to ₹98.63.
    expect(coolingOffExitAmount({
      principalPaise: 1_00_000_00, annualRateBp: 1200, disbursedOn: '2025-01-30', exitOn: '2025-02-02',
    })).toEqual({ days: 3, principalPaise: 1_00_000_00, interestPaise: 98_63, totalPaise: 1_00_098_63 });
  });

  it('counts 29 February as a day in a leap year and still divides by 365', () => {
    // ₹50,000 × 18% × 2 / 365 = ₹49.315…, rounded to ₹49.32.
    expect(coolingOffExitAmount({
      principalPaise: 50_000_00, annualRateBp: 1800, disbursedOn: '2024-02-28', exitOn: '2024-03-01',
    })).toMatchObject({ days: 2, interestPaise: 49_32 });
  });

  it('is the principal alone when the borrower exits on the day of disbursement', () => {
    expect(coolingOffExitAmount({
      principalPaise: 1_00_000_00, annualRateBp: 1200, disbursedOn: '2025-01-30', exitOn: '2025-01-30',
    }).totalPaise).toBe(1_00_000_00);
  });

  it('refuses an exit before the disbursement', () => {
    expect(() => coolingOffExitAmount({
      principalPaise: 1_00_000_00, annualRateBp: 1200, disbursedOn: '2025-01-30', exitOn: '2025-01-29',
    })).toThrow(RangeError);
  });
});
