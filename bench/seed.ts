import type { FieldCipher } from '../db/field-encryption.ts';
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

/**
 * What a parent's finished wizard leaves behind, for the parents whose applications the throughput run
 * submits: the profile, sealed PAN and bank account, and the wizard's ITR, KYC and utility checks. With
 * them the loan's checks do their real work (open the sealed fields, call the sandbox providers, record
 * each outcome) rather than finding nothing to check.
 */
export async function seedFinishedWizards(pool: Pool, cipher: FieldCipher, borrowerIds: string[]): Promise<void> {
  const pan = 'ABCPV1234F';
  const account = '123456784321';
  await pool.query(`INSERT INTO borrower_profiles (borrower_id, email, dob, emp_status, relationship)
    SELECT id, 'parent' || n || '@example.in', DATE '1985-06-15', 'Salaried', 'Father' FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`, [borrowerIds]);
  await pool.query(`INSERT INTO bank_documents (borrower_id, path, pan_sealed, pan_last4, account_sealed, account_last4, account_length, ifsc_code, account_type, bank_name, itr_type)
    SELECT id, 'Salaried', pan_sealed, $4, account_sealed, $5, 12, 'HDFC0000001', 'savings', 'HDFC Bank', 'ITR'
    FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(id, pan_sealed, account_sealed)`,
  [borrowerIds, borrowerIds.map(() => cipher.encrypt(pan)), borrowerIds.map(() => cipher.encrypt(account)), pan.slice(-4), account.slice(-4)]);
  await pool.query(`INSERT INTO verifications (borrower_id, kind, subject_hash, subject_masked, outcome, details, provider, workflow_id)
    SELECT id, kind, 'bench', 'bench', 'verified', '{"sandbox": true}', 'sandbox-' || kind, 'verify-' || kind || '-' || id
    FROM unnest($1::uuid[]) AS t(id) CROSS JOIN (VALUES ('itr'), ('kyc_ocr'), ('utility')) AS k(kind)`, [borrowerIds]);
}
