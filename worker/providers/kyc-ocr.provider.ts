import { findAadhaarNumbers } from '../../domain/identifiers/aadhaar.ts';
import type { CheckResult } from '../../workflows/verification/verification.messages.ts';

export type KycDocumentType = 'aadhar' | 'voterid' | 'passport';

/** Reads an identity document's number from its scan (an OCR service in production). */
export interface KycOcrProvider {
  read(kycType: KycDocumentType, bytes: Buffer): Promise<CheckResult>;
}

const MASKED_AADHAAR = /XXXX[ -]?XXXX[ -]?([0-9]{4})/;
const NUMBER_OF: Record<Exclude<KycDocumentType, 'aadhar'>, RegExp> = {
  voterid: /\b([A-Z]{3}[0-9]{7})\b/,
  passport: /\b([A-Z][0-9]{7})\b/,
};

const maskAllButLast4 = (value: string) => 'X'.repeat(Math.max(0, value.length - 4)) + value.slice(-4);

/**
 * Sandbox: reads the number from the text inside the file (a PDF with a text layer, or any file
 * that carries the number as text). A full Aadhaar number is refused: only the masked Aadhaar
 * (XXXX XXXX 1234, downloadable from UIDAI) is accepted, so no full number is ever kept.
 */
export function createSandboxKycOcrProvider(): KycOcrProvider {
  const provider = 'sandbox-ocr';
  return {
    async read(kycType, bytes): Promise<CheckResult> {
      const text = bytes.toString('latin1');
      if (kycType === 'aadhar') {
        if (findAadhaarNumbers(text).length > 0) {
          return {
            outcome: 'failed',
            reason: 'Please upload your masked Aadhaar (only the last 4 digits visible), which you can download from the UIDAI website.',
            details: { fullNumberSeen: true }, provider,
          };
        }
        const masked = MASKED_AADHAAR.exec(text);
        if (masked?.[1]) return { outcome: 'verified', details: { documentNumber: `XXXX XXXX ${masked[1]}`, sandbox: true }, provider };
      } else {
        const found = NUMBER_OF[kycType].exec(text);
        if (found?.[1]) return { outcome: 'verified', details: { documentNumber: maskAllButLast4(found[1]), sandbox: true }, provider };
      }
      return { outcome: 'failed', reason: 'We could not read the document number. Please upload a clear copy of the document.', details: {}, provider };
    },
  };
}
