import { Router } from 'express';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import type { ApplicationProfileService } from '../services/application-profile.service.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

/**
 * The signed-in parent's own profile (000, section 3): read back as userName, dob, emailid, phoneno,
 * relationship, emp_status, profession, with the name parts the forms show read-only.
 */
export function usersProfileRoutes(deps: { authenticator: Authenticator; profile: ApplicationProfileService }): ScopedRoutes {
  const router = Router();
  router.get('/users/viewprofile', deps.authenticator.requireRole('borrower'), async (req, res) => {
    res.json({ message: 'Profile', data: await deps.profile.viewProfile(sessionOf(req).subjectId) });
  });
  return scopedRoutes(['/users/'], router);
}
