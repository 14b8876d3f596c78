import { fileTypeFromBuffer } from 'file-type';
import type { AdminProfile, NewStaff, NewStaffRole } from '../../domain/schemas/admin.schema.ts';
import { AADHAAR_FILE_LIMITS, type ListQuery, type Page } from '../../domain/schemas/admin-portal.schema.ts';
import type { FieldCipher } from '../../db/field-encryption.ts';
import type { FileStorage } from '../../db/file-storage.ts';
import { inTransaction, type Pool } from '../../db/pool.ts';
import type { StaffRepository } from '../../db/repositories/staff.repository.ts';
import { DomainError } from '../errors.ts';
import { hashStaffPassword } from './staff-auth.service.ts';

/** A staff list row as the screens read it (002, section 3): never the PAN or an Aadhaar number. */
export interface StaffRow {
  name: string;
  userName: string;
  phoneNo: string;
  aadharNo: string;
  panNo: string;
}

export interface StaffAdminDeps {
  pool: Pool;
  staff: StaffRepository;
  cipher: FieldCipher;
  files: FileStorage;
}

const fullName = (p: { firstName: string; middleName: string | null; lastName: string }) =>
  [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
export const maskPan = (last4: string | null) => (last4 ? `XXXXXX${last4}` : 'Not given');

/** The administrator's management of underwriters and approvers, and of their own profile. */
export function createStaffAdminService(deps: StaffAdminDeps) {
  return {
    async list(role: NewStaffRole, query: ListQuery): Promise<Page<StaffRow>> {
      const { rows, total } = await deps.staff.list(role, { search: query.search, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return {
        total, page: query.page, pageSize: query.pageSize,
        rows: rows.map((r) => ({
          name: fullName(r),
          userName: r.userName,
          phoneNo: r.phone,
          aadharNo: r.aadhaarOnFile ? 'XXXX XXXX XXXX (card on file)' : 'Not uploaded',
          panNo: maskPan(r.panLast4),
        })),
      };
    },

    /** Creates the account; the PAN is sealed at rest and only its last four characters are kept readable. */
    async add(role: NewStaffRole, input: NewStaff): Promise<{ status: 1; userName: string }> {
      const created = await deps.staff.create({
        role,
        userName: input.userName,
        passwordHash: await hashStaffPassword(input.password),
        firstName: input.firstName,
        middleName: input.middleName ?? null,
        lastName: input.lastName,
        phone: input.phoneNo,
        email: input.emailId,
        panSealed: deps.cipher.encrypt(input.panNo),
        panLast4: input.panNo.slice(-4),
      });
      if ('clash' in created) {
        throw new DomainError('conflict', created.clash === 'username' ? 'Username already exists' : 'This mobile number belongs to another staff member');
      }
      return { status: 1, userName: input.userName };
    },

    /** Soft delete: the person can no longer sign in, and every session they hold ends now. */
    async remove(role: NewStaffRole, userName: string): Promise<void> {
      const id = await inTransaction(deps.pool, (client) => deps.staff.softDelete(client, role, userName));
      if (!id) throw new DomainError('not_found', `No ${role} named ${userName}`);
    },

    /**
     * Attaches the Aadhaar scan to the named underwriter or approver. The type is read from the
     * bytes, not from the name or the browser's claim; the file is sealed before it touches disk.
     */
    async attachAadhaar(userName: string, file: { bytes: Buffer; originalName: string }): Promise<void> {
      const member = await deps.staff.findLiveByUserName(userName);
      if (!member || member.role === 'admin') throw new DomainError('not_found', `No underwriter or approver named ${userName}`);
      if (file.bytes.length === 0) throw new DomainError('bad_request', 'AadhaarCard is required.');
      const detected = await fileTypeFromBuffer(file.bytes);
      const mime = detected?.mime as (typeof AADHAAR_FILE_LIMITS.mimeTypes)[number] | undefined;
      if (!mime || !AADHAAR_FILE_LIMITS.mimeTypes.includes(mime)) {
        throw new DomainError('bad_request', 'Only pdf, jpg, jpeg and png files are allowed');
      }
      const sealed = Buffer.from(deps.cipher.encrypt(file.bytes.toString('base64')), 'utf8');
      const key = await deps.files.put(sealed, 'enc');
      const previous = await deps.staff.attachAadhaar(member.id, key, mime).catch(async (error: unknown) => {
        await deps.files.remove(key);
        throw error;
      });
      if (previous) await deps.files.remove(previous);
    },

    /** The stored scan, unsealed, for a reviewer who needs to see it. */
    async readAadhaar(userName: string): Promise<{ bytes: Buffer; mime: string } | null> {
      const member = await deps.staff.findLiveByUserName(userName);
      if (!member?.aadhaarFileKey) return null;
      const sealed = (await deps.files.readAll(member.aadhaarFileKey)).toString('utf8');
      const bytes = Buffer.from(deps.cipher.decrypt(sealed), 'base64');
      return { bytes, mime: (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream' };
    },

    /** The signed-in member's own details, named as the profile screens read them. */
    async profile(staffId: string) {
      const member = await deps.staff.findLiveById(staffId);
      if (!member) throw new DomainError('not_found', 'Your account was not found');
      return {
        firstname: member.firstName, middlename: member.middleName ?? '', lastname: member.lastName,
        phoneno: member.phone, username: member.userName, emailid: member.email,
      };
    },

    async updateProfile(staffId: string, profile: AdminProfile): Promise<void> {
      const outcome = await deps.staff.updateProfile(staffId, {
        firstName: profile.firstName, middleName: profile.middleName ?? null, lastName: profile.lastName,
        phone: profile.phoneNo, userName: profile.userName, email: profile.emailId,
      });
      if (outcome === 'username') throw new DomainError('conflict', 'Username already exists');
      if (outcome === 'phone') throw new DomainError('conflict', 'This mobile number belongs to another staff member');
    },
  };
}
export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
