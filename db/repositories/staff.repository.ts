import type { StaffRole } from '../../domain/enums-lifecycle.ts';
import type { Pool, PoolClient } from '../pool.ts';

/** A staff member as the services see them; the PAN stays sealed until a screen needs its mask. */
export interface StaffRecord {
  id: string;
  role: StaffRole;
  userName: string;
  passwordHash: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  phone: string;
  email: string;
  panLast4: string | null;
  aadhaarFileKey: string | null;
  failedAttempts: number;
  lockedUntil: Date | null;
  locked: boolean;
}

export interface NewStaffRecord {
  role: StaffRole;
  userName: string;
  passwordHash: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  phone: string;
  email: string;
  panSealed: string | null;
  panLast4: string | null;
}

export interface StaffListRow {
  firstName: string;
  middleName: string | null;
  lastName: string;
  userName: string;
  phone: string;
  panLast4: string | null;
  aadhaarOnFile: boolean;
  createdAt: Date;
}

const COLUMNS = `id, role, username, password_hash, first_name, middle_name, last_name, phone, email, pan_last4,
  aadhaar_file_key, failed_attempts, locked_until, coalesce(locked_until > now(), false) AS locked`;

type Row = {
  id: string; role: StaffRole; username: string; password_hash: string; first_name: string; middle_name: string | null;
  last_name: string; phone: string; email: string; pan_last4: string | null; aadhaar_file_key: string | null;
  failed_attempts: number; locked_until: Date | null; locked: boolean;
};
const toRecord = (r: Row): StaffRecord => ({
  id: r.id, role: r.role, userName: r.username, passwordHash: r.password_hash, firstName: r.first_name, middleName: r.middle_name,
  lastName: r.last_name, phone: r.phone, email: r.email, panLast4: r.pan_last4, aadhaarFileKey: r.aadhaar_file_key,
  failedAttempts: r.failed_attempts, lockedUntil: r.locked_until, locked: r.locked,
});

