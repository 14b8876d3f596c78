import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../scripts/dev/temporal-dev-server.ts';

export interface LighthousePage { name: string; path: string; score: number | null; lcpMs: number | null; tbtMs: number | null; error?: string; runs?: (number | null)[] }

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

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
  async function measure(target: { name: string; path: string }): Promise<LighthousePage> {
    try {
      const run = await lighthouse(`${origin}${target.path}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
      const lhr = run?.lhr;
      return {
        ...target,
        score: lhr?.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100),
        lcpMs: lhr?.audits['largest-contentful-paint']?.numericValue ?? null,
        tbtMs: lhr?.audits['total-blocking-time']?.numericValue ?? null,
        ...(lhr?.runtimeError ? { error: lhr.runtimeError.message } : {}),
      };
    } catch (error) {
      return { ...target, score: null, lcpMs: null, tbtMs: null, error: (error as Error).message };
    }
  }
  try {
    const page = context.pages()[0] ?? await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }, storage);
    for (const target of pages) {
      // One Lighthouse run swings with whatever else the cores are doing (its CPU times are multiplied
      // by four): each page is run RUNS times and the run with the median score is reported, the
      // practice Lighthouse's own documentation recommends.
      const runs: LighthousePage[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(target));
      const scored = runs.filter((r) => r.score !== null).sort((a, b) => a.score! - b.score!);
      results.push(scored.length ? { ...scored[Math.floor(scored.length / 2)]!, runs: runs.map((r) => r.score) } : runs[0]!);
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
  return results;
}
