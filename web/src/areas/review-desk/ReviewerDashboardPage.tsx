import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { Link, useNavigate } from 'react-router-dom';
import { LOAN_STATUSES } from '../../../../domain/enums-lifecycle.ts';
import type { LoanCounts, QueueRowView } from '../../../../domain/schemas/review.schema.ts';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { SelectField } from '../../shared/ui/SelectField.tsx';
import { ApiError } from '../../shared/lib/api-client.ts';
import { assignLoan, fetchCounts, fetchQueue, type QueueTab } from './review.api.ts';
import { reviewPath } from './reviewer-roles.ts';

const PAGE_SIZE = 10;
const TABS: { id: QueueTab; label: string }[] = [{ id: 'unassigned', label: 'Unassigned' }, { id: 'assigned', label: 'Assigned' }, { id: 'rejected', label: 'Rejected' }];
const STATUS_OPTIONS = [{ value: 'All', label: 'All' }, ...LOAN_STATUSES.map((s) => ({ value: s, label: s.replace(/_/g, ' ') }))];
/** The eye of the old tables, drawn rather than an emoji (not every phone has an emoji font). */
const Eye = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" /><circle cx="12" cy="12" r="3" />
  </svg>
);
const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
const failureText = (error: unknown) => (error instanceof ApiError ? error.message : 'Some thing went wrong, Please Retry');

/** /uw-loan-application and /loan-application (001, section 2.5): counts, the three queues, status filter and paging. */
export function ReviewerDashboardPage({ role }: { role: ReviewerRole }) {
  const navigate = useNavigate();
  const [counts, setCounts] = useState<LoanCounts | null>(null);
  const [tab, setTab] = useState<QueueTab>('unassigned');
  const [status, setStatus] = useState('All');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<{ loading: boolean; error: string | null; rows: QueueRowView[]; total: number }>({ loading: true, error: null, rows: [], total: 0 });
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    fetchCounts(role).then(setCounts).catch(() => setCounts(null));
  }, [role]);

  useEffect(() => {
    let current = true;
    setList((l) => ({ ...l, loading: true, error: null }));
    fetchQueue(role, tab, { status, page, pageSize: PAGE_SIZE })
      .then((answer) => current && setList({ loading: false, error: null, ...answer }))
      .catch((error: unknown) => current && setList((l) => ({ ...l, loading: false, error: failureText(error) })));
    return () => { current = false; };
  }, [role, tab, status, page]);

  async function pickUp(loanId: string) {
    setActionError(null);
    try {
      await assignLoan(role, loanId);
      void navigate(reviewPath(role, loanId));
    } catch (error) {
      setActionError(failureText(error));
    }
  }

  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  const remarkOf = (row: QueueRowView) => (role === 'approver' ? row.underwriter_remarks : row.approver_remarks) ?? '';
  const assigneeHeader = tab === 'rejected' ? 'Rejected To' : 'Assigned To';
  const columns = ['Applicant No', 'Date', 'Name', 'Loan Amount', 'Status', ...(tab === 'unassigned' ? [] : [assigneeHeader]), 'Remark', 'Action'];

  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Loan Application</h1>
      <dl className="cards">
        <div className="card"><dt>New applications received</dt><dd>{counts?.total_loans ?? '–'}</dd></div>
        <div className="card"><dt>In progress applications</dt><dd>{counts?.in_progress_loans ?? '–'}</dd></div>
        <div className="card"><dt>Applications rejected</dt><dd>{counts?.rejected_loans ?? '–'}</dd></div>
      </dl>
      <div className="list-toolbar">
        <div className="tabs" role="tablist" aria-label="Applications">
          {TABS.map((t) => (
            <button key={t.id} type="button" role="tab" aria-selected={tab === t.id} aria-controls="queue-panel"
              onClick={() => { setTab(t.id); setPage(1); }}>{t.label}</button>
          ))}
        </div>
        <SelectField label="Status" name="status" value={status} options={STATUS_OPTIONS} onChange={(value) => { setStatus(value); setPage(1); }} />
      </div>
      {actionError ? <p role="alert">Sorry, {actionError} ! please try again.</p> : null}
      <div id="queue-panel" role="tabpanel" className="table-wrap" aria-busy={list.loading}>
        <table className="data-table">
          <caption>{TABS.find((t) => t.id === tab)?.label} applications <span className="visually-hidden">, {list.total} in all</span></caption>
          <thead><tr>{columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
          <tbody>
            {list.error ? <tr><td colSpan={columns.length} role="alert">Sorry, {list.error} ! please try again.</td></tr>
              : list.loading && list.rows.length === 0 ? <tr><td colSpan={columns.length} role="status">Loading…</td></tr>
              : list.rows.length === 0 ? <tr><td colSpan={columns.length}>Nothing found.</td></tr>
              : list.rows.map((row) => (
                <tr key={row.loanid}>
                  <td>{row.loanid}</td>
                  <td>{new Date(row.date).toLocaleDateString('en-IN')}</td>
                  <td>{row.applicant_name}</td>
                  <td>{rupees(row.total_fee)}</td>
                  <td>{row.status.replace(/_/g, ' ')}</td>
                  {tab === 'unassigned' ? null : <td>{row.assigned_to ?? ''}</td>}
                  <td>{remarkOf(row)}</td>
                  <td>
                    {tab === 'unassigned'
                      ? <Button className="icon-button" aria-label={`Pick up and open application ${row.loanid}`} onPress={() => void pickUp(row.loanid)}><Eye /></Button>
                      : <Link className="icon-button" aria-label={`Open application ${row.loanid}`} to={reviewPath(role, row.loanid)}><Eye /></Link>}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label="Application pages">
        <Button className="button" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>Previous</Button>
        <span aria-live="polite">Page {page} of {pages} · {list.total} in all</span>
        <Button className="button" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>Next</Button>
      </nav>
    </section>
  );
}
