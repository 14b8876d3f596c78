import { lazy, Suspense } from 'react';

// The calculator brings its validation library and form controls with it. As its own chunk, fetched when
// the page first renders, it stays out of the first download, so the hero appears sooner on a slow phone.
const EmiCalculator = lazy(() =>
  import('./emi-calculator/EmiCalculator.tsx').then((module) => ({ default: module.EmiCalculator })),
);

/** The EMI calculator with a note on what its figures mean, laid out for the public pages. */
export function CalculatorSlot() {
  return (
    <div className="calculator-band">
      <div className="calculator-slot">
        <Suspense fallback={<p className="calculator-loading card">Loading the EMI calculator…</p>}>
          <EmiCalculator />
        </Suspense>
      </div>
      <div className="calculator-note">
        <p>
          Enter the fee you want to borrow for each child, a tenure and an interest rate to see an estimate of the
          monthly instalment (EMI). You can add a second child.
        </p>
        <p>
          This is an estimate only. The interest rate, the charges and your exact EMI are set by the lender and are
          shown in your Key Fact Statement before you sign anything.
        </p>
      </div>
    </div>
  );
}
