import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPool, inTransaction } from '../../db/pool.ts';
import { createReviewQueueRepository, queuePageStatement } from '../../db/repositories/review-queue.repository.ts';
import { createBorrower, createLoan } from '../support/fixtures.ts';
import { staffId } from '../support/lifecycle.ts';

// loan_status_counts (migration 012) is kept by PostgreSQL itself: after any change to loans it must
// equal counting the loans by group, read in the same statement so both sides see one snapshot.
const pool = createPool(inject('databaseUrl'), 20);
afterAll(() => pool.end());

const MISMATCHES = `
  SELECT coalesce(counted.status, kept.status) AS status, coalesce(counted.underwriter_id, kept.underwriter_id) AS underwriter_id,
         coalesce(counted.approver_id, kept.approver_id) AS approver_id, counted.n AS counted, kept.loans AS kept
    FROM (SELECT status, underwriter_id, approver_id, count(*) AS n FROM loans GROUP BY 1, 2, 3) counted
    FULL JOIN (SELECT * FROM loan_status_counts WHERE loans <> 0) kept
      ON kept.status = counted.status AND kept.underwriter_id IS NOT DISTINCT FROM counted.underwriter_id
     AND kept.approver_id IS NOT DISTINCT FROM counted.approver_id
   WHERE counted.n IS DISTINCT FROM kept.loans`;

async function expectCountsExact() {
  expect((await pool.query(MISMATCHES)).rows).toEqual([]);
  expect((await pool.query('SELECT * FROM loan_status_counts WHERE loans < 0')).rows).toEqual([]);
}

async function keptCount(status: string, underwriterId: string | null): Promise<number> {
  const { rows } = await pool.query<{ n: number | null }>(
    'SELECT sum(loans)::bigint AS n FROM loan_status_counts WHERE status = $1 AND underwriter_id IS NOT DISTINCT FROM $2', [status, underwriterId]);
  return Number(rows[0]?.n ?? 0);
}

async function newLoans(count: number, status = 'submitted'): Promise<string[]> {
  const borrower = await createBorrower(pool);
  const ids = [];
  for (let i = 0; i < count; i += 1) ids.push(await createLoan(pool, borrower.id));
  if (status !== 'submitted') await pool.query('UPDATE loans SET status = $2 WHERE id = ANY($1)', [ids, status]);
  return ids;
}

describe('the kept loan counts', () => {
  it('start equal to the loans already there and follow inserts, moves, assignments and deletes', async () => {
    await expectCountsExact();
    const underwriter = await staffId(pool, 'underwriter1');
    const before = await keptCount('ready_for_review', underwriter);

    const borrower = await createBorrower(pool);
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO loans (borrower_id, principal_paise, tenure_months, annual_rate_bp)
       SELECT $1, 15000000, 12, 1200 FROM generate_series(1, 5) RETURNING id`, [borrower.id]);
    const ids = rows.map((r) => r.id);
    await expectCountsExact();

    await pool.query(`UPDATE loans SET status = 'ready_for_review' WHERE id = ANY($1)`, [ids]);
    await expectCountsExact();
    await pool.query('UPDATE loans SET underwriter_id = $2 WHERE id = ANY($1)', [ids.slice(0, 3), underwriter]);
    await expectCountsExact();
    expect(await keptCount('ready_for_review', underwriter)).toBe(before + 3);

    // A change that keeps every loan in its group moves nothing.
    await pool.query(`UPDATE loans SET underwriter_remark = 'looked at', updated_at = now() WHERE id = ANY($1)`, [ids]);
    await expectCountsExact();
    expect(await keptCount('ready_for_review', underwriter)).toBe(before + 3);

    await pool.query('DELETE FROM loans WHERE id = ANY($1)', [ids.slice(0, 2)]);
    await expectCountsExact();
    expect(await keptCount('ready_for_review', underwriter)).toBe(before + 1);
  });

  it('follow one update moving many loans between several groups at once, and a rolled-back one not at all', async () => {
    const underwriter = await staffId(pool, 'underwriter1');
    const ids = await newLoans(12, 'ready_for_review');
    await pool.query(
      `UPDATE loans SET status = CASE WHEN right(id, 1)::int % 3 = 0 THEN 'under_review' WHEN right(id, 1)::int % 3 = 1 THEN 'rejected' ELSE status END,
                        underwriter_id = CASE WHEN right(id, 1)::int % 2 = 0 THEN $2::uuid END
        WHERE id = ANY($1)`, [ids, underwriter]);
    await expectCountsExact();

    const kept = (await pool.query('SELECT * FROM loan_status_counts ORDER BY 1, 2, 3')).rows;
    await expect(inTransaction(pool, async (client) => {
      await client.query(`UPDATE loans SET status = 'sanctioned' WHERE id = ANY($1)`, [ids]);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect((await pool.query('SELECT * FROM loan_status_counts ORDER BY 1, 2, 3')).rows).toEqual(kept);
    await expectCountsExact();
  });

  it('stay exact, without deadlocks, under many concurrent transactions moving loans both ways', async () => {
    const underwriters = [await staffId(pool, 'underwriter1'), null];
    const statuses = ['ready_for_review', 'under_review', 'returned_to_underwriter', 'recommended'];
    const ids = await newLoans(8, 'ready_for_review');
    const moves = Array.from({ length: 240 }, (_, i) => ({
      loanId: ids[i % ids.length]!,
      // Neighbouring moves go opposite ways between the same groups.
      status: statuses[(i % 2 === 0 ? i : statuses.length * 60 - i) % statuses.length]!,
      underwriterId: underwriters[Math.floor(i / 3) % 2] ?? null,
    }));
    const failures: unknown[] = [];
    let next = 0;
    const worker = async () => {
      while (next < moves.length) {
        const move = moves[next++]!;
        try {
          await inTransaction(pool, async (client) => {
            await client.query('UPDATE loans SET status = $2, underwriter_id = $3 WHERE id = $1', [move.loanId, move.status, move.underwriterId]);
            // Hold the counters' row locks a moment so the transactions overlap.
            await client.query('SELECT pg_sleep(0.002)');
          });
        } catch (error) {
          failures.push(error);
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(failures).toEqual([]);
    await expectCountsExact();

    // Concurrent inserts and deletes into the same groups as well.
    const borrower = await createBorrower(pool);
    await Promise.all(Array.from({ length: 40 }, (_, i) => inTransaction(pool, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO loans (borrower_id, principal_paise, tenure_months, annual_rate_bp, status) VALUES ($1, 15000000, 12, 1200, $2) RETURNING id`,
        [borrower.id, statuses[i % statuses.length]]);
      if (i % 2 === 0) await client.query('DELETE FROM loans WHERE id = $1', [rows[0]!.id]);
    })));
    await expectCountsExact();
  });

  it('answer the review desk the same as counting the loans', async () => {
    const underwriter = await staffId(pool, 'underwriter1');
    const queue = createReviewQueueRepository(pool);
    const { rows: [direct] } = await pool.query<{ total: number; progress: number; rejected: number; unassigned: number }>(
      `SELECT count(*) FILTER (WHERE NOT (status = ANY('{submitted,verifying}')))::int AS total,
              count(*) FILTER (WHERE status = ANY('{ready_for_review,under_review,returned_to_underwriter}') AND underwriter_id = $1)::int AS progress,
              count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
              count(*) FILTER (WHERE status = ANY('{ready_for_review,under_review,returned_to_underwriter}') AND underwriter_id IS NULL)::int AS unassigned
         FROM loans`, [underwriter]);
    expect(direct!.progress).toBeGreaterThan(0);
    expect(await queue.counts('underwriter', underwriter)).toEqual({
      total_loans: direct!.total, in_progress_loans: direct!.progress, rejected_loans: direct!.rejected,
    });
    expect((await queue.list('underwriter', 'unassigned', underwriter, { limit: 1, offset: 0 })).total).toBe(direct!.unassigned);
  });
});

