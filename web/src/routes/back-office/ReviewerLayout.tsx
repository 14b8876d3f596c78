import { useEffect, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Link, NavLink, Navigate, Outlet, useNavigate } from 'react-router-dom';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { clearStaffSession, logoutStaff, readStaffSession } from '../../features/staff-auth/staff-session.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fetchProfile } from './review.api.ts';
import { REVIEWER_ROLES } from './reviewer-roles.ts';
import './back-office.css';

type Check = 'checking' | 'ok' | 'signed-out';

/**
 * The reviewer's shell (001, section 2.2): side menu, header with the user menu, footer. Without a
 * live session of this role the browser goes to the role's login; the server has the last word.
 */
export function ReviewerLayout({ role }: { role: ReviewerRole }) {
  const navigate = useNavigate();
  const { paths, label } = REVIEWER_ROLES[role];
  const session = readStaffSession(role);
  const [check, setCheck] = useState<Check>(session ? 'checking' : 'signed-out');
  const [name, setName] = useState(session?.name ?? '');
  const [collapsed, setCollapsed] = useState(() => typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches);
  const menu = [
    { to: paths.dashboard, label: 'Loan Application', icon: '▤' },
    { to: paths.scoreCard, label: 'Expert Score Card', icon: '★' },
    { to: paths.cam, label: 'CAM', icon: '₹' },
    { to: paths.kycCheck, label: 'KYC Check', icon: '✔' },
  ];

  useEffect(() => {
    if (!session) return;
    fetchProfile(role)
      .then((profile) => {
        setName(`${profile.firstname} ${profile.lastname}`);
        setCheck('ok');
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          clearStaffSession();
          setCheck('signed-out');
        } else {
          setCheck('ok'); // a network hiccup is not a sign-out; each page shows its own error
        }
      });
  }, [session?.authToken, role]);

  useEffect(() => {
    const query = window.matchMedia('(max-width: 767px)');
    const follow = () => setCollapsed(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  if (check === 'signed-out') return <Navigate to={paths.login} replace />;
  if (check === 'checking') return <p className="page" role="status">Loading…</p>;

  async function onLogout() {
    await logoutStaff(role).catch(() => {});
    void navigate(paths.login, { replace: true });
  }

  return (
    <div className={`bo-shell ${collapsed ? 'is-collapsed' : ''}`}>
      <a className="skip-link" href="#bo-main">Skip to content</a>
      <nav id="bo-menu" className="bo-sidebar" aria-label={label}>
        <Link to={paths.dashboard} className="bo-brand">{collapsed ? 'FS' : 'FeeSetu'}</Link>
        <ul>
          {menu.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} title={collapsed ? item.label : undefined}>
                <span className="bo-icon" aria-hidden="true">{item.icon}</span>
                <span className={collapsed ? 'visually-hidden' : 'bo-label'}>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <header className="bo-topbar">
        <button type="button" className="bo-toggle" aria-expanded={!collapsed} aria-controls="bo-menu" onClick={() => setCollapsed((c) => !c)}>
          <span aria-hidden="true">☰</span><span className="visually-hidden">{collapsed ? 'Expand menu' : 'Collapse menu'}</span>
        </button>
        <span className="bo-area">{label}</span>
        <MenuTrigger>
          <Button className="bo-user" aria-label={`Account menu for ${name || label}`}>{name || 'Account'} ▾</Button>
          <Popover placement="bottom end">
            <Menu className="bo-user-menu" onAction={(key) => (key === 'logout' ? void onLogout() : void navigate(paths.profile))}>
              <MenuItem id="profile">Profile</MenuItem>
              <MenuItem id="logout">Logout</MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </header>
      <main id="bo-main" className="bo-main" tabIndex={-1}><Outlet /></main>
      <footer className="bo-footer">© {new Date().getFullYear()} FeeSetu. School fees in monthly instalments.</footer>
    </div>
  );
}
