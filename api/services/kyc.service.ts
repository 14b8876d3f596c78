import type { KycRepository } from '../../db/repositories/kyc.repository.ts';
import type { UploadedFileRepository } from '../../db/repositories/uploaded-file.repository.ts';
import { fileUrl, type IncomingFile, type UploadsService } from './uploads.service.ts';

/** The e-KYC step's photo and its read-back (the document and bill are checked by the verification service). */
export function createKycService(deps: { kyc: KycRepository; uploads: UploadsService; files: UploadedFileRepository }) {
  return {
    async uploadProfilePic(borrowerId: string, file: IncomingFile | undefined): Promise<void> {
      const stored = await deps.uploads.store(borrowerId, 'profile_pic', file);
      await deps.kyc.setProfilePic(borrowerId, stored.id);
    },

    /** GET /documents/getkycdetails: the names of 000 section 3, with the files as owner-only links. */
    async view(borrowerId: string) {
      const k = await deps.kyc.find(borrowerId);
      if (!k) return null;
      const [pic, doc] = await Promise.all([
        k.profilePicFileId ? deps.files.findById(k.profilePicFileId) : null,
        k.kycDocumentFileId ? deps.files.findById(k.kycDocumentFileId) : null,
      ]);
      return {
        profilepic: pic ? fileUrl(pic) : null,
        profilepic_name: pic?.originalName ?? null,
        kycdocument: doc ? fileUrl(doc) : null,
        kycdocument_name: doc?.originalName ?? null,
        kyctype: k.kycType,
        kyc_document_number: k.kycDocumentNumberMasked,
        kyc_status: k.kycOcrStatus,
        type: k.utilityType,
        customerid: k.customerId,
        electricity_company: k.electricityCompany,
        telephone_number: k.telephoneNumber,
        city: k.city,
        lpgid: k.lpgId,
        consumerid: k.consumerId,
        service_provider: k.serviceProvider,
        utility_status: k.utilityStatus,
      };
    },
  };
}
export type KycService = ReturnType<typeof createKycService>;
