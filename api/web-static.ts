import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The page the build writes for every screen but the home page: the same document as index.html
 * without the home page's prerendered markup. The name is set in web/vite.config.ts.
 */
export const SPA_SHELL_FILE = 'spa-shell.html';

// The build writes a brotli (.br) and a gzip (.gz) copy beside each file. Brotli is smaller, so
// it wins whenever the browser accepts both; a client that accepts neither gets the plain file.
const PRECOMPRESSED = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };

const isPage = (file: string) => /\.html(\.br|\.gz)?$/.test(file);

/**
 * The built web app (web/dist): hashed assets cached for a year, every other path of the site
 * answered by the single-page app, which draws its own screens, including its not-found page.
 * `/` gets index.html, which carries the home page already rendered; the other screens get the shell.
 * Paths under /api are never answered here.
 */
export function webStatic(webDist: string): express.Router {
  const router = express.Router();
  const assets = expressStaticGzip(path.join(webDist, 'assets'), {
    ...PRECOMPRESSED,
    serveStatic: { immutable: true, maxAge: '1y', index: false },
  });
  const files = expressStaticGzip(webDist, {
    ...PRECOMPRESSED,
    serveStatic: {
      index: false,
      maxAge: '1h',
      // A page names the current hashed assets, so the browser must ask again each time.
      setHeaders: (res, file) => { if (isPage(file)) res.setHeader('Cache-Control', 'no-cache'); },
    },
  });
  // A build from before the shell existed has index.html only; it then serves every screen.
  const shellPage = existsSync(path.join(webDist, SPA_SHELL_FILE)) ? `/${SPA_SHELL_FILE}` : '/index.html';
  const outsideApi = (handler: express.RequestHandler) => (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) next();
    else void handler(req, res, next);
  };

  router.use('/assets', outsideApi(assets));
  router.use(outsideApi(files));
  router.get('/{*path}', outsideApi((req, res, next) => {
    req.url = req.path === '/' ? '/index.html' : shellPage;
    res.setHeader('Cache-Control', 'no-cache');
    files(req, res, next);
  }));
  return router;
}
