import express from 'express';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPA_SHELL_FILE, webStatic } from './web-static.ts';

// A built web app in miniature: the home page with its prerendered markup, the shell for every other
// screen, and one hashed script with the brotli and gzip copies the build writes beside it.
let dist: string;
const script = 'console.log("the app");'.repeat(50);
const home = '<!doctype html><div id="root" data-prerendered-path="/"><h1>Home</h1></div>';
const shell = '<!doctype html><div id="root"></div>';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'feesetu-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), home);
  await writeFile(path.join(dist, SPA_SHELL_FILE), shell);
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), script);
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
});
afterAll(async () => { await rm(dist, { recursive: true, force: true }); });

function app() {
  const server = express();
  server.get('/api/ping', (_req, res) => { res.json({ ok: true }); });
  server.use(webStatic(dist));
  server.use((_req, res) => { res.status(404).end(); });
  return server;
}

describe('the built web app, served precompressed', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const answer = await request(app()).get('/assets/app-1a2b.js').set('Accept-Encoding', 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    // The client undoes the brotli it was sent: what arrives is the file.
    expect(answer.text).toBe(script);
  });

  it('sends gzip where brotli is not accepted, and the plain file where nothing is', async () => {
    const gz = await request(app()).get('/assets/app-1a2b.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(script);
    const plain = await request(app()).get('/assets/app-1a2b.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('answers / with the prerendered home page and every other screen with the shell, never cached', async () => {
    const root = await request(app()).get('/');
    expect(root.status).toBe(200);
    expect(root.text).toBe(home);
    expect(root.headers['cache-control']).toBe('no-cache');
    const screen = await request(app()).get('/signup');
    expect(screen.text).toBe(shell);
    expect(screen.headers['cache-control']).toBe('no-cache');
  });

  it('leaves /api paths to the API, including ones it does not know', async () => {
    expect((await request(app()).get('/api/ping')).body).toEqual({ ok: true });
    expect((await request(app()).get('/api/nothing-here')).status).toBe(404);
  });
});
