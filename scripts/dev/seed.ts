import { hashStaffPassword } from '../../api/services/staff-auth.service.ts';
import { createFieldCipher } from '../../db/field-encryption.ts';
import { createPool } from '../../db/pool.ts';
import { seedDevelopmentData } from '../../db/seed-dev.ts';

/** Seeds the development staff and schools of a migrated database (npm start and the tests). */
export async function seedDevelopment(databaseUrl: string, dataEncryptionKey: string): Promise<void> {
  const pool = createPool(databaseUrl, 2);
  try {
    await seedDevelopmentData(pool, { hashPassword: hashStaffPassword, cipher: createFieldCipher(dataEncryptionKey) });
  } finally {
    await pool.end();
  }
}
