import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';

/** Expert Score Card (001, section 2). */
export function ScoreCardPage({ role }: { role: ReviewerRole }) {
  return <section aria-labelledby="ScoreCard-title"><h1 id="ScoreCard-title">Expert Score Card</h1><p data-role={role}>Loading…</p></section>;
}
