import type { ListQuery, Page } from '../../domain/schemas/admin-portal.schema.ts';
import type { NewSchool } from '../../domain/schemas/admin.schema.ts';
import type { SchoolRepository } from '../../db/repositories/school.repository.ts';
import { DomainError } from '../errors.ts';

/** A school list row as the screens read it (002, section 3). */
export interface SchoolRow {
  name: string;
  phoneno: string | null;
  emailid: string | null;
  school_name: string;
  school_address: string | null;
  branch_name: string | null;
  region: string | null;
  pincode: string | null;
  account_verified: boolean;
}

/** The administrator's list of schools, and adding one. */
export function createSchoolAdminService(deps: { schools: SchoolRepository }) {
  return {
    async list(query: ListQuery): Promise<Page<SchoolRow>> {
      const { rows, total } = await deps.schools.list({ search: query.search, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return {
        total, page: query.page, pageSize: query.pageSize,
        rows: rows.map((r) => ({
          name: r.contactName, phoneno: r.phone, emailid: r.email, school_name: r.name, school_address: r.address,
          branch_name: r.branchName, region: r.region, pincode: r.pincode, account_verified: r.accountVerified,
        })),
      };
    },

    /** Lists a new school; its bank account is added and verified before any fee is paid to it. */
    async add(input: NewSchool, adminId: string): Promise<void> {
      const created = await deps.schools.create({
        name: input.schoolName, contactFirstName: input.firstName, contactMiddleName: input.middleName ?? null, contactLastName: input.lastName,
        contactUserName: input.userName ?? null, email: input.emailId, phone: input.phoneNo, address: input.schoolAddress,
        branchName: input.branchName, region: input.region, pincode: input.pincode, addedBy: adminId,
      });
      if (!created) throw new DomainError('conflict', 'This school branch is already listed');
    },
  };
}
export type SchoolAdminService = ReturnType<typeof createSchoolAdminService>;
