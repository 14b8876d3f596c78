import { useEffect, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Link, NavLink, Navigate, Outlet, useNavigate } from 'react-router-dom';
import { BORROWER_PATHS, PUBLIC_PATHS } from '../../shared/paths.ts';
import { clearBorrowerSession, logoutBorrower, readBorrowerSession } from './borrower-session.ts';
import { ApiError, apiRequest } from '../../shared/lib/api-client.ts';
import { NotificationsBell } from './loans/NotificationsBell.tsx';
import './borrower.css';

type Check = 'checking' | 'ok' | 'signed-out';

/** The signed-in parent's shell: side menu, top bar with the user menu, footer; signed-out visitors go to /login. */
export function BorrowerLayout() {
  const navigate = useNavigate();
  const session = readBorrowerSession();
  const [check, setCheck] = useState<Check>(session ? 'checking' : 'signed-out');
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!session) return;
    // The server decides whether the stored token is still good (expired or signed out elsewhere).
    apiRequest('GET', '/users/viewprofile')
      .then(() => setCheck('ok'))
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          clearBorrowerSession();
          setCheck('signed-out');
        } else {
          setCheck('ok'); // a network hiccup should not sign the parent out; the pages show their own errors
        }
      });
  }, [session?.authToken]);

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
          <MenuTrigger>
            <Button className="user-menu-button" aria-label={`Account menu for ${session?.userName ?? ''}`}>{session?.userName || 'Account'} ▾</Button>
            <Popover placement="bottom end">
              <Menu className="user-menu" onAction={(key) => (key === 'logout' ? void onLogout() : navigate(BORROWER_PATHS.userProfile))}>
                <MenuItem id="profile">Profile</MenuItem>
                <MenuItem id="logout">Logout</MenuItem>
              </Menu>
            </Popover>
          </MenuTrigger>
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
