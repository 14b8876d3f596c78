import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BORROWER_PATHS } from '../../shared/paths.ts';
import { DonutChart } from '../../shared/charts/DonutChart.tsx';
import { Notice } from '../../shared/ui/Notice.tsx';
import { readBorrowerSession } from './borrower-session.ts';
import { fetchDashboard, type DashboardLoan } from './loans/borrower-loans.api.ts';
import { SendBacksPanel } from './loans/SendBacksPanel.tsx';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dueDate = (iso: string) => DATE.format(new Date(`${iso}T00:00:00+05:30`));

function LoanCardView({ loan }: { loan: DashboardLoan }) {
  return (
    <li className="card" data-testid="loan-card">
      <h3>Loan {loan.loanId}</h3>
      <dl className="facts">
        <div><dt>Applied on</dt><dd>{DATE.format(new Date(loan.createdAt))}</dd></div>
        <div><dt>Tenure</dt><dd>{loan.tenureMonths} Months</dd></div>
        <div><dt>Status</dt><dd>{loan.statusLabel}</dd></div>
        <div><dt>Amount</dt><dd>{loan.principal}</dd></div>
      </dl>
      {loan.status === 'sanctioned' ? <Link className="button primary" to={`${BORROWER_PATHS.loanAgreement}?loanId=${loan.loanId}`}>Read and sign the agreement</Link> : null}
    </li>
  );
}

function RepaymentView({ loan }: { loan: DashboardLoan }) {
  if (!loan.repaymentStarted) {
    return <p className="card" data-testid="repayment-empty">Repayment of loan {loan.loanId} has not started yet: your payments and their history show here once the first EMI is due.</p>;
  }
  return (
    <section className="card" aria-label={`Repayment of loan ${loan.loanId}`} data-testid="repayment">
      <DonutChart
        title={`EMIs of loan ${loan.loanId}`} valueLabel="EMIs" definition="EMIs debited on the first attempt against EMIs whose debit bounced at least once, and those still to come."
        data={[
          { label: 'Timely', value: loan.emis.timely, color: '#1f7a5a' },
          { label: 'Bounced', value: loan.emis.bounced, color: '#c0392b' },
          { label: 'Upcoming', value: loan.emis.pending, color: '#c9d6d1' },
        ]}
      />
      <dl className="facts">
        <div><dt>Amount paid</dt><dd data-testid="amount-paid">{loan.amountPaid}</dd></div>
        {loan.nextPayment ? (
          <>
            <div><dt>Next payment</dt><dd>{dueDate(loan.nextPayment.dueDate)} ({loan.nextPayment.daysLeft} days left)</dd></div>
            <div><dt>Amount</dt><dd>{loan.nextPayment.amount}</dd></div>
            <div><dt>Mode</dt><dd>{loan.nextPayment.mode}</dd></div>
          </>
        ) : <div><dt>Next payment</dt><dd>None due</dd></div>}
      </dl>
      <div className="table-scroll"><table data-testid="emi-history">
        <caption>Payment history</caption>
        <thead><tr><th scope="col">EMI</th><th scope="col">Due date</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead>
        <tbody>
          {loan.history.map((h) => <tr key={h.number}><td>{h.number}</td><td>{dueDate(h.dueDate)}</td><td>{h.amount}</td><td>{h.status}</td></tr>)}
        </tbody>
      </table></div>
    </section>
  );
}

/** The parent's home after signing in: up to two loans with their repayment, and the way to apply for one. */
export default function DashboardPage() {
  const session = readBorrowerSession();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [dashboard, setDashboard] = useState<{ loans: DashboardLoan[]; canApplyForNewLoan: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchDashboard().then(setDashboard).catch(() => setError('Some thing went wrong, Please Retry'));
  }, []);
  const loans = dashboard?.loans ?? null;

  return (
    <>
      <h1>Welcome{session?.userName ? `, ${session.userName}` : ''}</h1>
      {notice ? <Notice tone="success" title="Success">{notice}</Notice> : null}
      <SendBacksPanel />
      <section aria-labelledby="loans-heading">
        <h2 id="loans-heading">Active loans</h2>
        {error ? <Notice tone="error" title="Oops..">{error}</Notice> : null}
        {loans === null && !error ? <p role="status">Loading your loans…</p> : null}
        {loans?.length === 0 ? <p className="card">You have no loans yet. Once you submit an application, its status shows here.</p> : null}
        {loans && loans.length > 0 ? (
          <ul className="loan-cards">
            {loans.slice(0, 2).map((loan) => <LoanCardView key={loan.loanId} loan={loan} />)}
          </ul>
        ) : null}
      </section>
      {loans?.map((loan) => <RepaymentView key={loan.loanId} loan={loan} />)}
      {dashboard === null || dashboard.canApplyForNewLoan ? (
        <section className="card" aria-labelledby="new-loan-heading">
          <h2 id="new-loan-heading">Do you want a new loan?</h2>
          <p>Apply online in a few steps; keep your PAN, Aadhaar, a utility bill and six months of bank statements ready.</p>
          <Link className="button primary" to={BORROWER_PATHS.profile}>Apply Now</Link>
        </section>
      ) : null}
    </>
  );
}
