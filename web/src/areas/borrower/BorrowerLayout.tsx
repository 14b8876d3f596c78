import { useState } from 'react';
import { Link, NavLink, Navigate, Outlet, useNavigate } from 'react-router-dom';
import { BORROWER_PATHS, PUBLIC_PATHS } from '../../shared/paths.ts';
import { AccountMenu } from '../../shared/ui/AccountMenu.tsx';
import { clearBorrowerSession, logoutBorrower, readBorrowerSession } from './borrower-session.ts';
import { apiRequest } from '../../shared/lib/api-client.ts';
import { useSessionCheck } from '../../shared/lib/use-session-check.ts';
import { NotificationsBell } from './loans/NotificationsBell.tsx';
import './borrower.css';

/** The signed-in parent's shell: side menu, top bar with the user menu, footer; signed-out visitors go to /login. */
export function BorrowerLayout() {
  const navigate = useNavigate();
  const session = readBorrowerSession();
  const check = useSessionCheck(Boolean(session), () => apiRequest('GET', '/users/viewprofile'), clearBorrowerSession, [session?.authToken]);
  const [menuOpen, setMenuOpen] = useState(false);

  if (check === 'signed-out') return <Navigate to={PUBLIC_PATHS.login} replace />;
  if (check === 'checking') return <p className="page" role="status">Loading…</p>;

  async function onLogout() {
    await logoutBorrower().catch(() => {});
    void navigate(PUBLIC_PATHS.login, { replace: true });
  }

  return (
    <div className={`app-shell ${menuOpen ? 'menu-open' : ''}`}>
      <a className="skip-link" href="#borrower-main">Skip to content</a>
      <header className="app-topbar">
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="borrower-menu" onClick={() => setMenuOpen((o) => !o)}>
          <span aria-hidden="true">☰</span><span className="visually-hidden">Menu</span>
        </button>
        <Link to={BORROWER_PATHS.dashboard} className="brand">FeeSetu</Link>
        <div className="topbar-actions">
          <NotificationsBell />
          <AccountMenu name={session?.userName ?? ''} accountOf={session?.userName ?? ''} buttonClassName="user-menu-button" menuClassName="user-menu"
            onProfile={() => void navigate(BORROWER_PATHS.userProfile)} onLogout={() => void onLogout()} />
        </div>
      </header>
      <nav id="borrower-menu" className="app-sidebar" aria-label="Your loans">
        <ul>
          <li><NavLink to={BORROWER_PATHS.dashboard}>Active Loans</NavLink></li>
          <li><NavLink to={BORROWER_PATHS.transactionHistory}>Transaction History</NavLink></li>
          <li><NavLink to={BORROWER_PATHS.loanAgreement}>Loan Agreement</NavLink></li>
        </ul>
      </nav>
      <main id="borrower-main" className="app-main"><Outlet /></main>
      <footer className="app-footer">© {new Date().getFullYear()} FeeSetu</footer>
    </div>
  );
}
