import { launchChromium } from '../tests/support/browser.ts';

export interface RouteTarget {
  name: string;
  path: string;
  /** Written to the origin's localStorage before the route is opened (a signed-in parent or staff member). */
  storage?: Record<string, string>;
}

export interface RouteDownload {
  name: string;
  path: string;
  /** The build's files the browser fetched to show the route, in the order it asked for them. */
  files: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  error?: string;
}

/**
 * The JavaScript and CSS each route downloads, gzipped: the route is opened in headless Chromium with
 * an empty cache and the build's files it fetches until the network is idle are summed, by the
 * gzipped size of each file (`gzipSizes`, keyed by file name). Chunks fetched only on a later click,
 * such as a dialog, are not part of showing the route and are not counted.
 */
export async function routeDownloads(origin: string, routes: RouteTarget[], gzipSizes: Record<string, number>): Promise<RouteDownload[]> {
  const browser = await launchChromium();
  const results: RouteDownload[] = [];
  try {
    for (const route of routes) {
      // A new context per route: nothing cached from the route before.
      const context = await browser.newContext();
      const files: string[] = [];
      try {
        const page = await context.newPage();
        if (route.storage) {
          await page.goto(`${origin}/favicon.svg`);
          await page.evaluate((items) => { for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value); }, route.storage);
        }
        page.on('response', (response) => {
          const file = /\/assets\/([^/?#]+\.(?:js|css))(?:[?#]|$)/.exec(response.url())?.[1];
          if (file && !files.includes(file)) files.push(file);
        });
        await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle' });
        const total = (extension: string) => files.filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + (gzipSizes[file] ?? 0), 0);
        results.push({ name: route.name, path: route.path, files, jsGzipBytes: total('.js'), cssGzipBytes: total('.css') });
      } catch (error) {
        results.push({ name: route.name, path: route.path, files, jsGzipBytes: 0, cssGzipBytes: 0, error: (error as Error).message });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
