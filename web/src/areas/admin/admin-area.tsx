import { ADMIN_PATHS } from '../../shared/paths.ts';
import { AdminLayout } from './AdminLayout.tsx';
import AdminLoginPage from './AdminLoginPage.tsx';
import BorrowerListPage from './BorrowerListPage.tsx';
import DashboardPage from './DashboardPage.tsx';
import { NewApproverPage, NewUnderwriterPage } from './NewStaffPage.tsx';
import NewSchoolPage from './NewSchoolPage.tsx';
import ProfilePage from './ProfilePage.tsx';
import SchoolListPage from './SchoolListPage.tsx';
import { ApproverListPage, UnderwriterListPage } from './StaffListPage.tsx';

/** The administrator area, one chunk: its shell, its sign-in, and the screens inside the shell by path. */
export { AdminLayout, AdminLoginPage };

export const ADMIN_SCREENS: Record<Exclude<keyof typeof ADMIN_PATHS, 'login'>, React.ComponentType> = {
  dashboard: DashboardPage,
  approvers: ApproverListPage,
  underwriters: UnderwriterListPage,
  schools: SchoolListPage,
  borrowers: BorrowerListPage,
  profile: ProfilePage,
  newApprover: NewApproverPage,
  newUnderwriter: NewUnderwriterPage,
  newSchool: NewSchoolPage,
};
