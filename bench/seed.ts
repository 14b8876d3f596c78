import type { Pool } from '../db/pool.ts';

/**
 * A busy-season data set in a few SQL statements: schools, parents, loans across every status,
 * and three events per loan. Generated in the database so 100,000 loans take seconds.
 */
export async function seedBenchData(pool: Pool, size: { schools: number; parents: number; loans: number }): Promise<void> {
  await pool.query(`INSERT INTO schools (name, region, pincode, account_last4, ifsc_code, account_verified_at)
    SELECT 'Bench School ' || g, (ARRAY['East','West','North','South'])[1 + g % 4], (400000 + g)::text, lpad((g % 10000)::text, 4, '0'), 'SBIN0000001', now()
    FROM generate_series(1, $1) g`, [size.schools]);
  await pool.query(`INSERT INTO borrowers (phone, first_name, last_name)
    SELECT '+917' || lpad(g::text, 9, '0'), 'Parent', 'Number ' || g FROM generate_series(1, $1) g`, [size.parents]);
  await pool.query(`
    WITH b AS (SELECT id, row_number() OVER (ORDER BY phone) AS n FROM borrowers WHERE phone LIKE '+917%'),
         s AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM schools WHERE name LIKE 'Bench School %')
    INSERT INTO loans (borrower_id, school_id, status, principal_paise, tenure_months, annual_rate_bp, created_at)
    SELECT b.id, s.id,
           (ARRAY['ready_for_review','under_review','recommended','sanctioned','rejected','repaying','closed','sent_back'])[1 + g % 8],
           (100000 + (g % 40) * 10000) * 100, CASE WHEN g % 3 = 0 THEN 18 ELSE 12 END, 1200 + (g % 7) * 100,
           now() - (g % 365) * interval '1 day'
    FROM generate_series(1, $1) g
    JOIN b ON b.n = 1 + (g % $2)
    JOIN s ON s.n = 1 + (g % $3)`, [size.loans, size.parents, size.schools]);
  await pool.query(`INSERT INTO loan_events (loan_id, type, actor, payload)
    SELECT l.id, t.type, 'system', '{}'::jsonb FROM loans l
    CROSS JOIN (VALUES ('verification_started'), ('ready_for_review'), ('section_accepted')) AS t(type)`);
  await pool.query('ANALYZE');
}