/** Escapes LIKE's wildcards so a search for "a_b" finds that text, not every "a?b". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Back-office staff accounts; "live" means not soft-deleted. */
export function createStaffRepository(pool: Pool) {
  return {
    async findLiveByUserName(userName: string): Promise<StaffRecord | null> {
      const { rows } = await pool.query<Row>(`SELECT ${COLUMNS} FROM staff WHERE lower(username) = lower($1) AND deleted_at IS NULL`, [userName]);
      return rows[0] ? toRecord(rows[0]) : null;
    },

    async findLiveById(id: string): Promise<StaffRecord | null> {
      const { rows } = await pool.query<Row>(`SELECT ${COLUMNS} FROM staff WHERE id = $1 AND deleted_at IS NULL`, [id]);
      return rows[0] ? toRecord(rows[0]) : null;
    },

    async findLiveByPhone(phone: string, role: StaffRole): Promise<StaffRecord | null> {
      const { rows } = await pool.query<Row>(`SELECT ${COLUMNS} FROM staff WHERE phone = $1 AND role = $2 AND deleted_at IS NULL`, [phone, role]);
      return rows[0] ? toRecord(rows[0]) : null;
    },

    /**
     * Counts a failed sign-in in one statement (two wrong passwords at once both count); the fifth
     * locks the account and starts the count again for when the lock ends.
     */
    async recordFailure(id: string, maxAttempts: number, lockMinutes: number): Promise<{ locked: boolean }> {
      const { rows } = await pool.query<{ locked: boolean }>(
        `UPDATE staff SET
           locked_until = CASE WHEN failed_attempts + 1 >= $2 THEN now() + make_interval(mins => $3) ELSE locked_until END,
           failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END
         WHERE id = $1 RETURNING coalesce(locked_until > now(), false) AS locked`,
        [id, maxAttempts, lockMinutes],
      );
      return { locked: rows[0]?.locked ?? false };
    },

    async recordSuccess(id: string): Promise<void> {
      await pool.query('UPDATE staff SET failed_attempts = 0, locked_until = NULL WHERE id = $1', [id]);
    },

    /** A new password also lifts a lock: the person proved they hold the registered phone. */
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await pool.query('UPDATE staff SET password_hash = $2, failed_attempts = 0, locked_until = NULL WHERE id = $1', [id, passwordHash]);
    },

    /** Creates the account; 'username' or 'phone' names the clash when one is taken. */
    async create(input: NewStaffRecord): Promise<{ id: string } | { clash: 'username' | 'phone' }> {
      try {
        const { rows } = await pool.query<{ id: string }>(
          `INSERT INTO staff (role, username, password_hash, first_name, middle_name, last_name, phone, email, pan_sealed, pan_last4)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [input.role, input.userName, input.passwordHash, input.firstName, input.middleName, input.lastName, input.phone, input.email, input.panSealed, input.panLast4],
        );
        return { id: rows[0]!.id };
      } catch (error) {
        const clash = uniqueClash(error);
        if (clash) return { clash };
        throw error;
      }
    },

    /**
     * Soft-deletes one live member of the role and, in the same transaction, ends every session they
     * hold; null when there is no such member.
     */
    async softDelete(client: PoolClient, role: StaffRole, userName: string): Promise<string | null> {
      const { rows } = await client.query<{ id: string }>(
        `UPDATE staff SET deleted_at = now() WHERE lower(username) = lower($1) AND role = $2 AND deleted_at IS NULL RETURNING id`,
        [userName, role],
      );
      const id = rows[0]?.id;
      if (!id) return null;
      await client.query(`UPDATE sessions SET revoked_at = now() WHERE subject_type = 'staff' AND subject_id = $1 AND revoked_at IS NULL`, [id]);
      return id;
    },

    async list(role: StaffRole, query: { search?: string | undefined; limit: number; offset: number }): Promise<{ rows: StaffListRow[]; total: number }> {
      const params: unknown[] = [role];
      let where = 'role = $1 AND deleted_at IS NULL';
      if (query.search) {
        params.push(likePattern(query.search));
        where += ` AND (concat_ws(' ', first_name, middle_name, last_name) ILIKE $2 OR concat_ws(' ', first_name, last_name) ILIKE $2 OR username ILIKE $2)`;
      }
      const { rows } = await pool.query<{
        first_name: string; middle_name: string | null; last_name: string; username: string; phone: string; pan_last4: string | null;
        aadhaar: boolean; created_at: Date; total: number;
      }>(
        `SELECT first_name, middle_name, last_name, username, phone, pan_last4, aadhaar_file_key IS NOT NULL AS aadhaar, created_at,
                count(*) OVER ()::int AS total
           FROM staff WHERE ${where}
          ORDER BY created_at DESC, username LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      );
      const total = rows[0]?.total ?? (query.offset > 0 ? await this.count(role, query.search) : 0);
      return {
        total,
        rows: rows.map((r) => ({
          firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name, userName: r.username, phone: r.phone,
          panLast4: r.pan_last4, aadhaarOnFile: r.aadhaar, createdAt: r.created_at,
        })),
      };
    },

    async count(role: StaffRole, search?: string): Promise<number> {
      const params: unknown[] = [role];
      let where = 'role = $1 AND deleted_at IS NULL';
      if (search) {
        params.push(likePattern(search));
        where += ` AND (concat_ws(' ', first_name, middle_name, last_name) ILIKE $2 OR concat_ws(' ', first_name, last_name) ILIKE $2 OR username ILIKE $2)`;
      }
      const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff WHERE ${where}`, params);
      return rows[0]?.n ?? 0;
    },

    /** Points the member at a new Aadhaar scan; returns the key of the one it replaced. */
    async attachAadhaar(id: string, fileKey: string, fileType: string): Promise<string | null> {
      const { rows } = await pool.query<{ previous: string | null }>(
        `WITH old AS (SELECT aadhaar_file_key AS previous FROM staff WHERE id = $1 FOR UPDATE)
         UPDATE staff SET aadhaar_file_key = $2, aadhaar_file_type = $3, aadhaar_uploaded_at = now()
           FROM old WHERE staff.id = $1 RETURNING old.previous`,
        [id, fileKey, fileType],
      );
      return rows[0]?.previous ?? null;
    },

    async updateProfile(id: string, profile: { firstName: string; middleName: string | null; lastName: string; phone: string; userName: string; email: string }):
      Promise<'ok' | 'username' | 'phone'> {
      try {
        await pool.query(
          `UPDATE staff SET first_name = $2, middle_name = $3, last_name = $4, phone = $5, username = $6, email = $7 WHERE id = $1 AND deleted_at IS NULL`,
          [id, profile.firstName, profile.middleName, profile.lastName, profile.phone, profile.userName, profile.email],
        );
        return 'ok';
      } catch (error) {
        const clash = uniqueClash(error);
        if (clash) return clash;
        throw error;
      }
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;

function uniqueClash(error: unknown): 'username' | 'phone' | null {
  const e = error as { code?: string; constraint?: string };
  if (e.code !== '23505') return null;
  return e.constraint === 'staff_live_phone_idx' ? 'phone' : 'username';
}
