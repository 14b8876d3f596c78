import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';

/** Report (001, section 2). */
export function ReportPage({ role }: { role: ReviewerRole }) {
  return <section aria-labelledby="Report-title"><h1 id="Report-title">Report</h1><p data-role={role}>Loading…</p></section>;
}
