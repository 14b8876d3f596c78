import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { sessionOf } from '../auth/authenticate.ts';
import type { LoanAgreementService } from '../services/loan-agreement.service.ts';

// Bodies of the parent's loan actions (the lead may move these to domain/schemas with the screens that send them).
const loanIdParamSchema = z.object({ loanId: z.string().regex(/^[A-Z]{2}\d{1,12}$/, 'loanId is not a loan number.') });
const signBodySchema = z.object({ otp: z.string().regex(/^[0-9]{4}$/, 'OTP must be 4 digits.') }).strict();
const reasonBodySchema = z.object({ reason: z.string().trim().min(1).max(500).optional() }).strict();
const emptyBodySchema = z.object({}).strict();

/** The parent's approved loan: the KFS, e-sign by OTP, cancellation before disbursement, cooling-off exit. */
export function borrowerLoansRoutes(deps: { requireBorrower: RequestHandler; agreement: LoanAgreementService }): Router {
  const router = Router();
  const me = (req: Parameters<typeof sessionOf>[0]) => sessionOf(req).subjectId;
  const loanOf = (req: { params: unknown }) => loanIdParamSchema.parse(req.params).loanId;

  router.get('/loans/:loanId/offer', deps.requireBorrower, async (req, res) => {
    const kfs = await deps.agreement.keyFactStatement(me(req), loanOf(req));
    res.json({ message: 'Key Fact Statement', data: { ...kfs, validUntil: kfs.validUntil.toISOString(), signedAt: kfs.signedAt?.toISOString() ?? null } });
  });
  router.post('/loans/:loanId/agreement/sendotp', deps.requireBorrower, async (req, res) => {
    const loanId = loanOf(req);
    emptyBodySchema.parse(req.body ?? {});
    await deps.agreement.sendSigningOtp(me(req), loanId);
    res.json({ message: 'OTP sent to your registered mobile number', data: null });
  });
  router.post('/loans/:loanId/agreement/sign', deps.requireBorrower, async (req, res) => {
    const loanId = loanOf(req);
    const { otp } = signBodySchema.parse(req.body);
    res.json({ message: 'Agreement signed', data: await deps.agreement.sign(me(req), loanId, otp) });
  });
  router.post('/loans/:loanId/cancel', deps.requireBorrower, async (req, res) => {
    const loanId = loanOf(req);
    const { reason } = reasonBodySchema.parse(req.body);
    res.json({ message: 'Loan cancelled', data: { status: await deps.agreement.cancel(me(req), loanId, reason) } });
  });
  router.post('/loans/:loanId/coolingoffexit', deps.requireBorrower, async (req, res) => {
    const loanId = loanOf(req);
    const { reason } = reasonBodySchema.parse(req.body);
    res.json({ message: 'Loan closed within the cooling-off period', data: await deps.agreement.exitDuringCoolingOff(me(req), loanId, reason) });
  });
  return router;
}
