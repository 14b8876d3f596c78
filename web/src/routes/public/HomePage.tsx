import { EmiCalculator } from '../../features/emi-calculator/EmiCalculator.tsx';

/** The home page: what FeeSetu does, and the EMI calculator. */
export function HomePage() {
  return (
    <main className="page">
      <h1>School fees, paid up front. You repay month by month.</h1>
      <EmiCalculator />
    </main>
  );
}
