import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded documents live. Keys are made here, never taken from a browser, so no file name a
 * parent sends can reach outside the store. A cloud bucket plugs in behind the same interface.
 */
export interface FileStorage {
  /** Stores the bytes under a new key and returns it. */
  put(bytes: Buffer, extension: string): Promise<string>;
  read(key: string): Readable;
  readAll(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Local disk under `root` (default `.data/uploads`), sharded by the key's first two characters. */
export function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('not a storage key');
    return path.join(base, key);
  };
  return {
    async put(bytes, extension) {
      if (!/^[a-z0-9]{2,5}$/.test(extension)) throw new Error('not a file extension');
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}.${extension}`;
      await mkdir(path.join(base, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      // 'wx': a key is never reused, so an existing file means a bug, not something to overwrite.
      await writeFile(pathOf(key), bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    read: (key) => createReadStream(pathOf(key)),
    async readAll(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of createReadStream(pathOf(key))) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
