import { StaffProfileForm } from '../../shared/staff/StaffProfileForm.tsx';
import { fetchProfile, updateProfile } from './admin.api.ts';

const save = (_role: 'admin', body: Parameters<typeof updateProfile>[0]) => updateProfile(body);
/** 002, section 5: the administrator's success line has no closing full stop. */
const successText = (message: string) => `You Have ${message}`;

/** /admin-userdetails (002, section 2.6): loads on open, saves on submit. */
export default function ProfilePage() {
  return <StaffProfileForm role="admin" load={fetchProfile} save={save} successText={successText} />;
}
