import { Router } from 'express';
import { z } from 'zod';
import { mobileNumber } from '../../domain/schemas/common.ts';
import type { createEmailOutboxRepository } from '../../db/repositories/email-outbox.repository.ts';
import type { createSmsOutboxRepository } from '../../db/repositories/sms-outbox.repository.ts';

const smsQuery = z.object({ channel: z.literal('sms').optional(), to: mobileNumber() });
const emailQuery = z.object({ channel: z.literal('email').optional(), to: z.email('to: an e-mail address') });

/**
 * Development only: what a phone or an inbox would have received, newest first. `to` is a mobile
 * number (SMS) or an e-mail address (e-mail); `channel=sms|email` may say which. Never mounted in production.
 */
export function devOutboxRoutes(deps: {
  outbox: ReturnType<typeof createSmsOutboxRepository>;
  emailOutbox: ReturnType<typeof createEmailOutboxRepository>;
}): Router {
  const router = Router();
  router.get('/dev/outbox', async (req, res) => {
    const isEmail = req.query.channel === 'email' || (req.query.channel === undefined && typeof req.query.to === 'string' && req.query.to.includes('@'));
    if (isEmail) {
      const { to } = emailQuery.parse(req.query);
      res.json({ message: 'Outbox', data: await deps.emailOutbox.listFor(to) });
    } else {
      const { to } = smsQuery.parse(req.query);
      res.json({ message: 'Outbox', data: await deps.outbox.listFor(to) });
    }
  });
  return router;
}
