import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { createBorrower, createLoan } from '../support/fixtures.ts';

const pool = createPool(inject('databaseUrl'));
afterAll(() => pool.end());

describe('the loan event log', () => {
  it('accepts new events', async () => {
    const borrower = await createBorrower(pool);
    const loanId = await createLoan(pool, borrower.id);
    await pool.query(`INSERT INTO loan_events (loan_id, type, actor) VALUES ($1, 'submitted', 'borrower')`, [loanId]);
    const { rows } = await pool.query('SELECT type FROM loan_events WHERE loan_id = $1', [loanId]);
    expect(rows).toEqual([{ type: 'submitted' }]);
  });

  it('is refused an UPDATE by the database itself', async () => {
    const borrower = await createBorrower(pool);
    const loanId = await createLoan(pool, borrower.id);
    await pool.query(`INSERT INTO loan_events (loan_id, type, actor) VALUES ($1, 'submitted', 'borrower')`, [loanId]);
    await expect(pool.query(`UPDATE loan_events SET type = 'sanctioned' WHERE loan_id = $1`, [loanId])).rejects.toThrow(/append-only/);
  });

  it('is refused a DELETE and a TRUNCATE', async () => {
    const borrower = await createBorrower(pool);
    const loanId = await createLoan(pool, borrower.id);
    await pool.query(`INSERT INTO loan_events (loan_id, type, actor) VALUES ($1, 'submitted', 'borrower')`, [loanId]);
    await expect(pool.query('DELETE FROM loan_events WHERE loan_id = $1', [loanId])).rejects.toThrow(/append-only/);
    await expect(pool.query('TRUNCATE loan_events CASCADE')).rejects.toThrow(/append-only/);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM loan_events WHERE loan_id = $1', [loanId]);
    expect(rows[0]).toEqual({ n: 1 });
  });
});
