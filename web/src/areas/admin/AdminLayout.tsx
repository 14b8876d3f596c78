import { ADMIN_PATHS } from '../../shared/paths.ts';
import { StaffShell } from '../../shared/staff/StaffShell.tsx';
import { fetchProfile } from './admin.api.ts';

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
  return (
    <StaffShell role="admin" areaLabel="Administrator" accountFallback="administrator" menu={MENU}
      homePath={ADMIN_PATHS.dashboard} loginPath={ADMIN_PATHS.login} profilePath={ADMIN_PATHS.profile} checkSession={fetchProfile} />
  );
}
