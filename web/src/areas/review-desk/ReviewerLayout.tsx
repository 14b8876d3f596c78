import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { StaffShell } from '../../shared/staff/StaffShell.tsx';
import { fetchProfile } from './review.api.ts';
import { REVIEWER_ROLES } from './reviewer-roles.ts';
import './back-office.css';

/**
 * The reviewer's shell (001, section 2.2): the staff shell with the role's menu, paths and name.
 * Without a live session of this role the browser goes to the role's login.
 */
export function ReviewerLayout({ role }: { role: ReviewerRole }) {
  const { paths, label } = REVIEWER_ROLES[role];
  const menu = [
    { to: paths.dashboard, label: 'Loan Application', icon: '▤' },
    { to: paths.scoreCard, label: 'Expert Score Card', icon: '★' },
    { to: paths.cam, label: 'CAM', icon: '₹' },
    { to: paths.kycCheck, label: 'KYC Check', icon: '✔' },
  ];
  return (
    <StaffShell role={role} areaLabel={label} accountFallback={label} menu={menu}
      homePath={paths.dashboard} loginPath={paths.login} profilePath={paths.profile} checkSession={fetchProfile} />
  );
}
