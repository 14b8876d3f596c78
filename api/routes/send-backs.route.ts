import { Router } from 'express';
import { z } from 'zod';
import { reviewSectionSchema } from '../../domain/enums-lifecycle.ts';
import { applicationNumberSchema } from '../../domain/schemas/staff.schema.ts';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import type { ReviewDeskService } from '../services/review-desk.service.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

export interface SendBacksRouteDeps {
  authenticator: Authenticator;
  desk: ReviewDeskService;
}

const resubmitSchema = z.object({ loanid: applicationNumberSchema, section: reviewSectionSchema }).strict();

/** The parent's side of a send-back: which sections a reviewer rejected and why, and telling the loan they are corrected. */
export function sendBacksRoutes(deps: SendBacksRouteDeps): ScopedRoutes {
  const router = Router();
  const borrower = deps.authenticator.requireRole('borrower');
  router.get('/students/getsendbacks', borrower, async (req, res) => {
    res.json({ message: 'Sections sent back for correction', data: await deps.desk.sendBacks(sessionOf(req).subjectId) });
  });
  router.put('/students/resubmitsection', borrower, async (req, res) => {
    const { loanid, section } = resubmitSchema.parse(req.body);
    await deps.desk.resubmit(sessionOf(req).subjectId, loanid, section);
    res.json({ message: `${section} sent back for review`, data: null });
  });
  return scopedRoutes(['/students/'], router);
}
