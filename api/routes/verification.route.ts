import { Router } from 'express';
import { kycDocumentTypeSchema } from '../../domain/enums.ts';
import { verifyUtilityRequestSchema } from '../../domain/schemas/kyc.schema.ts';
import { accountVerifyRequestSchema, gstAuthRequestSchema, panAuthRequestSchema } from '../../domain/schemas/verification.schema.ts';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import { DomainError } from '../errors.ts';
import type { VerificationService } from '../services/verification.service.ts';
import { UPLOAD_RULES } from '../services/uploads.service.ts';
import { singleFile } from '../uploads/single-file.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

/** The wizard's instant checks (000, section 7): each runs a verification workflow and answers its outcome. */
export function verificationRoutes(deps: { authenticator: Authenticator; verification: VerificationService }): ScopedRoutes {
  const router = Router();
  const borrower = deps.authenticator.requireRole('borrower');
  const me = (req: Parameters<typeof sessionOf>[0]) => sessionOf(req).subjectId;

  router.post('/verification/panauth', borrower, async (req, res) => {
    const { panNumber } = panAuthRequestSchema.parse(req.body);
    const result = await deps.verification.verifyPan(me(req), panNumber);
    res.json({ message: 'PAN verified', data: { holderType: result.details.holderType ?? null } });
  });
  router.post('/verification/gstauth', borrower, async (req, res) => {
    await deps.verification.verifyGstin(me(req), gstAuthRequestSchema.parse(req.body));
    res.json({ message: 'GST Number verified', data: null });
  });
  router.post('/verification/accountverify', borrower, async (req, res) => {
    const { data } = accountVerifyRequestSchema.parse(req.body);
    const result = await deps.verification.verifyBankAccount(me(req), data);
    res.json({ message: 'Bank account verified', data: { bank: result.details.bank ?? null } });
  });
  // The KYC type travels in a header, as the old client sent it ("kyctype"); a form field works too.
  router.post('/verification/kycocr', borrower, singleFile(UPLOAD_RULES.kyc_document.maxBytes, 'KYC Document'), async (req, res) => {
    const kycType = kycDocumentTypeSchema.safeParse(req.get('kyctype') ?? req.body?.kyctype);
    if (!kycType.success) throw new DomainError('bad_request', 'kyctype: KYC Document Type is required.');
    const result = await deps.verification.kycOcr(me(req), kycType.data, req.file);
    res.json({ message: 'KYC document read', data: { kyctype: kycType.data, documentNumber: result.details.documentNumber ?? null } });
  });
  router.post('/verification/verifyutility', borrower, async (req, res) => {
    await deps.verification.verifyUtility(me(req), verifyUtilityRequestSchema.parse(req.body).data);
    res.json({ message: 'Utility bill verified', data: null });
  });
  return scopedRoutes(['/verification/'], router);
}
