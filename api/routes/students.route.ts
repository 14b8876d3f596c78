import { Router } from 'express';
import { feeDetailsRequestSchema } from '../../domain/schemas/fee.schema.ts';
import { registerStudentRequestSchema } from '../../domain/schemas/student.schema.ts';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import type { ApplicationProfileService } from '../services/application-profile.service.ts';
import type { FeeSubmissionService } from '../services/fee-submission.service.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

/** The children (wizard step 1) and the fee step whose submit creates the loans (000, section 7). */
export function studentsRoutes(deps: { authenticator: Authenticator; profile: ApplicationProfileService; fees: FeeSubmissionService; today: () => Date }): ScopedRoutes {
  const router = Router();
  const borrower = deps.authenticator.requireRole('borrower');

  router.post('/students/registerstudent', borrower, async (req, res) => {
    await deps.profile.registerStudents(sessionOf(req).subjectId, registerStudentRequestSchema({ today: deps.today() }).parse(req.body));
    res.json({ message: 'Student details saved', data: null });
  });
  router.get('/students/getstudentdetails', borrower, async (req, res) => {
    res.json({ message: 'Students', data: await deps.profile.listStudents(sessionOf(req).subjectId) });
  });
  router.put('/students/feedetails', borrower, async (req, res) => {
    const loans = await deps.fees.submit(sessionOf(req).subjectId, feeDetailsRequestSchema({ today: deps.today() }).parse(req.body));
    res.json({ message: 'Application submitted', data: loans });
  });
  router.get('/students/getfeedetails', borrower, async (req, res) => {
    res.json({ message: 'Loans', data: await deps.fees.loans(sessionOf(req).subjectId) });
  });
  return scopedRoutes(['/students/'], router);
}
