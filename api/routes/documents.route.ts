import { Router, type Request } from 'express';
import { itrTypeSchema } from '../../domain/enums.ts';
import { businessDetailsSchema, businessHistorySchema } from '../../domain/schemas/business.schema.ts';
import { salariedDocumentsStep1Schema, salariedDocumentsStep2Schema } from '../../domain/schemas/salaried-documents.schema.ts';
import { selfEmployedDocumentsSchema } from '../../domain/schemas/self-employed.schema.ts';
import { validateItrRequestSchema } from '../../domain/schemas/verification.schema.ts';
import type { FileKind } from '../../db/repositories/uploaded-file.repository.ts';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import { DomainError } from '../errors.ts';
import type { KycService } from '../services/kyc.service.ts';
import { UPLOAD_RULES, type UploadsService } from '../services/uploads.service.ts';
import type { VerificationService } from '../services/verification.service.ts';
import type { WorkDocumentsService } from '../services/work-documents.service.ts';
import { singleFile } from '../uploads/single-file.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

/** The document steps of both paths, their uploads and the ITR check (000, section 7). */
export function documentsRoutes(deps: {
  authenticator: Authenticator; documents: WorkDocumentsService; uploads: UploadsService; kyc: KycService; verification: VerificationService;
}): ScopedRoutes {
  const router = Router();
  const borrower = deps.authenticator.requireRole('borrower');
  const me = (req: Request) => sessionOf(req).subjectId;
  const upload = (kind: FileKind) => [borrower, singleFile(UPLOAD_RULES[kind].maxBytes, UPLOAD_RULES[kind].label)];

  router.put('/users/uploadprofilepic', ...upload('profile_pic'), async (req, res) => {
    await deps.kyc.uploadProfilePic(me(req), req.file);
    res.json({ message: 'Profile picture uploaded', data: null });
  });
  for (const [path, kind, label] of [['uploadbankstatement', 'bank_statement', 'Bank statement'], ['uploadsalaryslip', 'salary_slip', 'Salary slip']] as const) {
    router.put(`/documents/${path}`, ...upload(kind), async (req, res) => {
      const file = await deps.uploads.store(me(req), kind, req.file);
      res.json({ message: `${label} uploaded`, data: { id: file.id, name: file.originalName } });
    });
  }
  router.put('/documents/uploadform16', ...upload('form16'), async (req, res) => {
    const itrtype = itrTypeSchema.safeParse(req.get('itrtype') ?? 'ITR');
    if (!itrtype.success || itrtype.data !== 'ITR') throw new DomainError('bad_request', 'itrtype: An ITR form is uploaded only when the ITR Type is ITR.');
    const file = await deps.uploads.store(me(req), 'form16', req.file);
    res.json({ message: 'ITR form uploaded', data: { id: file.id, name: file.originalName } });
  });
  router.post('/documents/validateitr', borrower, async (req, res) => {
    await deps.verification.validateItr(me(req), validateItrRequestSchema.parse(req.body));
    res.json({ message: 'ITR credentials verified', data: null });
  });
  router.get('/documents/getkycdetails', borrower, async (req, res) => {
    res.json({ message: 'KYC details', data: await deps.kyc.view(me(req)) });
  });

  const steps = [
    ['1stdocumentdetailforsalaried', (id: string, body: unknown) => deps.documents.saveSalariedStep1(id, salariedDocumentsStep1Schema.parse(body)), deps.documents.viewSalariedStep1],
    ['2nddocumentdetailforsalaried', (id: string, body: unknown) => deps.documents.saveSalariedStep2(id, salariedDocumentsStep2Schema.parse(body)), deps.documents.viewSalariedStep2],
    ['selfemployeddocumentdetails', (id: string, body: unknown) => deps.documents.saveSelfEmployedDocuments(id, selfEmployedDocumentsSchema.parse(body)), deps.documents.viewSelfEmployedDocuments],
    ['selfemployedbusinessdetailsfirst', (id: string, body: unknown) => deps.documents.saveBusinessDetails(id, businessDetailsSchema.parse(body)), deps.documents.viewBusinessDetails],
    ['selfemployedbusinessdetailssecond', (id: string, body: unknown) => deps.documents.saveBusinessHistory(id, businessHistorySchema.parse(body)), deps.documents.viewBusinessHistory],
  ] as const;
  for (const [path, save, view] of steps) {
    router.put(`/documents/${path}`, borrower, async (req, res) => {
      await save(me(req), req.body);
      res.json({ message: 'Document details saved', data: null });
    });
    router.get(`/documents/${path}`, borrower, async (req, res) => {
      res.json({ message: 'Document details', data: await view(me(req)) });
    });
  }
  return scopedRoutes(['/documents/', '/users/'], router);
}
