import { Router } from 'express';
import type { StaffRole } from '../../domain/enums-lifecycle.ts';
import { staffLoginSchema, staffResetRequestSchema, staffResetSchema } from '../../domain/schemas/auth.schema.ts';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import type { createAuthRateLimits } from '../auth/rate-limits.ts';
import type { StaffAuthService } from '../services/staff-auth.service.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
const ROLES: readonly StaffRole[] = ['admin', 'underwriter', 'approver'];
const RESETTING_ROLES: readonly StaffRole[] = ['underwriter', 'approver'];

/** Staff sign-in at each role's own login, logout, and the reviewers' password reset by SMS code (001 and 002, section 7). */
export function staffAuthRoutes(deps: { auth: StaffAuthService; authenticator: Authenticator; limits: AuthRateLimits }): ScopedRoutes {
  const router = Router();
  for (const role of ROLES) {
    const login = staffLoginSchema(role);
    router.post(`/${role}/login`, deps.limits.credentials, async (req, res) => {
      const { userName, password } = login.parse(req.body);
      const { authToken, userName: name, displayName } = await deps.auth.login(role, userName, password);
      res.json({ message: 'Logged in successfully', data: { authToken, userName: name, name: displayName, role } });
    });
    router.post(`/${role}/logout`, deps.authenticator.requireRole(role), async (req, res) => {
      await deps.auth.logout(sessionOf(req).sessionId);
      res.json({ message: 'Logged out', data: null });
    });
  }
  for (const role of RESETTING_ROLES) {
    const request = staffResetRequestSchema(role);
    const reset = staffResetSchema(role);
    router.post(`/${role}/forgetpassword`, deps.limits.codes, async (req, res) => {
      const { phoneNo } = request.parse(req.body);
      await deps.auth.requestReset(role, phoneNo);
      res.json({ message: 'If this number belongs to your account, an OTP has been sent to it', data: { phoneNo } });
    });
    router.post(`/${role}/resetpassword`, deps.limits.credentials, async (req, res) => {
      const { phoneNo, otp, password } = reset.parse(req.body);
      const { authToken, userName, displayName } = await deps.auth.resetPassword(role, phoneNo, otp, password);
      res.json({ message: 'Password changed successfully', data: { authToken, userName, name: displayName, role } });
    });
  }
  return scopedRoutes(ROLES.map((role) => `/${role}/`), router);
}
