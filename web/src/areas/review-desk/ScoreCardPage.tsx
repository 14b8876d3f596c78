import { Link } from 'react-router-dom';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { ApplicationSearch } from './insight/ApplicationSearch.tsx';
import { ExportCsvButton } from './insight/ExportCsvButton.tsx';
import { useApplicationLookup } from './insight/use-application-lookup.ts';
import { REVIEWER_ROLES } from './reviewer-roles.ts';
import { fetchScoreCard } from './score-card.api.ts';
import { scoreCardCsv, ScoreCardView } from './ScoreCardView.tsx';
import './score-card.css';

/** /uw-score-card and /score-card (001, section 2.8): the score card of an application number, and its CSV. */
export function ScoreCardPage({ role }: { role: ReviewerRole }) {
  const { busy, found, failure, search } = useApplicationLookup((loanId: string) => fetchScoreCard(role, loanId), 'sorry ! data are not found.');
  return (
    <section aria-labelledby="score-card-title" className="score-card-page">
      <p><Link to={REVIEWER_ROLES[role].paths.dashboard}>Loan Application</Link>{found ? ` / Application Number - # ${found.loanid}` : ''} / Expert Score Card</p>
      <h1 id="score-card-title">Expert Score Card</h1>
      <div className="score-card-toolbar">
        <ApplicationSearch action="Score Card" busy={busy} onSearch={(id) => void search(id)} />
        {found ? <ExportCsvButton fileName={`score-card-${found.loanid}.csv`} build={() => scoreCardCsv(found)} /> : null}
      </div>
      {busy ? <p role="status">Searching…</p> : null}
      {failure ? <p role="alert" className="score-card-empty">{failure}</p> : null}
      {found && !busy ? <ScoreCardView role={role} data={found} /> : null}
    </section>
  );
}
