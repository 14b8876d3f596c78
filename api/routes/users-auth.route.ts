import { Router } from 'express';
import { loginRequestSchema, phoneOtpRequestSchema, registerRequestSchema } from '../../domain/schemas/auth.schema.ts';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import type { BorrowerAuthService } from '../services/borrower-auth.service.ts';
import type { createAuthRateLimits } from '../auth/rate-limits.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;

const OTP_SENT = 'OTP Sent';

/** Parents' registration, login and logout by mobile number and OTP (000, section 7). */
export function usersAuthRoutes(deps: { auth: BorrowerAuthService; authenticator: Authenticator; limits: AuthRateLimits }): ScopedRoutes {
  const router = Router();
  router.use(['/users/sendphoneotp', '/users/sendphoneotplogin'], deps.limits.codes);
  router.use(['/users/registeruser', '/users/loginuser'], deps.limits.credentials);

  router.post('/users/sendphoneotp', async (req, res) => {
    const { phoneNo } = phoneOtpRequestSchema.parse(req.body);
    await deps.auth.sendRegistrationOtp(phoneNo);
    res.json({ message: OTP_SENT, data: null });
  });

  router.post('/users/registeruser', async (req, res) => {
    const request = registerRequestSchema.parse(req.body);
    const signedIn = await deps.auth.register(request);
    res.json({ message: 'Registered Successfully', data: signedIn });
  });

  router.post('/users/sendphoneotplogin', async (req, res) => {
    const { phoneNo } = phoneOtpRequestSchema.parse(req.body);
    await deps.auth.sendLoginOtp(phoneNo);
    res.json({ message: OTP_SENT, data: null });
  });

  router.post('/users/loginuser', async (req, res) => {
    const { phoneNo, otp } = loginRequestSchema.parse(req.body);
    const { authToken, userName } = await deps.auth.login(phoneNo, otp);
    res.json({ message: 'Logged in successfully', data: { authToken, userName } });
  });

  router.post('/users/logout', deps.authenticator.requireRole('borrower'), async (req, res) => {
    await deps.auth.logout(sessionOf(req).sessionId);
    res.json({ message: 'Logged out', data: null });
  });

  return scopedRoutes(['/users/'], router);
}
