import { Router } from 'express';
import type { Authenticator } from '../auth/authenticate.ts';
import { sessionOf } from '../auth/authenticate.ts';
import { DomainError } from '../errors.ts';
import type { UploadsService } from '../services/uploads.service.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

/** An uploaded document, to its owner (and to staff once the back office allows them). */
export function filesRoutes(deps: { authenticator: Authenticator; uploads: UploadsService }): ScopedRoutes {
  const router = Router();
  router.get('/files/:fileId', deps.authenticator.requireRole('borrower', 'underwriter', 'approver', 'admin'), async (req, res) => {
    const file = await deps.uploads.canRead(sessionOf(req), String(req.params.fileId));
    // Someone else's file and no file at all answer alike, so ids cannot be probed.
    if (!file) throw new DomainError('not_found', 'No such file.');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `inline; filename="${file.originalName.replace(/[^\w.-]/g, '_')}"`);
    res.setHeader('Content-Length', String(file.sizeBytes));
    deps.uploads.open(file).on('error', () => res.destroy()).pipe(res);
  });
  return scopedRoutes(['/files/'], router);
}
