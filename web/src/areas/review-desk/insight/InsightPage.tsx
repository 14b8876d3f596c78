import { Link } from 'react-router-dom';
import type { ReviewerRole } from '../../../../../machines/review-wizard.machine.ts';
import { REVIEWER_ROLES } from '../reviewer-roles.ts';
import { ApplicationSearch } from './ApplicationSearch.tsx';
import '../insight.css';

interface Props {
  role: ReviewerRole;
  titleId: string;
  title: string;
  /** The last step of the trail back to the queue ('CAM', 'KYC-Check'); no trail without it. */
  trail?: string;
  className?: string;
  lookup: { searched: string; busy: boolean; failure: string | null; search: (applicationNo: string) => Promise<void> };
  /** The search button's words. */
  action: string;
  /** Controls before the search box (the report type). */
  before?: React.ReactNode;
  /** After the search box: the export of what was found. */
  exportButton?: React.ReactNode;
  /** What was found, drawn by the screen. */
  children: React.ReactNode;
}

/** The frame of the insight screens that look one application up: trail, title, search and export, loading and failure lines. */
export function InsightPage({ role, titleId, title, trail, className = 'insight-page', lookup, action, before, exportButton, children }: Props) {
  return (
    <section aria-labelledby={titleId} className={className}>
      {trail ? <p><Link to={REVIEWER_ROLES[role].paths.dashboard}>Loan Application</Link> / Application Number - # {lookup.searched} / {trail}</p> : null}
      <h1 id={titleId}>{title}</h1>
      <div className="insight-toolbar">
        {before}
        <ApplicationSearch action={action} busy={lookup.busy} onSearch={(id) => void lookup.search(id)} />
        {exportButton}
      </div>
      {lookup.busy ? <p role="status">Loading…</p> : null}
      {lookup.failure ? <p role="alert" className="insight-failure">{lookup.failure}</p> : null}
      {children}
    </section>
  );
}
