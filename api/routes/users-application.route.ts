import { Router } from 'express';
import { addressSchema } from '../../domain/schemas/address.schema.ts';
import { borrowerDetailsSchema } from '../../domain/schemas/borrower.schema.ts';
import { userProfileSchema } from '../../domain/schemas/profile.schema.ts';
import { updateUserStudentDetailsRequestSchema } from '../../domain/schemas/student.schema.ts';
import { giveConsentRequestSchema } from '../../domain/consents.ts';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import type { ApplicationProfileService } from '../services/application-profile.service.ts';
import type { ConsentService } from '../services/consent.service.ts';
import type { WorkDocumentsService } from '../services/work-documents.service.ts';
import type { KycService } from '../services/kyc.service.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

/** The parent's details and address (wizard steps 2 and 3), consents, and the later profile page (000, section 7). */
export function usersApplicationRoutes(deps: {
  authenticator: Authenticator; profile: ApplicationProfileService; consents: ConsentService; documents: WorkDocumentsService; kyc: KycService; today: () => Date;
}): ScopedRoutes {
  const router = Router();
  const borrower = deps.authenticator.requireRole('borrower');
  const me = (req: Parameters<typeof sessionOf>[0]) => sessionOf(req).subjectId;

  router.put('/users/updatedetails', borrower, async (req, res) => {
    await deps.profile.saveDetails(me(req), borrowerDetailsSchema({ today: deps.today() }).parse(req.body));
    res.json({ message: 'Details saved', data: null });
  });
  router.put('/users/updateaddress', borrower, async (req, res) => {
    await deps.profile.saveAddress(me(req), addressSchema.parse(req.body));
    res.json({ message: 'Address saved', data: null });
  });
  router.get('/users/viewaddress', borrower, async (req, res) => {
    res.json({ message: 'Address', data: await deps.profile.viewAddress(me(req)) });
  });
  router.post('/users/consents', borrower, async (req, res) => {
    const { kind, textVersion } = giveConsentRequestSchema.parse(req.body);
    await deps.consents.give(me(req), kind, textVersion);
    res.json({ message: 'Consent recorded', data: await deps.consents.list(me(req)) });
  });
  router.get('/users/consents', borrower, async (req, res) => {
    res.json({ message: 'Consents', data: await deps.consents.list(me(req)) });
  });
  router.get('/users/getuserstudentdetails', borrower, async (req, res) => {
    res.json({ message: 'Students', data: await deps.profile.listStudents(me(req)) });
  });
  router.put('/users/updateuserstudentdetails', borrower, async (req, res) => {
    await deps.profile.updateProfileStudents(me(req), updateUserStudentDetailsRequestSchema({ today: deps.today() }).parse(req.body));
    res.json({ message: 'Student details updated', data: null });
  });
  router.get('/users/getuserprofiledetails', borrower, async (req, res) => {
    res.json({ message: 'Profile', data: await deps.profile.viewCombinedProfile(me(req)) });
  });
  router.put('/users/updateuserprofiledetails', borrower, async (req, res) => {
    await deps.profile.updateCombinedProfile(me(req), userProfileSchema({ today: deps.today() }).parse(req.body));
    res.json({ message: 'Profile updated', data: null });
  });
  router.get('/users/getuserdocumentdetails', borrower, async (req, res) => {
    const [kyc, documents] = await Promise.all([deps.kyc.view(me(req)), deps.documents.viewAllMasked(me(req))]);
    res.json({ message: 'Documents', data: { kyc, ...documents } });
  });
  return scopedRoutes(['/users/'], router);
}
