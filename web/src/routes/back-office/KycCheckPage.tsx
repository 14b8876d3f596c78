import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';

/** KYC Check (001, section 2). */
export function KycCheckPage({ role }: { role: ReviewerRole }) {
  return <section aria-labelledby="KycCheck-title"><h1 id="KycCheck-title">KYC Check</h1><p data-role={role}>Loading…</p></section>;
}
