import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../scripts/dev/temporal-dev-server.ts';

export interface LighthousePage { name: string; path: string; score: number | null; lcpMs: number | null; tbtMs: number | null; error?: string }

/**
 * Lighthouse's performance score for each page in headless Chromium with its default mobile
 * emulation and simulated slow-4G throttling. `storage` is written to the origin's localStorage
 * first (a signed-in reviewer), and kept: Lighthouse is told not to reset it.
 */
export async function lighthouseScores(origin: string, pages: { name: string; path: string }[], storage: Record<string, string>): Promise<LighthousePage[]> {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'feesetu-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-dev-shm-usage'],
  });
  const results: LighthousePage[] = [];
  try {
    const page = context.pages()[0] ?? await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }, storage);
    for (const target of pages) {
      try {
        const run = await lighthouse(`${origin}${target.path}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
        const lhr = run?.lhr;
        results.push({
          ...target,
          score: lhr?.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100),
          lcpMs: lhr?.audits['largest-contentful-paint']?.numericValue ?? null,
          tbtMs: lhr?.audits['total-blocking-time']?.numericValue ?? null,
          ...(lhr?.runtimeError ? { error: lhr.runtimeError.message } : {}),
        });
      } catch (error) {
        results.push({ ...target, score: null, lcpMs: null, tbtMs: null, error: (error as Error).message });
      }
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
  return results;
}
