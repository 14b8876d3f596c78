import { useEffect, useState } from 'react';
import { Link, NavLink, Navigate, Outlet, useNavigate } from 'react-router-dom';
import type { StaffRole } from '../../../../domain/enums-lifecycle.ts';
import { useSessionCheck } from '../lib/use-session-check.ts';
import { AccountMenu } from '../ui/AccountMenu.tsx';
import { clearStaffSession, logoutStaff, readStaffSession } from './staff-session.ts';
import './staff-shell.css';

/** One line of the side menu. */
export interface StaffMenuEntry {
  to: string;
  label: string;
  icon: string;
}

/** What differs between the staff areas (administrator, underwriter, approver): all of it data. */
export interface StaffShellProps<R extends StaffRole> {
  role: R;
  /** Names the area in the header and the side menu's landmark. */
  areaLabel: string;
  /** Who the account button speaks of while the name is not known. */
  accountFallback: string;
  menu: readonly StaffMenuEntry[];
  homePath: string;
  loginPath: string;
  profilePath: string;
  /** Asks the server for the signed-in member's details; a 401 or 403 means the session is over. */
  checkSession: (role: R) => Promise<{ firstname: string; lastname: string }>;
}

const NARROW = '(max-width: 767px)';

/**
 * The staff shell (001 and 002, section 2.2): side menu, header with the user menu, footer. Without a
 * live session of the role the browser goes to the role's login; the server has the last word.
 */
export function StaffShell<R extends StaffRole>({ role, areaLabel, accountFallback, menu, homePath, loginPath, profilePath, checkSession }: StaffShellProps<R>) {
  const navigate = useNavigate();
  const session = readStaffSession(role);
  const [name, setName] = useState(session?.name ?? '');
  const [collapsed, setCollapsed] = useState(() => typeof window !== 'undefined' && window.matchMedia(NARROW).matches);
  const check = useSessionCheck(Boolean(session), async () => {
    const profile = await checkSession(role);
    setName(`${profile.firstname} ${profile.lastname}`);
  }, clearStaffSession, [session?.authToken, role]);

  useEffect(() => {
    // Below the medium breakpoint the menu collapses to its 80px rail (002, section 9).
    const query = window.matchMedia(NARROW);
    const follow = () => setCollapsed(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  if (check === 'signed-out') return <Navigate to={loginPath} replace />;
  if (check === 'checking') return <p className="page" role="status">Loading…</p>;

  async function onLogout() {
    await logoutStaff(role).catch(() => {});
    void navigate(loginPath, { replace: true });
  }

  return (
    <div className={`staff-shell ${collapsed ? 'is-collapsed' : ''}`}>
      <a className="skip-link" href="#staff-main">Skip to content</a>
      <nav id="staff-menu" className="staff-sidebar" aria-label={areaLabel}>
        <Link to={homePath} className="staff-brand">{collapsed ? 'FS' : 'FeeSetu'}</Link>
        <ul>
          {menu.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} title={collapsed ? item.label : undefined}>
                <span className="staff-icon" aria-hidden="true">{item.icon}</span>
                <span className={collapsed ? 'visually-hidden' : 'staff-label'}>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <header className="staff-topbar">
        <button type="button" className="staff-toggle" aria-expanded={!collapsed} aria-controls="staff-menu" onClick={() => setCollapsed((c) => !c)}>
          <span aria-hidden="true">☰</span><span className="visually-hidden">{collapsed ? 'Expand menu' : 'Collapse menu'}</span>
        </button>
        <span className="staff-area">{areaLabel}</span>
        <AccountMenu name={name} accountOf={name || accountFallback} buttonClassName="staff-user" menuClassName="staff-user-menu"
          onProfile={() => void navigate(profilePath)} onLogout={() => void onLogout()} />
      </header>
      <main id="staff-main" className="staff-main" tabIndex={-1}><Outlet /></main>
      <footer className="staff-footer">© {new Date().getFullYear()} FeeSetu. School fees in monthly instalments.</footer>
    </div>
  );
}
