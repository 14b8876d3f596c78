import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { Link, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ReviewSection } from '../../../../domain/enums-lifecycle.ts';
import {
  REVIEW_STEPS, reviewWizardMachine, stepOf, summaryRows, type FinalDecision, type ReviewerRole, type SectionDecision, type SectionDecisionInput,
} from '../../../../machines/review-wizard.machine.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ApiError } from '../../shared/lib/api-client.ts';
import { fetchApprovalStatus, recordFinalDecision, setApprovalStatus, type ApprovalSummary } from './review.api.ts';
import { REVIEWER_ROLES } from './reviewer-roles.ts';
import { SECTION_VIEW, SectionFields } from './SectionFields.tsx';
import { ScoreCardForLoan } from './ScoreCardView.tsx';

/** /uw-loan-user/:id and /loan-user/:id (001, section 2.6): loads what was decided so far, then runs the review. */
export function ReviewWizardPage({ role }: { role: ReviewerRole }) {
  const { id = '' } = useParams();
  const [summary, setSummary] = useState<ApprovalSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchApprovalStatus(role, id).then(setSummary).catch((e: unknown) => setError(e instanceof ApiError ? e.message : 'Some thing went wrong, Please Retry'));
  }, [role, id]);
  if (error) return <p role="alert">Sorry, {error} ! please try again.</p>;
  if (!summary) return <p role="status">Loading…</p>;
  return <ReviewWizard role={role} loanId={id} summary={summary} />;
}

const isSection = (step: string): step is ReviewSection => step in SECTION_VIEW;

function ReviewWizard({ role, loanId, summary }: { role: ReviewerRole; loanId: string; summary: ApprovalSummary }) {
  const machine = useMemo(() => reviewWizardMachine.provide({
    actors: {
      recordSectionDecision: fromPromise<void, SectionDecisionInput>(async ({ input }) => { await setApprovalStatus(role, loanId, input); }),
      recordFinalDecision: fromPromise<void, FinalDecision>(async ({ input }) => { await recordFinalDecision(role, loanId, input.kind, input.remark); }),
    },
  }), [role, loanId]);
  // The standing decisions open the review; the approver sees what the underwriter accepted and may decide again.
  const sections = useMemo(() => Object.fromEntries(summary.sections
    .map((s) => [s.section, s.status === 'Rejected' ? { status: 'Rejected', comment: s.comment ?? '' } : { status: 'Accepted' }])) as Partial<Record<ReviewSection, SectionDecision>>,
  [summary]);
  const [snapshot, send] = useMachine(machine, { input: { role, employmentStatus: summary.emp_status, sections } });
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const [remark, setRemark] = useState('');
  const step = stepOf(snapshot);
  const { number, title } = REVIEW_STEPS[step];
  const busy = snapshot.matches({ [step]: 'deciding' } as never);
  const decided = snapshot.status === 'done';
  const current = isSection(step) ? snapshot.context.sections[step] : undefined;

  return (
    <section aria-labelledby="review-title">
      <p><Link to={REVIEWER_ROLES[role].paths.dashboard}>Loan Application</Link> / Application Number {loanId}</p>
      <div className="review-nav">
        <Button className="icon-button" aria-label="Previous step" isDisabled={step === 'studentDetails' || busy || decided} onPress={() => send({ type: 'back' })}>←</Button>
        <h1 id="review-title">Step {number} of 12: {title}</h1>
        <Button className="icon-button" aria-label="Next step" isDisabled={step === 'scoreCard' || busy || decided} onPress={() => send({ type: 'next' })}>→</Button>
      </div>
      <div className="review-card">
        {snapshot.context.error ? <p role="alert">Sorry, {snapshot.context.error} ! please try again.</p> : null}
        {isSection(step) ? (
          <>
            <SectionFields role={role} loanId={loanId} section={step} />
            <p aria-live="polite">
              {current ? <span className={current.status === 'Accepted' ? 'status-accepted' : 'status-rejected'}>{current.status}{current.status === 'Rejected' ? `: ${current.comment}` : ''}</span> : 'Not decided yet'}
            </p>
            <div className="review-actions">
              <Button className="button danger" isDisabled={busy} onPress={() => { setComment(''); setRejecting(true); }}>Reject</Button>
              <Button className="button button-primary" isDisabled={busy} onPress={() => send({ type: 'section.accept' })}>{busy ? 'Saving…' : 'Accept'}</Button>
            </div>
            <Dialog title={step === 'feeDetails' ? 'Student Details' : `Reject ${title}`} isOpen={rejecting} onClose={() => setRejecting(false)}>
              <label htmlFor="reject-comment">Comment for the parent</label>
              <textarea id="reject-comment" className="review-remark" value={comment} onChange={(e) => setComment(e.target.value)} />
              <div className="review-actions">
                <Button className="button" onPress={() => setRejecting(false)}>Cancel</Button>
                <Button className="button danger" isDisabled={!comment.trim()} onPress={() => { send({ type: 'section.reject', comment }); setRejecting(false); }}>Reject</Button>
              </div>
            </Dialog>
          </>
        ) : step === 'summary' ? (
          <>
            <table className="data-table">
              <caption>Summary</caption>
              <thead><tr><th scope="col">Entity</th><th scope="col">Status</th><th scope="col">Error</th></tr></thead>
              <tbody>
                {summaryRows(snapshot.context).map((row) => (
                  <tr key={row.entity}><td>{row.entity}</td><td className={row.status === 'Accepted' ? 'status-accepted' : 'status-rejected'}>{row.status}</td><td>{row.error}</td></tr>
                ))}
              </tbody>
            </table>
            <div className="review-actions">
              <Button className="button" onPress={() => send({ type: 'back' })}>Re-Evaluate</Button>
              <Button className="button button-primary" onPress={() => send({ type: 'next' })}>Proceed To Score Card</Button>
            </div>
          </>
        ) : decided ? (
          <p role="status">Your decision ({snapshot.context.finalDecision?.kind.replace(/_/g, ' ')}) is recorded. <Link to={REVIEWER_ROLES[role].paths.dashboard}>Back to the applications</Link></p>
        ) : (
          <>
            <ScoreCardForLoan role={role} loanId={loanId} />
            <label htmlFor="final-remark">Remark</label>
            <textarea id="final-remark" className="review-remark" value={remark} onChange={(e) => setRemark(e.target.value)} />
            <div className="review-actions">
              <Button className="button danger" isDisabled={busy || !snapshot.can({ type: 'final.reject', remark })} onPress={() => send({ type: 'final.reject', remark })}>Reject</Button>
              {role === 'approver' ? (
                <Button className="button" isDisabled={busy || !snapshot.can({ type: 'final.return', remark })} onPress={() => send({ type: 'final.return', remark })}>Return To Underwriter</Button>
              ) : null}
              <Button className="button button-primary" isDisabled={busy || !snapshot.can(role === 'approver' ? { type: 'final.sanction', remark } : { type: 'final.recommend', remark })}
                onPress={() => send(role === 'approver' ? { type: 'final.sanction', remark } : { type: 'final.recommend', remark })}>
                {role === 'approver' ? 'Approve' : 'Recommend'}
              </Button>
            </div>
            <p>{role === 'approver'
              ? 'Approve needs every section accepted; Reject and Return To Underwriter need a remark.'
              : 'Recommend needs every section accepted and a remark; Reject needs a remark.'}</p>
          </>
        )}
      </div>
    </section>
  );
}
