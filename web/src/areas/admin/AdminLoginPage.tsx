import { useNavigate } from 'react-router-dom';
import { ADMIN_PATHS } from '../../shared/paths.ts';
import { StaffLoginForm } from '../../shared/staff/StaffLoginForm.tsx';

/** /admin-login (002, section 2.3): success goes to the dashboard. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  return <StaffLoginForm role="admin" title="Administrator Log In" onSignedIn={() => void navigate(ADMIN_PATHS.dashboard, { replace: true })} />;
}
