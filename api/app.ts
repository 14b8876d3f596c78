import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import type { Logger } from 'pino';
import { errorHandler } from './errors.ts';
import { jsonAnswer } from './json-answer.ts';
import { requestLog } from './request-log.ts';
import { securityHeaders } from './security-headers.ts';
import { emiCalculatorRoutes } from './routes/emi-calculator.route.ts';
import { healthRoutes, type HealthProbes } from './routes/health.route.ts';
import { usersAuthRoutes } from './routes/users-auth.route.ts';
import { usersProfileRoutes } from './routes/users-profile.route.ts';
import { devOutboxRoutes } from './routes/dev-outbox.route.ts';
import { documentsRoutes } from './routes/documents.route.ts';
import { filesRoutes } from './routes/files.route.ts';
import { openApiRoutes } from './routes/openapi.route.ts';
import { pincodeRoutes } from './routes/pincode.route.ts';
import { studentsRoutes } from './routes/students.route.ts';
import { usersApplicationRoutes } from './routes/users-application.route.ts';
import { verificationRoutes } from './routes/verification.route.ts';
import { staffAuthRoutes } from './routes/staff-auth.route.ts';
import { adminRoutes } from './routes/admin.route.ts';
import { loanEventsRoutes } from './routes/loan-events.route.ts';
import { borrowerDashboardRoutes } from './routes/borrower-dashboard.route.ts';
import { borrowerLoansRoutes } from './routes/borrower-loans.route.ts';
import { reviewDeskRoutes } from './routes/review-desk.route.ts';
import { insightRoutes } from './routes/insight.route.ts';
import { camRoutes } from './routes/cam.route.ts';
import { sendBacksRoutes } from './routes/send-backs.route.ts';
import { webStatic } from './web-static.ts';
import { scopedRoutes, type ScopedRoutes } from './routes/scoped-routes.ts';
import type { ApiServices } from './services.ts';

export interface AppDeps {
  log: Logger;
  probes: HealthProbes;
  services: ApiServices;
  /** Development conveniences such as the SMS outbox; never in production. */
  devTools: boolean;
  /** The built web app to serve beside the API; absent in API-only tests. */
  webDist?: string;
}

// Pages and API alike are reached only over HTTPS, for a year, subdomains included.
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/** The HTTP server: the JSON API under /api and the web app everywhere else. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Every API answer is no-store, so an ETag (a SHA-1 of each body) would never be used; static files keep their own.
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  // Pages and files get the document set: the CSP the web app runs under, framing and opener rules, and so on.
  const documentHeaders = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: HSTS,
  });
  // API answers are JSON, never a document: what matters there is that a browser never sniffs one into a page,
  // never lets another site read or frame it, and reaches it only over HTTPS. The headers that only govern
  // documents (opener policy, agent clustering, DNS prefetch, referrer, the legacy XSS filter) are left off,
  // which also spares every API answer their cost (bench: about a sixth of the EMI calculation's time).
  const apiHeaders = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: HSTS,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.use(requestLog(deps.log));

  const api = express.Router();
  // Only a request that can carry a body is offered to the JSON parser; a GET goes straight on.
  const json = express.json({ limit: '100kb' });
  api.use((req, res, next) => {
    // Answers of the API can carry personal data: never kept by browsers or proxies.
    res.setHeader('Cache-Control', 'no-store');
    res.json = jsonAnswer;
    if (req.method === 'GET' || req.method === 'HEAD') next();
    else json(req, res, next);
  });
  api.use(healthRoutes(deps.probes));
  api.use(emiCalculatorRoutes());
  api.use(usersAuthRoutes({ auth: deps.services.borrowerAuth, authenticator: deps.services.authenticator, limits: deps.services.authRateLimits }));
  api.use(usersProfileRoutes({ authenticator: deps.services.authenticator, profile: deps.services.applicationProfile }));
  api.use(applicationRoutes(deps.services));
  api.use(staffAuthRoutes({ auth: deps.services.staffAuth, authenticator: deps.services.authenticator, limits: deps.services.authRateLimits }));
  api.use(adminRoutes({
    authenticator: deps.services.authenticator, staff: deps.services.staffAdmin, schools: deps.services.schoolAdmin, dashboard: deps.services.adminDashboard,
  }));
  api.use(reviewDeskRoutes({ authenticator: deps.services.authenticator, desk: deps.services.reviewDesk, staff: deps.services.staffAdmin }));
  api.use(sendBacksRoutes({ authenticator: deps.services.authenticator, desk: deps.services.reviewDesk }));
  api.use(insightRoutes({ authenticator: deps.services.authenticator, insight: deps.services.insight }));
  api.use(camRoutes({ authenticator: deps.services.authenticator, cam: deps.services.cam }));
  api.use(borrowerLoansRoutes({ requireBorrower: deps.services.authenticator.requireRole('borrower'), agreement: deps.services.loanAgreement }));
  api.use(borrowerDashboardRoutes({ requireBorrower: deps.services.authenticator.requireRole('borrower'), dashboard: deps.services.borrowerDashboard }));
  api.use(loanEventsRoutes({ requireStaff: deps.services.authenticator.requireRole('underwriter', 'approver', 'admin'), events: deps.services.loanEvents }));
  if (deps.devTools) api.use(devOutboxRoutes({ outbox: deps.services.smsOutbox, emailOutbox: deps.services.emailOutbox }));
  api.use((_req, res) => {
    res.status(404).json({ message: 'No such API route.', data: null });
  });
  // The API answers every request under /api (its own 404 included), so the document set below is for the rest.
  app.use('/api', apiHeaders, api);
  app.use(documentHeaders);

  if (deps.webDist && existsSync(deps.webDist)) app.use(webStatic(deps.webDist));

  app.use(errorHandler(deps.log));
  return app;
}

/** The parent's application: wizard steps, uploads, verifications, fees, pincode look-up and the OpenAPI document. */
function applicationRoutes(services: ApiServices): ScopedRoutes {
  const { authenticator, today } = services;
  const areas = [
    openApiRoutes({ today }),
    pincodeRoutes(),
    usersApplicationRoutes({
      authenticator, profile: services.applicationProfile, consents: services.consents, documents: services.workDocuments, kyc: services.kyc, today,
    }),
    studentsRoutes({ authenticator, profile: services.applicationProfile, fees: services.fees, today }),
    verificationRoutes({ authenticator, verification: services.verification }),
    documentsRoutes({ authenticator, documents: services.workDocuments, uploads: services.uploads, kyc: services.kyc, verification: services.verification }),
    filesRoutes({ authenticator, uploads: services.uploads }),
  ];
  const router = express.Router();
  for (const area of areas) router.use(area);
  // One check for the whole group: a reviewer's request passes it once instead of entering seven areas.
  return scopedRoutes([...new Set(areas.flatMap((area) => area.prefixes))], router);
}
