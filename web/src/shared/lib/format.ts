const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees with Indian grouping: ₹1,00,000. */
export function formatWholeRupees(rupees: number): string {
  return RUPEES.format(rupees);
}
