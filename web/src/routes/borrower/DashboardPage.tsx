import { Link } from 'react-router-dom';
import { BORROWER_PATHS } from '../../app/paths.ts';
import { readBorrowerSession } from '../../features/borrower-session/borrower-session.ts';

/** The parent's home after signing in: their loans, and the way to apply for one. */
export default function DashboardPage() {
  const session = readBorrowerSession();
  return (
    <>
      <h1>Welcome{session?.userName ? `, ${session.userName}` : ''}</h1>
      <section className="card" aria-labelledby="loans-heading">
        <h2 id="loans-heading">Active loans</h2>
        <p>You have no loans yet. Once you submit an application, its status shows here.</p>
      </section>
      <section className="card" aria-labelledby="new-loan-heading">
        <h2 id="new-loan-heading">Do you want a new loan?</h2>
        <p>Apply online in a few steps; keep your PAN, Aadhaar, a utility bill and six months of bank statements ready.</p>
        <Link className="button primary" to={BORROWER_PATHS.profile}>Apply Now</Link>
      </section>
    </>
  );
}
