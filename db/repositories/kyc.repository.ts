import type { Pool } from '../pool.ts';

export interface KycRecord {
  profilePicFileId: string | null;
  kycType: string | null;
  kycDocumentFileId: string | null;
  kycDocumentNumberMasked: string | null;
  kycOcrStatus: 'verified' | 'failed' | null;
  utilityType: string | null;
  customerId: string | null;
  electricityCompany: string | null;
  telephoneNumber: string | null;
  city: string | null;
  lpgId: string | null;
  consumerId: string | null;
  serviceProvider: string | null;
  utilityStatus: 'verified' | 'failed' | null;
}

export interface UtilityColumns {
  utilityType: string;
  customerId: string | null;
  electricityCompany: string | null;
  telephoneNumber: string | null;
  city: string | null;
  lpgId: string | null;
  consumerId: string | null;
  serviceProvider: string | null;
  utilityStatus: 'verified' | 'failed';
}

/** The e-KYC step: profile photo, identity document (number masked) and utility bill. */
export function createKycRepository(pool: Pool) {
  const ensure = (borrowerId: string) => pool.query('INSERT INTO kyc_details (borrower_id) VALUES ($1) ON CONFLICT DO NOTHING', [borrowerId]);
  return {
    async find(borrowerId: string): Promise<KycRecord | null> {
      const { rows } = await pool.query<Record<string, string | null>>('SELECT * FROM kyc_details WHERE borrower_id = $1', [borrowerId]);
      const r = rows[0];
      if (!r) return null;
      return {
        profilePicFileId: r.profile_pic_file_id ?? null, kycType: r.kyc_type ?? null, kycDocumentFileId: r.kyc_document_file_id ?? null,
        kycDocumentNumberMasked: r.kyc_document_number_masked ?? null, kycOcrStatus: (r.kyc_ocr_status as KycRecord['kycOcrStatus']) ?? null,
        utilityType: r.utility_type ?? null, customerId: r.customer_id ?? null, electricityCompany: r.electricity_company ?? null,
        telephoneNumber: r.telephone_number ?? null, city: r.city ?? null, lpgId: r.lpg_id ?? null, consumerId: r.consumer_id ?? null,
        serviceProvider: r.service_provider ?? null, utilityStatus: (r.utility_status as KycRecord['utilityStatus']) ?? null,
      };
    },

    async setProfilePic(borrowerId: string, fileId: string): Promise<void> {
      await ensure(borrowerId);
      await pool.query('UPDATE kyc_details SET profile_pic_file_id = $2, updated_at = now() WHERE borrower_id = $1', [borrowerId, fileId]);
    },

    async setKycDocument(borrowerId: string, doc: { kycType: string; fileId: string; numberMasked: string | null; status: 'verified' | 'failed' }): Promise<void> {
      await ensure(borrowerId);
      await pool.query(
        `UPDATE kyc_details SET kyc_type = $2, kyc_document_file_id = $3, kyc_document_number_masked = $4, kyc_ocr_status = $5, updated_at = now()
         WHERE borrower_id = $1`,
        [borrowerId, doc.kycType, doc.fileId, doc.numberMasked, doc.status],
      );
    },

    async setUtility(borrowerId: string, u: UtilityColumns): Promise<void> {
      await ensure(borrowerId);
      await pool.query(
        `UPDATE kyc_details SET utility_type = $2, customer_id = $3, electricity_company = $4, telephone_number = $5, city = $6,
           lpg_id = $7, consumer_id = $8, service_provider = $9, utility_status = $10, updated_at = now() WHERE borrower_id = $1`,
        [borrowerId, u.utilityType, u.customerId, u.electricityCompany, u.telephoneNumber, u.city, u.lpgId, u.consumerId, u.serviceProvider, u.utilityStatus],
      );
    },
  };
}
export type KycRepository = ReturnType<typeof createKycRepository>;
