import { Router, type RequestHandler } from 'express';
import type { ReviewerRole, QueueTab } from '../../db/repositories/review-queue.repository.ts';
import { assignLoanSchema, loanIdParamSchema, queueQuerySchema } from '../../domain/schemas/review.schema.ts';
import { finalDecisionSchema, sectionDecisionSchema, staffProfileSchema, type FinalDecision } from '../../domain/schemas/staff.schema.ts';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import type { ReviewDeskService } from '../services/review-desk.service.ts';
import { SECTION_VIEWS } from '../services/review-sections.ts';
import type { StaffAdminService } from '../services/staff-admin.service.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

export interface ReviewDeskRouteDeps {
  authenticator: Authenticator;
  desk: ReviewDeskService;
  staff: StaffAdminService;
}

const LISTS: [string, QueueTab, string][] = [
  ['getallloans', 'unassigned', 'Unassigned applications'],
  ['getassignedloans', 'assigned', 'Assigned applications'],
  ['getrejectedloans', 'rejected', 'Rejected applications'],
];

// Which final decisions each role makes, under the path the screens call.
const DECISIONS: Record<ReviewerRole, [string, FinalDecision['decision'], string][]> = {
  underwriter: [['recommend', 'recommend', 'Application recommended'], ['rejectapplication', 'reject', 'Application rejected']],
  approver: [
    ['sanction', 'sanction', 'Application sanctioned'], ['rejectapplication', 'reject', 'Application rejected'],
    ['returntounderwriter', 'return_to_underwriter', 'Application returned to the underwriter'],
  ],
};

/** The review desk of underwriters and approvers (001, section 7): one set of calls, the role as data. */
export function reviewDeskRoutes(deps: ReviewDeskRouteDeps): ScopedRoutes {
  const router = Router();
  for (const role of ['underwriter', 'approver'] as const) {
    const only: RequestHandler = deps.authenticator.requireRole(role);
    const me = (req: Parameters<RequestHandler>[0]) => sessionOf(req).subjectId;
    const profileSchema = staffProfileSchema(role);

    router.get(`/${role}/getloancounts`, only, async (req, res) => {
      res.json({ message: 'Loan counts', data: await deps.desk.counts(role, me(req)) });
    });
    for (const [path, tab, message] of LISTS) {
      router.get(`/${role}/${path}`, only, async (req, res) => {
        const page = await deps.desk.list(role, tab, me(req), queueQuerySchema.parse(req.query));
        res.json({ message, data: page.rows, total: page.total, page: page.page, pageSize: page.pageSize });
      });
    }
    router.post(`/${role}/assignloan`, only, async (req, res) => {
      const { loanid } = assignLoanSchema.parse(req.body);
      await deps.desk.assign(role, me(req), loanid);
      res.json({ message: `Application ${loanid} assigned to you`, data: { loanid } });
    });
    for (const view of SECTION_VIEWS) {
      router.get(`/${role}/${view}/:id`, only, async (req, res) => {
        const { id } = loanIdParamSchema.parse(req.params);
        res.json({ message: 'Application details', data: await deps.desk.section(role, me(req), id, view) });
      });
    }
    router.post(`/${role}/setapprovalstatus`, only, async (req, res) => {
      const decision = sectionDecisionSchema.parse(req.body);
      await deps.desk.decideSection(role, me(req), decision);
      res.json({ message: `${decision.documentName} ${decision.approvalStatus}`, data: null });
    });
    router.get(`/${role}/getapprovalstatus/:id`, only, async (req, res) => {
      const { id } = loanIdParamSchema.parse(req.params);
      res.json({ message: 'Approval status', data: await deps.desk.summary(role, me(req), id) });
    });
    for (const [path, decision, message] of DECISIONS[role]) {
      router.post(`/${role}/${path}`, only, async (req, res) => {
        const parsed = finalDecisionSchema.parse({ ...(req.body as object), decision });
        await deps.desk.decide(role, me(req), parsed);
        res.json({ message, data: { loanid: parsed.loanid } });
      });
    }
    router.get(`/${role}/getprofiledetails`, only, async (req, res) => {
      res.json({ message: 'Profile', data: await deps.staff.profile(me(req)) });
    });
    router.put(`/${role}/updateprofiledetails`, only, async (req, res) => {
      await deps.staff.updateProfile(me(req), profileSchema.parse(req.body));
      res.json({ message: 'Updated your profile', data: null });
    });
  }
  return scopedRoutes(['/underwriter/', '/approver/'], router);
}
