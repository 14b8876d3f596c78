import type { FieldCipher } from './field-encryption.ts';
import type { Pool } from './pool.ts';

/** The development accounts of DESIGN.md; never seeded in production. */
export const DEV_STAFF = [
  { role: 'admin', userName: 'admin', password: 'Admin@123', firstName: 'Asha', lastName: 'Admin', phone: '+919000000001', email: 'admin@feesetu.test', pan: 'ABCPA1234A' },
  { role: 'approver', userName: 'approver1', password: 'Approver@123', firstName: 'Arjun', lastName: 'Approver', phone: '+919000000002', email: 'approver1@feesetu.test', pan: 'ABCPB1234B' },
  { role: 'underwriter', userName: 'underwriter1', password: 'Underwriter@123', firstName: 'Uma', lastName: 'Underwriter', phone: '+919000000003', email: 'underwriter1@feesetu.test', pan: 'ABCPC1234C' },
] as const;

/** A school per region, each with a bank account marked verified (the sandbox's penny drop would pass it). */
export const DEV_SCHOOLS = [
  { name: 'Delhi Public School', branch: 'R K Puram', region: 'North', pincode: '110022', address: 'Sector 12, R K Puram, New Delhi', contact: ['Meera', 'Kapoor'], phone: '+919000000101', account: '50100012345671', ifsc: 'HDFC0000001' },
  { name: 'St. Xavier\'s High School', branch: 'Fort', region: 'West', pincode: '400001', address: '5 Mahapalika Marg, Fort, Mumbai', contact: ['Joseph', 'Dsouza'], phone: '+919000000102', account: '000201234567', ifsc: 'ICIC0000002' },
  { name: 'Kendriya Vidyalaya', branch: 'Salt Lake', region: 'East', pincode: '700091', address: 'Sector III, Salt Lake, Kolkata', contact: ['Ananya', 'Bose'], phone: '+919000000103', account: '30123456789', ifsc: 'SBIN0000003' },
  { name: 'Chettinad Vidyashram', branch: 'R A Puram', region: 'South', pincode: '600028', address: 'R A Puram, Chennai', contact: ['Lakshmi', 'Iyer'], phone: '+919000000104', account: '1234567890123', ifsc: 'UTIB0000004' },
] as const;

export interface SeedDeps {
  /** The staff password hasher (argon2id), passed in so db/ holds no hashing policy of its own. */
  hashPassword: (password: string) => Promise<string>;
  cipher: FieldCipher;
}

/** Seeds development staff and schools; safe to run on every start (existing rows are left alone). */
export async function seedDevelopmentData(pool: Pool, deps: SeedDeps): Promise<void> {
  for (const member of DEV_STAFF) {
    const { rows } = await pool.query('SELECT 1 FROM staff WHERE lower(username) = lower($1)', [member.userName]);
    if (rows.length > 0) continue;
    await pool.query(
      `INSERT INTO staff (role, username, password_hash, first_name, last_name, phone, email, pan_sealed, pan_last4)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [member.role, member.userName, await deps.hashPassword(member.password), member.firstName, member.lastName, member.phone, member.email,
        deps.cipher.encrypt(member.pan), member.pan.slice(-4)],
    );
  }
  for (const school of DEV_SCHOOLS) {
    await pool.query(
      `INSERT INTO schools (name, branch_name, region, pincode, address, contact_first_name, contact_last_name, phone, email,
                            account_sealed, account_last4, ifsc_code, account_verified_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now()
        WHERE NOT EXISTS (SELECT 1 FROM schools WHERE lower(name) = lower($1) AND lower(coalesce(branch_name, '')) = lower($2))`,
      [school.name, school.branch, school.region, school.pincode, school.address, school.contact[0], school.contact[1], school.phone,
        `accounts@${school.name.toLowerCase().replace(/[^a-z]+/g, '')}.test`, deps.cipher.encrypt(school.account), school.account.slice(-4), school.ifsc],
    );
  }
}
