import type { Pool, PoolClient } from '../pool.ts';

export interface BorrowerProfileRecord {
  email: string;
  dob: string;
  empStatus: 'Salaried' | 'Self-Employed';
  relationship: string;
  profession: string | null;
}

export interface AddressRecord {
  residenceType: string;
  livingYears: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string | null;
  landmark: string | null;
  city: string;
  state: string;
  pincode: string;
}

type Db = Pool | PoolClient;

/** The parent's own details (wizard step 2) and home address (step 3). */
export function createBorrowerProfileRepository(pool: Pool) {
  return {
    async findProfile(borrowerId: string, db: Db = pool): Promise<BorrowerProfileRecord | null> {
      const { rows } = await db.query<{ email: string; dob: string; emp_status: 'Salaried' | 'Self-Employed'; relationship: string; profession: string | null }>(
        `SELECT email, to_char(dob, 'YYYY-MM-DD') AS dob, emp_status, relationship, profession FROM borrower_profiles WHERE borrower_id = $1`,
        [borrowerId],
      );
      const r = rows[0];
      return r ? { email: r.email, dob: r.dob, empStatus: r.emp_status, relationship: r.relationship, profession: r.profession } : null;
    },

    async saveProfile(borrowerId: string, p: BorrowerProfileRecord, db: Db = pool): Promise<void> {
      await db.query(
        `INSERT INTO borrower_profiles (borrower_id, email, dob, emp_status, relationship, profession) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (borrower_id) DO UPDATE SET email = EXCLUDED.email, dob = EXCLUDED.dob, emp_status = EXCLUDED.emp_status,
           relationship = EXCLUDED.relationship, profession = EXCLUDED.profession, updated_at = now()`,
        [borrowerId, p.email, p.dob, p.empStatus, p.relationship, p.profession],
      );
    },

    async findAddress(borrowerId: string, db: Db = pool): Promise<AddressRecord | null> {
      const { rows } = await db.query<Record<string, string | null>>('SELECT * FROM borrower_addresses WHERE borrower_id = $1', [borrowerId]);
      const r = rows[0];
      if (!r) return null;
      return {
        residenceType: String(r.residence_type), livingYears: String(r.living_years), addressLine1: String(r.address_line1),
        addressLine2: String(r.address_line2), addressLine3: r.address_line3 ?? null, landmark: r.landmark ?? null,
        city: String(r.city), state: String(r.state), pincode: String(r.pincode),
      };
    },

    async saveAddress(borrowerId: string, a: AddressRecord, db: Db = pool): Promise<void> {
      await db.query(
        `INSERT INTO borrower_addresses (borrower_id, residence_type, living_years, address_line1, address_line2, address_line3, landmark, city, state, pincode)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (borrower_id) DO UPDATE SET residence_type = EXCLUDED.residence_type, living_years = EXCLUDED.living_years,
           address_line1 = EXCLUDED.address_line1, address_line2 = EXCLUDED.address_line2, address_line3 = EXCLUDED.address_line3,
           landmark = EXCLUDED.landmark, city = EXCLUDED.city, state = EXCLUDED.state, pincode = EXCLUDED.pincode, updated_at = now()`,
        [borrowerId, a.residenceType, a.livingYears, a.addressLine1, a.addressLine2, a.addressLine3, a.landmark, a.city, a.state, a.pincode],
      );
    },

    async updateName(client: PoolClient, borrowerId: string, name: { firstName: string; middleName: string | null; lastName: string }): Promise<void> {
      await client.query('UPDATE borrowers SET first_name = $2, middle_name = $3, last_name = $4 WHERE id = $1', [borrowerId, name.firstName, name.middleName, name.lastName]);
    },
  };
}
export type BorrowerProfileRepository = ReturnType<typeof createBorrowerProfileRepository>;
