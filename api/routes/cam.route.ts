import { Router } from 'express';
import { loanIdParamSchema } from '../../domain/schemas/review.schema.ts';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import type { CamService } from '../services/cam.service.ts';

export interface CamRouteDeps {
  authenticator: Authenticator;
  cam: CamService;
}

/** The credit appraisal memo (001, sections 2.9 and 7): GET /underwriter/getcam/:id and /approver/getcam/:id. */
export function camRoutes(deps: CamRouteDeps): Router {
  const router = Router();
  for (const role of ['underwriter', 'approver'] as const) {
    router.get(`/${role}/getcam/:id`, deps.authenticator.requireRole(role), async (req, res) => {
      const { id } = loanIdParamSchema.parse(req.params);
      res.json({ message: 'CAM', data: await deps.cam.cam(role, sessionOf(req).subjectId, id) });
    });
  }
  return router;
}
