import type { Pool } from '../pool.ts';

export const FILE_KINDS = ['profile_pic', 'kyc_document', 'bank_statement', 'salary_slip', 'form16'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface UploadedFile {
  id: string;
  borrowerId: string;
  kind: FileKind;
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}

type Row = { id: string; borrower_id: string; kind: FileKind; storage_key: string; original_name: string; content_type: string; size_bytes: number; created_at: Date };
const toFile = (r: Row): UploadedFile => ({
  id: r.id, borrowerId: r.borrower_id, kind: r.kind, storageKey: r.storage_key, originalName: r.original_name,
  contentType: r.content_type, sizeBytes: r.size_bytes, createdAt: r.created_at.toISOString(),
});

/** Uploaded documents' records; the bytes are in the file storage under `storage_key`. */
export function createUploadedFileRepository(pool: Pool) {
  return {
    async create(input: Omit<UploadedFile, 'id' | 'createdAt'> & { sha256: string }): Promise<UploadedFile> {
      const { rows } = await pool.query<Row>(
        `INSERT INTO uploaded_files (borrower_id, kind, storage_key, original_name, content_type, size_bytes, sha256)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [input.borrowerId, input.kind, input.storageKey, input.originalName, input.contentType, input.sizeBytes, input.sha256],
      );
      return toFile(rows[0] as Row);
    },

    async findById(id: string): Promise<UploadedFile | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const { rows } = await pool.query<Row>('SELECT * FROM uploaded_files WHERE id = $1', [id]);
      return rows[0] ? toFile(rows[0]) : null;
    },

    /** Drops the record of a file whose bytes were refused and removed. */
    async forget(id: string): Promise<void> {
      await pool.query('DELETE FROM uploaded_files WHERE id = $1', [id]);
    },

    /** The newest file of each kind the parent uploaded: the one the application uses. */
    async latestByKind(borrowerId: string): Promise<Partial<Record<FileKind, UploadedFile>>> {
      const { rows } = await pool.query<Row>(
        'SELECT DISTINCT ON (kind) * FROM uploaded_files WHERE borrower_id = $1 ORDER BY kind, created_at DESC, id', [borrowerId]);
      return Object.fromEntries(rows.map((r) => [r.kind, toFile(r)]));
    },
  };
}
export type UploadedFileRepository = ReturnType<typeof createUploadedFileRepository>;
