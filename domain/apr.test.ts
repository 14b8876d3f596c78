import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { annualisedIrrBp, feeWithGst, kfsAprBp, kfsCostSummary, processingFee } from './apr.ts';
import { buildEmiSchedule } from './emi-schedule.ts';

const schedule = buildEmiSchedule({
  principalPaise: 1_00_000_00,
  annualRateBp: 1200,
  months: 12,
  firstDueDate: '2025-05-05',
});

describe('KFS APR', () => {
  // Processing fee 2% of ₹1,00,000 = ₹2,000, GST 18% on it = ₹360, so the borrower receives
  // ₹97,640 and pays eleven EMIs of ₹8,885 and a last one of ₹8,883.46. Solving
  // 97,640 = Σ EMIₖ / (1 + r)ᵏ to 40 digits gives r = 1.38004428…% a month, × 12 = 16.5605%.
  it('is 16.56% for ₹1,00,000 at 12% over 12 months with a 2% processing fee plus GST', () => {
    const fee = processingFee(1_00_000_00, 200);
    expect(fee).toEqual({ label: 'Processing fee', amountPaise: 2_000_00, gstPaise: 360_00 });
    expect(kfsAprBp({ schedule, fees: [fee] })).toBe(1656);
  });

  it('equals the nominal rate when there are no fees', () => {
    expect(kfsAprBp({ schedule, fees: [] })).toBe(1200);
  });

  it('equals the nominal rate for any fee-free loan of ₹1 lakh to ₹50 lakh at 0-36% over 1-36 months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_00_000_00, max: 50_00_000_00 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 1, max: 36 }),
        (principalPaise, annualRateBp, months) => {
          const rows = buildEmiSchedule({ principalPaise, annualRateBp, months, firstDueDate: '2025-01-01' });
          expect(kfsAprBp({ schedule: rows, fees: [] })).toBe(annualRateBp);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('rises with every rupee of fees', () => {
    const withSmallFee = kfsAprBp({ schedule, fees: [feeWithGst('Documentation charge', 500_00)] });
    const withLargeFee = kfsAprBp({ schedule, fees: [feeWithGst('Documentation charge', 5_000_00)] });
    expect(withSmallFee).toBeGreaterThan(1200);
    expect(withLargeFee).toBeGreaterThan(withSmallFee);
  });

  it('annualises the monthly IRR by multiplying by 12, not by compounding', () => {
    // Receive ₹100, pay ₹101 a month later: 1% a month is an APR of 12.00%, not 12.68%.
    expect(annualisedIrrBp(100_00, [101_00])).toBe(1200);
  });

  it('rounds an IRR exactly halfway between two basis points up', () => {
    // Monthly rate h / 2,40,000 is an annual h / 2 basis points.
    expect(annualisedIrrBp(2_40_000, [2_42_401])).toBe(1201); // 1200.5 bp
    expect(annualisedIrrBp(2_40_000, [2_42_399])).toBe(1200); // 1199.5 bp
    expect(annualisedIrrBp(2_40_000, [2_42_400])).toBe(1200);
  });

  it('agrees with a floating-point Newton solver to within a basis point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_00, max: 10_00_000_00 }),
        fc.array(fc.integer({ min: 0, max: 2_00_000_00 }), { minLength: 1, maxLength: 36 }),
        (received, payments) => {
          fc.pre(payments.reduce((s, p) => s + p, 0) >= received);
          let r = 0.01;
          for (let i = 0; i < 200; i += 1) {
            let f = -received;
            let df = 0;
            for (const [k, p] of payments.entries()) {
              f += p / (1 + r) ** (k + 1);
              df -= ((k + 1) * p) / (1 + r) ** (k + 2);
            }
            r = Math.max(r - f / df, r / 2);
          }
          expect(Math.abs(annualisedIrrBp(received, payments) - r * 120_000)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses fees that leave nothing to disburse', () => {
    expect(() => kfsAprBp({ schedule, fees: [feeWithGst('Processing fee', 1_00_000_00)] })).toThrow(RangeError);
  });
});

describe('KFS cost summary', () => {
  it('adds loan, interest and every fee with its GST into the total payable', () => {
    expect(kfsCostSummary({ schedule, fees: [processingFee(1_00_000_00, 200)] })).toEqual({
      loanAmountPaise: 1_00_000_00,
      totalInterestPaise: 6_618_46,
      totalFeesPaise: 2_360_00,
      netDisbursedPaise: 97_640_00,
      totalAmountPayablePaise: 1_08_978_46,
      numberOfInstalments: 12,
      aprBp: 1656,
    });
  });

  it('rounds GST on a fee to the nearest paisa', () => {
    expect(feeWithGst('Stamp duty', 333)).toEqual({ label: 'Stamp duty', amountPaise: 333, gstPaise: 60 }); // 59.94
  });
});
