import type { Pool } from '../pool.ts';

/** The bank and tax step as stored: PAN and account sealed, with their last four for masked display. */
export interface BankDocumentsRecord {
  path: 'Salaried' | 'Self-Employed';
  panSealed: string;
  panLast4: string;
  gstNumber: string | null;
  accountSealed: string;
  accountLast4: string;
  accountLength: number;
  ifscCode: string;
  accountType: string;
  bankName: string;
  sanctionLimitPaise: number | null;
  itrType: 'ITR' | 'userid';
}

export interface EmploymentRecord {
  currentCompany: string;
  employmentSector: string;
  designation: string;
  workExperience: string;
  totalExperience: string;
  itReturnCondition: boolean;
}

export interface BusinessDetailsRecord {
  industry: string;
  businessType: string;
  companyType: string;
  businessName: string;
  businessRegistered: string;
  businessNature: string;
  officeAddress: string;
  city: string;
  state: string;
  pincode: string;
}

export interface BusinessHistoryRecord {
  noOfYears: string;
  annualTurnover: string;
  officePremise: string;
  itReturnCondition: boolean;
}

const snake = (key: string) => key.replace(/[A-Z0-9]+/g, (m) => `_${m.toLowerCase()}`);
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** One upsert per step table: the columns are the record's keys in snake case. */
function stepTable<T extends object>(pool: Pool, table: string, columnOf: (key: string) => string = snake) {
  return {
    async find(borrowerId: string): Promise<T | null> {
      const { rows } = await pool.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE borrower_id = $1`, [borrowerId]);
      const row = rows[0];
      if (!row) return null;
      const { borrower_id: _b, updated_at: _u, ...rest } = row;
      return Object.fromEntries(Object.entries(rest).map(([k, v]) => [camel(k), v])) as T;
    },
    async save(borrowerId: string, record: T): Promise<void> {
      const entries = Object.entries(record);
      const columns = entries.map(([k]) => columnOf(k));
      await pool.query(
        `INSERT INTO ${table} (borrower_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
         ON CONFLICT (borrower_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()`,
        [borrowerId, ...entries.map(([, v]) => v)],
      );
    },
  };
}

/** The document steps of both paths: bank and tax details, work, business, business history. */
export function createWorkDocumentsRepository(pool: Pool) {
  return {
    bank: stepTable<BankDocumentsRecord>(pool, 'bank_documents', (k) => (k === 'panLast4' ? 'pan_last4' : k === 'accountLast4' ? 'account_last4' : snake(k))),
    employment: stepTable<EmploymentRecord>(pool, 'employment_details'),
    business: stepTable<BusinessDetailsRecord>(pool, 'business_details'),
    history: stepTable<BusinessHistoryRecord>(pool, 'business_history'),
  };
}
export type WorkDocumentsRepository = ReturnType<typeof createWorkDocumentsRepository>;
