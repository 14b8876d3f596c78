import { Router } from 'express';
import multer from 'multer';
import { AADHAAR_FILE_LIMITS, borrowerListQuerySchema, listQuerySchema, staffUserNameParamSchema } from '../../domain/schemas/admin-portal.schema.ts';
import { adminProfileSchema, newSchoolSchema, newStaffSchema, type NewStaffRole } from '../../domain/schemas/admin.schema.ts';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import { DomainError } from '../errors.ts';
import type { AdminDashboardService } from '../services/admin-dashboard.service.ts';
import type { SchoolAdminService } from '../services/school-admin.service.ts';
import type { StaffAdminService } from '../services/staff-admin.service.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

export interface AdminRouteDeps {
  authenticator: Authenticator;
  staff: StaffAdminService;
  schools: SchoolAdminService;
  dashboard: AdminDashboardService;
}

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: AADHAAR_FILE_LIMITS.maxBytes, files: 1, fields: 0 } }).single('file');

/** The administrator portal's calls (002, section 7); every one for a signed-in administrator only. */
export function adminRoutes(deps: AdminRouteDeps): ScopedRoutes {
  const router = Router();
  // The login and logout sit in the staff sign-in router; everything else here needs the admin role.
  router.use('/admin', (req, res, next) => (req.path === '/login' ? next('router') : deps.authenticator.requireRole('admin')(req, res, next)));

  router.get('/admin/getdashboarddetails', async (_req, res) => {
    res.json({ message: 'Dashboard', data: await deps.dashboard.figures() });
  });

  for (const [role, plural] of [['approver', 'approver'], ['underwriter', 'underwriter']] as [NewStaffRole, string][]) {
    const schema = newStaffSchema(role);
    router.get(`/admin/get${plural}`, async (req, res) => {
      const page = await deps.staff.list(role, listQuerySchema.parse(req.query));
      res.json({ message: `${role} list`, data: page.rows, total: page.total, page: page.page, pageSize: page.pageSize });
    });
    router.post(`/admin/add${role}`, async (req, res) => {
      const created = await deps.staff.add(role, schema.parse(req.body));
      res.json({ message: `${role === 'approver' ? 'Approver' : 'Underwriter'} added successfully`, data: created, status: created.status });
    });
    router.put(`/admin/delete${role}/:userName`, async (req, res) => {
      const { userName } = staffUserNameParamSchema.parse(req.params);
      await deps.staff.remove(role, userName);
      res.json({ message: `Deleted ${role} ${userName}`, data: null });
    });
  }

  router.post('/admin/uploadaadhar/:userName', (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        next(new DomainError('bad_request', error.code === 'LIMIT_FILE_SIZE' ? 'The file should be at most 2 MB' : 'Send one file in the field file'));
        return;
      }
      next(error);
    });
  }, async (req, res) => {
    const { userName } = staffUserNameParamSchema.parse(req.params);
    if (!req.file) throw new DomainError('bad_request', 'AadhaarCard is required.');
    await deps.staff.attachAadhaar(userName, { bytes: req.file.buffer, originalName: req.file.originalname });
    res.json({ message: 'Aadhaar card uploaded successfully', data: null });
  });

  // Not in the old product: the administrator can open the scan they attached, decrypted on the way out.
  router.get('/admin/getaadhar/:userName', async (req, res) => {
    const { userName } = staffUserNameParamSchema.parse(req.params);
    const scan = await deps.staff.readAadhaar(userName);
    if (!scan) throw new DomainError('not_found', 'No Aadhaar card on file');
    res.setHeader('Content-Type', scan.mime);
    res.setHeader('Content-Disposition', 'attachment; filename="aadhaar"');
    res.send(scan.bytes);
  });

  router.get('/admin/getborrowerdetails', async (req, res) => {
    const page = await deps.dashboard.borrowers(borrowerListQuerySchema.parse(req.query));
    // The old screens read the list as the second element of data; it stays there.
    res.json({ message: 'Borrower list', data: [{ total: page.total }, page.rows], total: page.total, page: page.page, pageSize: page.pageSize });
  });

  router.get('/admin/getschool', async (req, res) => {
    const page = await deps.schools.list(listQuerySchema.parse(req.query));
    res.json({ message: 'School list', data: page.rows, total: page.total, page: page.page, pageSize: page.pageSize });
  });
  router.post('/admin/addschool', async (req, res) => {
    await deps.schools.add(newSchoolSchema.parse(req.body), sessionOf(req).subjectId);
    res.json({ message: 'School added successfully', data: null });
  });

  router.get('/admin/getprofiledetails', async (req, res) => {
    res.json({ message: 'Profile', data: await deps.staff.profile(sessionOf(req).subjectId) });
  });
  router.put('/admin/updateprofiledetails', async (req, res) => {
    await deps.staff.updateProfile(sessionOf(req).subjectId, adminProfileSchema.parse(req.body));
    res.json({ message: 'Updated your profile', data: null });
  });
  return scopedRoutes(['/admin'], router);
}
