import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { ApplicationSearch } from '../../features/insight/ApplicationSearch.tsx';
import { ExportCsvButton } from '../../features/insight/ExportCsvButton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { REVIEWER_ROLES } from './reviewer-roles.ts';
import { fetchScoreCard, type ScoreCardData } from './score-card.api.ts';
import { scoreCardCsv, ScoreCardView } from './ScoreCardView.tsx';
import './score-card.css';

type Search = { state: 'idle' } | { state: 'searching' } | { state: 'found'; data: ScoreCardData } | { state: 'not_found' } | { state: 'failed'; message: string };

/** /uw-score-card and /score-card (001, section 2.8): the score card of an application number, and its CSV. */
export function ScoreCardPage({ role }: { role: ReviewerRole }) {
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const run = (loanId: string) => {
    setSearch({ state: 'searching' });
    fetchScoreCard(role, loanId)
      .then((data) => setSearch({ state: 'found', data }))
      .catch((e: unknown) => {
        // Unknown, or someone else's application: there is nothing this reviewer may be shown.
        if (e instanceof ApiError && [400, 403, 404].includes(e.status)) setSearch({ state: 'not_found' });
        else setSearch({ state: 'failed', message: e instanceof ApiError ? e.message : 'Some thing went wrong, Please Retry' });
      });
  };
  const found = search.state === 'found' ? search.data : null;
  return (
    <section aria-labelledby="score-card-title" className="score-card-page">
      <p><Link to={REVIEWER_ROLES[role].paths.dashboard}>Loan Application</Link>{found ? ` / Application Number - # ${found.loanid}` : ''} / Expert Score Card</p>
      <h1 id="score-card-title">Expert Score Card</h1>
      <div className="score-card-toolbar">
        <ApplicationSearch action="Score Card" busy={search.state === 'searching'} onSearch={run} />
        {found ? <ExportCsvButton fileName={`score-card-${found.loanid}.csv`} build={() => scoreCardCsv(found)} /> : null}
      </div>
      {search.state === 'searching' ? <p role="status">Searching…</p> : null}
      {search.state === 'not_found' ? <p role="alert" className="score-card-empty">sorry ! data are not found.</p> : null}
      {search.state === 'failed' ? <p role="alert">Sorry, {search.message} ! please try again.</p> : null}
      {found ? <ScoreCardView role={role} data={found} /> : null}
    </section>
  );
}
