import { useEffect, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Link, NavLink, Navigate, Outlet, useNavigate } from 'react-router-dom';
import { ADMIN_PATHS } from '../../app/paths.ts';
import { clearStaffSession, logoutStaff, readStaffSession } from '../../features/staff-auth/staff-session.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fetchProfile } from './admin.api.ts';
import './admin.css';

type Check = 'checking' | 'ok' | 'signed-out';

const MENU = [
  { to: ADMIN_PATHS.dashboard, label: 'Dashboards', icon: '▦' },
  { to: ADMIN_PATHS.underwriters, label: 'Underwriter', icon: '✎' },
  { to: ADMIN_PATHS.approvers, label: 'Approver', icon: '✔' },
  { to: ADMIN_PATHS.schools, label: 'School', icon: '⌂' },
  { to: ADMIN_PATHS.borrowers, label: 'Borrower', icon: '☺' },
] as const;

/**
 * The administrator's shell (002, section 2.2): without a live admin session the browser goes to
 * /admin-login; the server has the last word on the stored token.
 */
export function AdminLayout() {
  const navigate = useNavigate();
  const session = readStaffSession('admin');
  const [check, setCheck] = useState<Check>(session ? 'checking' : 'signed-out');
  const [name, setName] = useState(session?.name ?? '');
  const [collapsed, setCollapsed] = useState(() => typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches);

  useEffect(() => {
    if (!session) return;
    fetchProfile()
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
  }, [session?.authToken]);

  useEffect(() => {
    // Below the medium breakpoint the menu collapses to its 80px rail (002, section 9).
    const query = window.matchMedia('(max-width: 767px)');
    const follow = () => setCollapsed(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  if (check === 'signed-out') return <Navigate to={ADMIN_PATHS.login} replace />;
  if (check === 'checking') return <p className="page" role="status">Loading…</p>;

  async function onLogout() {
    await logoutStaff('admin').catch(() => {});
    void navigate(ADMIN_PATHS.login, { replace: true });
  }

  return (
    <div className={`admin-shell ${collapsed ? 'is-collapsed' : ''}`}>
      <a className="skip-link" href="#admin-main">Skip to content</a>
      <nav id="admin-menu" className="admin-sidebar" aria-label="Administrator">
        <Link to={ADMIN_PATHS.dashboard} className="admin-brand">{collapsed ? 'FS' : 'FeeSetu'}</Link>
        <ul>
          {MENU.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} title={collapsed ? item.label : undefined}>
                <span className="admin-icon" aria-hidden="true">{item.icon}</span>
                <span className={collapsed ? 'visually-hidden' : 'admin-label'}>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <header className="admin-topbar">
        <button type="button" className="admin-toggle" aria-expanded={!collapsed} aria-controls="admin-menu" onClick={() => setCollapsed((c) => !c)}>
          <span aria-hidden="true">☰</span><span className="visually-hidden">{collapsed ? 'Expand menu' : 'Collapse menu'}</span>
        </button>
        <span className="admin-area">Administrator</span>
        <MenuTrigger>
          <Button className="admin-user" aria-label={`Account menu for ${name || 'administrator'}`}>{name || 'Account'} ▾</Button>
          <Popover placement="bottom end">
            <Menu className="admin-user-menu" onAction={(key) => (key === 'logout' ? void onLogout() : void navigate(ADMIN_PATHS.profile))}>
              <MenuItem id="profile">Profile</MenuItem>
              <MenuItem id="logout">Logout</MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}><Outlet /></main>
      <footer className="admin-footer">© {new Date().getFullYear()} FeeSetu. School fees in monthly instalments.</footer>
    </div>
  );
}
