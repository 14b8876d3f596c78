import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { DomainError } from '../errors.ts';
import type { LoanEventsRepository } from '../../db/repositories/loan-events.repository.ts';

export interface LoanEventsRouteDeps {
  /** Lets through underwriters, approvers and administrators only (401 without a session, 403 for a parent). */
  requireStaff: RequestHandler;
  events: LoanEventsRepository;
}

// Loan ids are the read model's own (FS00000042); anything else cannot name a loan.
const loanIdParamSchema = z.object({ loanId: z.string().regex(/^[A-Z]{2}\d{1,12}$/, 'loanId is not a loan number.') });

/** A loan's history for the back office: every transition, who made it and when, oldest first. */
export function loanEventsRoutes(deps: LoanEventsRouteDeps): Router {
  const router = Router();
  router.get('/loans/:loanId/events', deps.requireStaff, async (req, res) => {
    const { loanId } = loanIdParamSchema.parse(req.params);
    const events = await deps.events.history(loanId);
    if (!events) throw new DomainError('not_found', `There is no loan ${loanId}.`);
    res.json({
      message: 'Loan history',
      data: events.map((e) => ({ id: e.id, type: e.type, actor: e.actor, payload: e.payload, createdAt: e.createdAt.toISOString() })),
    });
  });
  return router;
}
