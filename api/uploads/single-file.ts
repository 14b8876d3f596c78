import type { RequestHandler } from 'express';
import multer from 'multer';
import { DomainError } from '../errors.ts';

/**
 * Reads one multipart file field named `file` into memory, refusing it while it streams in as soon
 * as it passes `maxBytes`, so an oversized upload is never held whole. Other parts are capped too.
 */
export function singleFile(maxBytes: number, label: string): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    // Keep the name as sent, so a path-like name is seen and refused rather than quietly trimmed.
    preservePath: true,
    limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  }).single('file');
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new DomainError('too_large', `file: ${label} should be at most ${maxBytes / 1024 / 1024} MB.`));
        return next(new DomainError('bad_request', `file: Send one file in the field "file" (${error.message}).`));
      }
      next(new DomainError('bad_request', 'file: The upload could not be read. Please send it as multipart/form-data.'));
    });
  };
}
