import { Router } from 'express';
import { openApiDocument } from '../openapi.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

/** GET /api/openapi.json: the borrower API described from its zod schemas. */
export function openApiRoutes(deps: { today: () => Date }): ScopedRoutes {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument(deps.today()));
  });
  return scopedRoutes(['/openapi.json'], router);
}
