import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { StaffProfileForm } from '../../shared/staff/StaffProfileForm.tsx';
import { fetchProfile, updateProfile } from './review.api.ts';

/** 001, section 2.13: 'You Have {message}.'. */
const successText = (message: string) => `You Have ${message}.`;

/** /uw-user-details and /user-details (001, section 2.13): the staff profile form for the reviewer's role. */
export function ReviewerProfilePage({ role }: { role: ReviewerRole }) {
  return <StaffProfileForm role={role} load={fetchProfile} save={updateProfile} successText={successText} />;
}
