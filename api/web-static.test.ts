import express from 'express';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { SPA_SHELL_FILE, webStatic } from './web-static.ts';

const HOME = '<!doctype html><div id="root">the home page, drawn</div>';
const SHELL = '<!doctype html><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let dist: string;
let app: express.Express;

async function writeWithCopies(file: string, body: string) {
  await writeFile(file, body);
  await writeFile(`${file}.br`, brotliCompressSync(body));
  await writeFile(`${file}.gz`, gzipSync(body));
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'feesetu-web-static-'));
  await mkdir(path.join(dist, 'assets'));
  await writeWithCopies(path.join(dist, 'index.html'), HOME);
  await writeWithCopies(path.join(dist, SPA_SHELL_FILE), SHELL);
  await writeWithCopies(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  app = express();
  app.use(webStatic(dist));
  app.use((_req, res) => { res.status(404).json({ message: 'nothing here' }); });
});

afterAll(async () => { await rm(dist, { recursive: true, force: true }); });

/** The bytes as sent, not decoded: supertest would undo the compression this test is about. */
async function fetchRaw(urlPath: string, acceptEncoding: string) {
  const server = app.listen(0);
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: urlPath, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('webStatic', () => {
  it('sends the brotli copy of an asset to a browser that accepts brotli, cached for a year', async () => {
    const res = await fetchRaw('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that accepts only gzip, and the plain file to one that accepts nothing', async () => {
    const gz = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(SCRIPT);
    const plain = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it('answers / with the prerendered home page, compressed and never cached unchecked', async () => {
    const res = await fetchRaw('/', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(HOME);
  });

  it('answers every other screen with the shell, so the home page never flashes there', async () => {
    for (const screen of ['/signup', '/uw-loan-user/FS123', '/no/such/page']) {
      const res = await request(app).get(screen).set('Accept-Encoding', 'identity');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(SHELL);
    }
  });

  it('leaves /api paths to the API', async () => {
    for (const apiPath of ['/api', '/api/health', '/api/assets/index-abc123.js']) {
      const res = await request(app).get(apiPath);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'nothing here' });
    }
  });
});
