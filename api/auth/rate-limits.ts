import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

/**
 * Per-address limits on the routes that send codes or check credentials, on top of the per-number
 * OTP throttle: they slow down spraying many numbers or passwords from one place. The counts live
 * in this process; a deployment with several API instances gives them a shared store.
 */
export function createAuthRateLimits(perWindow: number, windowMinutes = 15): { codes: RequestHandler; credentials: RequestHandler } {
  const make = (limit: number, message: string) =>
    rateLimit({
      windowMs: windowMinutes * 60_000,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, res) => {
        res.status(429).json({ message, data: null });
      },
    });
  return {
    codes: make(perWindow, 'Too many OTP requests from this network. Please try again in a few minutes.'),
    credentials: make(perWindow * 2, 'Too many sign-in attempts from this network. Please try again in a few minutes.'),
  };
}