describe('a queue page and its total, read in one statement', () => {
  it('gives the page\'s loans, newest first, and the whole queue\'s total, also on a page past the end and for an empty queue', async () => {
    const name = `pg${Date.now().toString(36)}`;
    const { rows: [staff] } = await pool.query<{ id: string }>(
      `INSERT INTO staff (role, username, password_hash, first_name, last_name, phone, email)
       VALUES ('underwriter', $1, 'not-a-hash', 'Page', 'Tester', '+919800000000', 'page@example.test') RETURNING id`, [name]);
    const repository = createReviewQueueRepository(pool);
    expect(await repository.list('underwriter', 'assigned', staff!.id, { limit: 2, offset: 0 })).toEqual({ rows: [], total: 0 });

    const ids = await newLoans(3, 'under_review');
    await pool.query('UPDATE loans SET underwriter_id = $2 WHERE id = ANY($1)', [ids, staff!.id]);
    const { rows: newest } = await pool.query<{ id: string }>('SELECT id FROM loans WHERE id = ANY($1) ORDER BY created_at DESC, id DESC', [ids]);
    const first = await repository.list('underwriter', 'assigned', staff!.id, { limit: 2, offset: 0 });
    expect(first.total).toBe(3);
    expect(first.rows.map((row) => row.loanid)).toEqual(newest.slice(0, 2).map((row) => row.id));
    expect(first.rows[0]).toMatchObject({ status: 'under_review', assigned_to: 'Page Tester' });
    const second = await repository.list('underwriter', 'assigned', staff!.id, { limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 3, rows: [{ loanid: newest[2]!.id }] });
    expect(await repository.list('underwriter', 'assigned', staff!.id, { limit: 2, offset: 10 })).toEqual({ rows: [], total: 3 });
    expect(await repository.list('underwriter', 'assigned', staff!.id, { status: 'recommended', limit: 2, offset: 0 })).toEqual({ rows: [], total: 0 });
  });
});

describe('the API\'s pool plans a queue page once per connection', () => {
  it('reuses one plan for every page, where the default would plan each again', async () => {
    const apiPool = createPool(inject('databaseUrl'), 1, { genericPlans: true });
    try {
      const repository = createReviewQueueRepository(apiPool);
      const staff = await staffId(pool, 'underwriter1');
      const statement = queuePageStatement('underwriter', 'unassigned', staff, { limit: 10, offset: 0 });
      const pages = [];
      for (let offset = 0; offset < 60; offset += 10) pages.push(await repository.list('underwriter', 'unassigned', staff, { limit: 10, offset }));
      // One connection (max 1): its prepared statement says how each execution was planned.
      const { rows: [planned] } = await apiPool.query<{ generic_plans: number; custom_plans: number }>(
        'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1', [statement.name]);
      expect(planned).toEqual({ generic_plans: 6, custom_plans: 0 });

      // The reused plan answers as a fresh one would.
      for (const [index, page] of pages.entries()) {
        expect(page).toEqual(await createReviewQueueRepository(pool).list('underwriter', 'unassigned', staff, { limit: 10, offset: index * 10 }));
      }
    } finally {
      await apiPool.end();
    }
  });
});
