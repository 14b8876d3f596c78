import { Router } from 'express';
import { z } from 'zod';
import { loanIdParamSchema } from '../../domain/schemas/review.schema.ts';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import type { InsightService } from '../services/insight.service.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

export interface InsightRouteDeps {
  authenticator: Authenticator;
  insight: InsightService;
}

const reportParamsSchema = z.object({ type: z.enum(['gst', 'itr', 'bank'], { message: 'type: Select Report is GST, ITR or Bank.' }) });
const scoreRequestSchema = z.object({ loanid: loanIdParamSchema.shape.id }).strict();

/** The underwriting insight calls (001, sections 7 and 2.8–2.12): the same for both reviewing roles. */
export function insightRoutes(deps: InsightRouteDeps): ScopedRoutes {
  const router = Router();
  for (const role of ['underwriter', 'approver'] as const) {
    const only = deps.authenticator.requireRole(role);
    const me = (req: Parameters<typeof sessionOf>[0]) => sessionOf(req).subjectId;
    router.get(`/${role}/getdashboarddetails/:id`, only, async (req, res) => {
      const { id } = loanIdParamSchema.parse(req.params);
      res.json({ message: 'Score card', data: await deps.insight.scoreCard(role, me(req), id) });
    });
    router.get(`/${role}/kyccheck/:id`, only, async (req, res) => {
      const { id } = loanIdParamSchema.parse(req.params);
      res.json({ message: 'KYC check', data: await deps.insight.kycCheck(role, me(req), id) });
    });
    router.get(`/${role}/getreport/:type/:id`, only, async (req, res) => {
      const { id } = loanIdParamSchema.parse({ id: req.params.id });
      const { type } = reportParamsSchema.parse({ type: req.params.type });
      res.json({ message: `${type.toUpperCase()} report`, data: await deps.insight.report(role, me(req), type, id) });
    });
  }
  // The score call of 001 §7.3: staff only; the application is named in the body.
  router.post('/verification/getscorecard', deps.authenticator.requireRole('underwriter', 'approver'), async (req, res) => {
    const { loanid } = scoreRequestSchema.parse(req.body ?? {});
    const session = sessionOf(req);
    res.json({ message: 'Expert score', data: await deps.insight.expertScore(session.role as 'underwriter' | 'approver', session.subjectId, loanid) });
  });
  return scopedRoutes(['/underwriter/', '/approver/', '/verification/'], router);
}
