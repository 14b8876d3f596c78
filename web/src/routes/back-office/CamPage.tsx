import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';

/** Credit Appraisal Memo (001, section 2). */
export function CamPage({ role }: { role: ReviewerRole }) {
  return <section aria-labelledby="Cam-title"><h1 id="Cam-title">Credit Appraisal Memo</h1><p data-role={role}>Loading…</p></section>;
}
