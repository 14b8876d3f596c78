import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { bankStatementFileName, documentFileName, identityScanFileName, profileImageFileName } from '../../domain/schemas/common.ts';
import { parseAccountAggregatorJson } from '../../domain/bank-statement/parse-aa.ts';
import { parseStatementCsv } from '../../domain/bank-statement/parse-csv.ts';
import { StatementFormatError } from '../../domain/bank-statement/statement.ts';
import type { FileStorage } from '../../db/file-storage.ts';
import type { FileKind, UploadedFile, UploadedFileRepository } from '../../db/repositories/uploaded-file.repository.ts';
import type { SessionClaims } from '../auth/session-tokens.ts';
import { DomainError } from '../errors.ts';

/** What each kind of upload accepts: its name rule (000, section 5), the real types, and a size cap. */
export const UPLOAD_RULES: Record<FileKind, { name: z.ZodType<string>; types: readonly string[]; maxBytes: number; label: string }> = {
  profile_pic: { name: profileImageFileName('Profile Picture is required.'), types: ['jpg', 'png', 'gif'], maxBytes: 2 * 1024 * 1024, label: 'Profile Picture' },
  kyc_document: { name: identityScanFileName('KYC Document is required.'), types: ['pdf', 'jpg', 'png'], maxBytes: 5 * 1024 * 1024, label: 'KYC Document' },
  bank_statement: { name: bankStatementFileName('Bank Statement is required.'), types: ['pdf', 'doc', 'docx', 'csv', 'json'], maxBytes: 10 * 1024 * 1024, label: 'Bank Statement' },
  salary_slip: { name: documentFileName('Salary Slip is required.'), types: ['pdf', 'doc', 'docx'], maxBytes: 10 * 1024 * 1024, label: 'Salary Slip' },
  form16: { name: documentFileName('ITR form is required.'), types: ['pdf', 'doc', 'docx'], maxBytes: 10 * 1024 * 1024, label: 'ITR form' },
};

/** The largest upload of any kind: the streaming limit multer enforces before a kind's own cap. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

// file-type names an old Word file by its container ('cfb') and a JPEG 'jpg'.
const DETECTED_AS: Record<string, string> = { cfb: 'doc', jpeg: 'jpg' };
const CONTENT_TYPE: Record<string, string> = {
  pdf: 'application/pdf', doc: 'application/msword', jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', csv: 'text/csv', json: 'application/json',
};

// Text statements carry no magic bytes: their content is proven by reading it as a statement.
const TEXT_STATEMENTS: Record<string, (text: string) => unknown> = { csv: parseStatementCsv, json: parseAccountAggregatorJson };

function safeTextType(claimed: string, buffer: Buffer): string | undefined {
  try {
    return textStatementType(claimed, buffer);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    return undefined; // not UTF-8 text at all
  }
}

function textStatementType(claimed: string, buffer: Buffer): string | undefined {
  const parse = TEXT_STATEMENTS[claimed];
  if (!parse) return undefined;
  const text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  try {
    parse(text);
  } catch (error) {
    if (error instanceof StatementFormatError) throw new DomainError('bad_request', `file: ${error.message}`);
    throw error;
  }
  return claimed;
}

export interface IncomingFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** The link a parent's browser (or a staff screen) fetches a stored file from. */
export const fileUrl = (file: { id: string }) => `/api/files/${file.id}`;

/**
 * Uploaded documents: checked by name and by content, stored under server-made keys, and readable
 * only by whoever `canRead` allows.
 */
export function createUploadsService(deps: {
  storage: FileStorage;
  files: UploadedFileRepository;
  /** Whether an underwriter or approver reviews (holds, or may pick up) a loan of this parent. */
  reviewerMayRead?: (role: 'underwriter' | 'approver', staffId: string, borrowerId: string) => Promise<boolean>;
}) {
  return {
    /** Stores one file of a kind for the parent after checking its name, size and real type. */
    async store(borrowerId: string, kind: FileKind, file: IncomingFile | undefined): Promise<UploadedFile> {
      const rule = UPLOAD_RULES[kind];
      if (!file || file.size === 0) throw new DomainError('bad_request', `file: ${rule.label} is required.`);
      // A name that looks like a path is refused outright; the stored key never uses it anyway.
      if (/[/\\\0]|^\.|\.\./.test(file.originalname)) throw new DomainError('bad_request', 'file: The file name should not contain a path.');
      const named = rule.name.safeParse(file.originalname);
      if (!named.success) throw new DomainError('bad_request', `file: ${named.error.issues[0]?.message ?? 'The file name is not allowed.'}`);
      if (file.size > rule.maxBytes) throw new DomainError('too_large', `file: ${rule.label} should be at most ${rule.maxBytes / 1024 / 1024} MB.`);
      const detected = await fileTypeFromBuffer(file.buffer);
      const claimed = (/\.([^.]+)$/.exec(file.originalname)?.[1] ?? '').toLowerCase().replace('jpeg', 'jpg');
      let type = detected ? (DETECTED_AS[detected.ext] ?? detected.ext) : undefined;
      if (!detected && kind === 'bank_statement') type = safeTextType(claimed, file.buffer);
      if (!type || !rule.types.includes(type) || type !== claimed) {
        throw new DomainError('bad_request', `file: The content of this file is not a ${claimed.toUpperCase() || 'permitted'} file. Please upload a real ${rule.types.join(', ')} file.`);
      }
      const storageKey = await deps.storage.put(file.buffer, type);
      return deps.files.create({
        borrowerId, kind, storageKey, originalName: named.data, contentType: CONTENT_TYPE[type] ?? 'application/octet-stream',
        sizeBytes: file.size, sha256: createHash('sha256').update(file.buffer).digest('hex'),
      });
    },

    /**
     * Who may read a stored file: the parent who uploaded it, and the underwriters and approvers
     * reviewing one of that parent's applications.
     */
    async canRead(session: SessionClaims, fileId: string): Promise<UploadedFile | null> {
      const file = await deps.files.findById(fileId);
      if (!file) return null;
      if (session.role === 'borrower' && file.borrowerId === session.subjectId) return file;
      if ((session.role === 'underwriter' || session.role === 'approver') && deps.reviewerMayRead
        && (await deps.reviewerMayRead(session.role, session.subjectId, file.borrowerId))) return file;
      return null;
    },

    open: (file: UploadedFile) => deps.storage.read(file.storageKey),
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
