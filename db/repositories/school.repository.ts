import type { Region } from '../../domain/enums-lifecycle.ts';
import type { Pool } from '../pool.ts';
import { likePattern } from './staff.repository.ts';

export interface NewSchoolRecord {
  name: string;
  contactFirstName: string;
  contactMiddleName: string | null;
  contactLastName: string;
  contactUserName: string | null;
  email: string;
  phone: string;
  address: string;
  branchName: string;
  region: Region;
  pincode: string;
  addedBy: string | null;
  /** A verified account (the development seed); schools added on screen have none until it is verified. */
  account?: { sealed: string; last4: string; ifsc: string } | undefined;
}

export interface SchoolListRow {
  contactName: string;
  phone: string | null;
  email: string | null;
  name: string;
  address: string | null;
  branchName: string | null;
  region: string | null;
  pincode: string | null;
  accountVerified: boolean;
}

/** Schools the lender pays fees to. */
export function createSchoolRepository(pool: Pool) {
  return {
    /** Adds a school; null when the same school and branch is already listed. */
    async create(input: NewSchoolRecord): Promise<{ id: string } | null> {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO schools (name, contact_first_name, contact_middle_name, contact_last_name, contact_username, email, phone, address,
                              branch_name, region, pincode, added_by, account_sealed, account_last4, ifsc_code, account_verified_at)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, CASE WHEN $13::text IS NULL THEN NULL ELSE now() END
          WHERE NOT EXISTS (SELECT 1 FROM schools WHERE lower(name) = lower($1) AND lower(coalesce(branch_name, '')) = lower($9) AND pincode = $11)
         RETURNING id`,
        [input.name, input.contactFirstName, input.contactMiddleName, input.contactLastName, input.contactUserName, input.email, input.phone,
          input.address, input.branchName, input.region, input.pincode, input.addedBy, input.account?.sealed ?? null, input.account?.last4 ?? null,
          input.account?.ifsc ?? null],
      );
      return rows[0] ?? null;
    },

    async list(query: { search?: string | undefined; limit: number; offset: number }): Promise<{ rows: SchoolListRow[]; total: number }> {
      const params: unknown[] = [];
      let where = 'TRUE';
      if (query.search) {
        params.push(likePattern(query.search));
        where = `(name ILIKE $1 OR concat_ws(' ', contact_first_name, contact_middle_name, contact_last_name) ILIKE $1 OR branch_name ILIKE $1)`;
      }
      const [{ rows }, counted] = await Promise.all([
        pool.query<{
          contact: string; phone: string | null; email: string | null; name: string; address: string | null; branch_name: string | null;
          region: string | null; pincode: string | null; verified: boolean;
        }>(
          `SELECT concat_ws(' ', contact_first_name, contact_middle_name, contact_last_name) AS contact, phone, email, name, address, branch_name,
                  region, pincode, account_verified_at IS NOT NULL AS verified
             FROM schools WHERE ${where}
            ORDER BY lower(name), branch_name LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, query.limit, query.offset],
        ),
        pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM schools WHERE ${where}`, params),
      ]);
      return {
        total: counted.rows[0]?.n ?? 0,
        rows: rows.map((r) => ({
          contactName: r.contact, phone: r.phone, email: r.email, name: r.name, address: r.address, branchName: r.branch_name,
          region: r.region, pincode: r.pincode, accountVerified: r.verified,
        })),
      };
    },
  };
}
export type SchoolRepository = ReturnType<typeof createSchoolRepository>;
