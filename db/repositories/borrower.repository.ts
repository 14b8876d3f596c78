import type { Pool, PoolClient } from '../pool.ts';

export interface BorrowerIdentity {
  id: string;
  phone: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
}

type Row = { id: string; phone: string; first_name: string; middle_name: string | null; last_name: string };
const toIdentity = (row: Row): BorrowerIdentity => ({
  id: row.id, phone: row.phone, firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name,
});

/** Parents' accounts. */
export function createBorrowerRepository(pool: Pool) {
  return {
    async findByPhone(phone: string, client: Pool | PoolClient = pool): Promise<BorrowerIdentity | null> {
      const { rows } = await client.query<Row>('SELECT id, phone, first_name, middle_name, last_name FROM borrowers WHERE phone = $1', [phone]);
      return rows[0] ? toIdentity(rows[0]) : null;
    },

    async findById(id: string): Promise<BorrowerIdentity | null> {
      const { rows } = await pool.query<Row>('SELECT id, phone, first_name, middle_name, last_name FROM borrowers WHERE id = $1', [id]);
      return rows[0] ? toIdentity(rows[0]) : null;
    },

    /** Creates the account; null when the number is already registered (a concurrent sign-up included). */
    async create(client: PoolClient, input: { phone: string; firstName: string; middleName: string | null; lastName: string }): Promise<BorrowerIdentity | null> {
      const { rows } = await client.query<Row>(
        `INSERT INTO borrowers (phone, first_name, middle_name, last_name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (phone) DO NOTHING RETURNING id, phone, first_name, middle_name, last_name`,
        [input.phone, input.firstName, input.middleName, input.lastName],
      );
      return rows[0] ? toIdentity(rows[0]) : null;
    },

    async recordConsent(client: PoolClient, borrowerId: string, kind: string, textVersion: string): Promise<void> {
      await client.query('INSERT INTO consents (borrower_id, kind, text_version) VALUES ($1, $2, $3)', [borrowerId, kind, textVersion]);
    },
  };
}
export type BorrowerRepository = ReturnType<typeof createBorrowerRepository>;
