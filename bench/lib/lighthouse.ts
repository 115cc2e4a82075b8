import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumArgs, systemChromium } from '../../e2e/support/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number>;

export interface LighthousePage {
  path: string;
  runs: number;
  /** Median (of the runs) of each category score, 0-100. */
  median: Scores;
  /** Every run's scores, in run order. */
  allRuns: Scores[];
  /** Median of the key lab metrics across runs (ms; CLS unitless). */
  metrics: Record<'fcp' | 'lcp' | 'tbt' | 'cls' | 'speedIndex', number>;
  /**
   * Median of Lighthouse's CPU benchmark of this machine (higher is faster). The mobile preset
   * multiplies the observed CPU time by 4 whatever the machine, so on a machine well below a
   * typical developer machine's index (about 1000 to 2500) TBT and the performance score are lower.
   */
  benchmarkIndex: number;
  /** Audits below full marks in any category that is not 100, from the run closest to the median. */
  failedAudits: { category: Category; id: string; title: string; score: number | null; details?: string }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * Runs Lighthouse with its default (mobile) configuration: Moto G Power screen emulation and
 * simulated slow-4G/4x-CPU throttling. Each run gets a fresh headless Chromium (cold cache, no
 * profile). `CHROME_PATH` is honoured; otherwise the OS Chromium, otherwise Playwright's.
 *
 * @param url - absolute page URL.
 */
async function runOnce(url: string): Promise<Result> {
  const chromePath = process.env.CHROME_PATH || systemChromium || chromium.executablePath();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse (mobile) on each page, `runs` times, median scores. */
export async function measureLighthouse(
  baseURL: string,
  paths: string[],
  runs = 3,
): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  for (const path of paths) {
    const lhrs: Result[] = [];
    for (let i = 0; i < runs; i++) {
      lhrs.push(await runOnce(baseURL + path));
      process.stdout.write('.');
    }
    const scoresOf = (lhr: Result) =>
      Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Scores;
    const allRuns = lhrs.map(scoresOf);
    const med = Object.fromEntries(CATEGORIES.map((c) => [c, median(allRuns.map((s) => s[c]))])) as Scores;
    const metric = (id: string) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
    // The run whose performance score is closest to the median explains the figures best.
    const representative =
      lhrs[
        allRuns
          .map((s) => Math.abs(s.performance - med.performance))
          .reduce((best, d, i, all) => (d < (all[best] ?? Infinity) ? i : best), 0)
      ] ?? lhrs[0];
    const failedAudits: LighthousePage['failedAudits'] = [];
    for (const category of CATEGORIES) {
      const cat = representative?.categories[category];
      if (!cat || !representative || cat.score === 1) continue;
      for (const ref of cat.auditRefs) {
        const audit = representative.audits[ref.id];
        // Scored audits that cost points, and for performance also the diagnostics that explain them.
        const explains = category === 'performance' && audit?.scoreDisplayMode === 'metricSavings';
        if (!audit || (ref.weight === 0 && !explains) || audit.score === null || audit.score >= 0.9) continue;
        failedAudits.push({
          category,
          id: audit.id,
          title: audit.title,
          score: audit.score,
          details: audit.displayValue,
        });
      }
    }
    pages.push({
      path,
      runs,
      median: med,
      allRuns,
      metrics: {
        fcp: Math.round(metric('first-contentful-paint')),
        lcp: Math.round(metric('largest-contentful-paint')),
        tbt: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        speedIndex: Math.round(metric('speed-index')),
      },
      failedAudits,
      benchmarkIndex: Math.round(median(lhrs.map((lhr) => lhr.environment.benchmarkIndex))),
    });
  }
  process.stdout.write('\n');
  return pages;
}
