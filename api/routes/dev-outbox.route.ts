import { Router } from 'express';
import { z } from 'zod';
import { mobileNumber } from '../../domain/schemas/common.ts';
import type { createSmsOutboxRepository } from '../../db/repositories/sms-outbox.repository.ts';

/** Development only: the SMS a phone would have received, newest first. Never mounted in production. */
export function devOutboxRoutes(deps: { outbox: ReturnType<typeof createSmsOutboxRepository> }): Router {
  const router = Router();
  router.get('/dev/outbox', async (req, res) => {
    const { to } = z.object({ to: mobileNumber() }).parse(req.query);
    res.json({ message: 'Outbox', data: await deps.outbox.listFor(to) });
  });
  return router;
}
