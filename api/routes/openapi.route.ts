import { Router } from 'express';
import { openApiDocument } from '../openapi.ts';

/** GET /api/openapi.json: the borrower API described from its zod schemas. */
export function openApiRoutes(deps: { today: () => Date }): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument(deps.today()));
  });
  return router;
}
