import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BORROWER_PATHS } from '../../app/paths.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { readBorrowerSession } from '../../features/borrower-session/borrower-session.ts';
import { fetchLoans, type LoanCard } from '../../features/application-wizard/loans.api.ts';

const STATUS_LABELS: Record<string, string> = {
  submitted: 'Submitted', verifying: 'In Progress', ready_for_review: 'In Progress',
};
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The parent's home after signing in: up to two loans, and the way to apply for one. */
export default function DashboardPage() {
  const session = readBorrowerSession();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [loans, setLoans] = useState<LoanCard[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchLoans().then(setLoans).catch(() => setError('Some thing went wrong, Please Retry'));
  }, []);

  return (
    <>
      <h1>Welcome{session?.userName ? `, ${session.userName}` : ''}</h1>
      {notice ? <Notice tone="success" title="Success">{notice}</Notice> : null}
      <section aria-labelledby="loans-heading">
        <h2 id="loans-heading">Active loans</h2>
        {error ? <Notice tone="error" title="Oops..">{error}</Notice> : null}
        {loans === null && !error ? <p role="status">Loading your loans…</p> : null}
        {loans?.length === 0 ? <p className="card">You have no loans yet. Once you submit an application, its status shows here.</p> : null}
        {loans && loans.length > 0 ? (
          <ul className="loan-cards">
            {loans.slice(0, 2).map((loan) => (
              <li key={loan.loanid} className="card" data-testid="loan-card">
                <h3>Loan {loan.loanid}</h3>
                <dl className="facts">
                  <div><dt>Applied on</dt><dd>{DATE.format(new Date(loan.created_at))}</dd></div>
                  <div><dt>Tenure</dt><dd>{loan.tenure} Months</dd></div>
                  <div><dt>Status</dt><dd>{STATUS_LABELS[loan.loan_status] ?? loan.loan_status}</dd></div>
                </dl>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="card" aria-labelledby="new-loan-heading">
        <h2 id="new-loan-heading">Do you want a new loan?</h2>
        <p>Apply online in a few steps; keep your PAN, Aadhaar, a utility bill and six months of bank statements ready.</p>
        <Link className="button primary" to={BORROWER_PATHS.profile}>Apply Now</Link>
      </section>
    </>
  );
}
