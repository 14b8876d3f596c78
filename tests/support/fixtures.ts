import { randomInt } from 'node:crypto';
import type { Pool } from '../../db/pool.ts';

/** A borrower with a unique mobile number, for tests that need one. */
export async function createBorrower(pool: Pool, firstName = 'Asha'): Promise<{ id: string; phone: string }> {
  // Random, not counted: every test file starts its module state afresh in the same process.
  const phone = `+9198${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const { rows } = await pool.query<{ id: string }>(
    'INSERT INTO borrowers (phone, first_name, last_name) VALUES ($1, $2, $3) RETURNING id',
    [phone, firstName, 'Verma'],
  );
  return { id: rows[0]!.id, phone };
}

/** A submitted loan of ₹1,50,000 over 12 months at 12%. */
export async function createLoan(pool: Pool, borrowerId: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO loans (borrower_id, principal_paise, tenure_months, annual_rate_bp) VALUES ($1, 15000000, 12, 1200) RETURNING id`,
    [borrowerId],
  );
  return rows[0]!.id;
}
