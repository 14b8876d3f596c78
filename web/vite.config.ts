import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** Written beside index.html for every screen but the home page; api/web-static.ts serves it by this name. */
const SPA_SHELL_FILE = 'spa-shell.html';
/** Kept in step with web/src/prerendered.ts, which the page's own script reads. */
const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html carries the home page already drawn, so a visitor sees it as soon as the HTML and the
 * style sheet arrive, before the JavaScript has downloaded; main.tsx then hydrates it. Every other
 * screen is served the untouched page (the shell), because the markup of one screen must not flash
 * on another. The markup comes from web/src/prerender.tsx, built for Node into Vite's cache folder
 * (inside node_modules, so the React it imports resolves) and run once.
 */
function prerenderHomePage(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'feesetu:prerender-home-page',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) { config = resolved; },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (config.build.ssr || page?.type !== 'asset') return;
      const shell = String(page.source);
      if (!shell.includes(EMPTY_ROOT)) this.error(`index.html has no ${EMPTY_ROOT} to draw the home page into`);
      const outDir = path.join(config.cacheDir, 'prerender');
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'error',
          build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, target: 'node24', minify: false },
        });
        const { renderScreen } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href) as { renderScreen: (path: string) => Promise<string> };
        const home = await renderScreen('/');
        this.emitFile({ type: 'asset', fileName: SPA_SHELL_FILE, source: shell });
        page.source = shell.replace(EMPTY_ROOT, `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="/">${home}</div>`);
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A brotli (.br) and a gzip (.gz) copy beside every text file of the build, made once at the
 * strongest settings, so the server sends compressed bytes without compressing on each request
 * (api/web-static.ts picks the copy the browser accepts). A copy that saves nothing is not written.
 */
function precompress(): Plugin {
  let outDir: string;
  return {
    name: 'feesetu:precompress',
    apply: 'build',
    configResolved(resolved) { outDir = path.resolve(resolved.root, resolved.build.outDir); },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(async (file) => {
        const full = path.join(outDir, file);
        if (!(await stat(full)).isFile()) return;
        const body = await readFile(full);
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzipped(body, { level: zlib.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < body.length) await writeFile(`${full}.br`, br);
        if (gz.length < body.length) await writeFile(`${full}.gz`, gz);
      }));
    },
  };
}

// The web app builds into web/dist, which the API server serves on the same port.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [prerenderHomePage(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
