import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { sessionOf } from '../auth/authenticate.ts';
import type { BorrowerDashboardService } from '../services/borrower-dashboard.service.ts';

const transactionsQuerySchema = z.object({
  loanId: z.string().regex(/^[A-Z]{2}\d{1,12}$/, 'loanId is not a loan number.').optional(),
});

/** The parent's dashboard, transaction history and notifications: only ever their own loans. */
export function borrowerDashboardRoutes(deps: { requireBorrower: RequestHandler; dashboard: BorrowerDashboardService }): Router {
  const router = Router();
  router.get('/loans/dashboard', deps.requireBorrower, async (req, res) => {
    res.json({ message: 'Dashboard', data: await deps.dashboard.dashboard(sessionOf(req).subjectId) });
  });
  router.get('/loans/transactions', deps.requireBorrower, async (req, res) => {
    const { loanId } = transactionsQuerySchema.parse(req.query);
    res.json({ message: 'Transactions', data: await deps.dashboard.transactions(sessionOf(req).subjectId, loanId ?? null) });
  });
  router.get('/notifications', deps.requireBorrower, async (req, res) => {
    res.json({ message: 'Notifications', data: await deps.dashboard.notifications(sessionOf(req).subjectId) });
  });
  return router;
}
