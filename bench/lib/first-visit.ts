import { chromium, devices, type Request } from '@playwright/test';
import { chromiumArgs, systemChromium } from '../../e2e/support/chromium';
import { gzipSize } from './format';

export interface ScriptLoad {
  /** Path on the app's origin (or full URL elsewhere). */
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface DataRequest {
  method: string;
  /** Path and query on the Supabase origin, decoded, e.g. `/rest/v1/hero_videos?select=...`. */
  path: string;
  status: number;
  /** Milliseconds from navigation start to the request being sent and to its response having arrived. */
  startMs: number;
  endMs: number;
  /** Data requests that had already finished when this one started (it may have waited on them). */
  startedAfter: string[];
}

export interface FirstVisit {
  scripts: ScriptLoad[];
  scriptsGzipBytes: number;
  dataRequests: DataRequest[];
  /** Latency the measurement adds to every Supabase request, so that waits stand out from noise. */
  addedLatencyMs: number;
}

const ADDED_LATENCY_MS = 300;
const DATA_PATHS = ['/rest/v1/', '/auth/v1/'];

/**
 * Loads `path` (default /) once in a fresh Chromium profile (Pixel 7 emulation, empty cache) and records:
 * - every script response until the page has settled (network idle, hero out of its loading
 *   state), each body gzipped at level 9;
 * - every Supabase data request (/rest/v1, /auth/v1) with when it started and finished. Each
 *   of them is held for 300 ms before it goes out, so that a request that really waits for
 *   another starts at least 300 ms after the first ones, far above local timing noise.
 */
export async function measureFirstVisit(baseURL: string, apiUrl: string, path = '/'): Promise<FirstVisit> {
  const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumArgs });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const origin = new URL(baseURL).origin;
    const scriptResponses: Promise<ScriptLoad | undefined>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      const isScript =
        request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
      if (!isScript || response.status() !== 200) return;
      scriptResponses.push(
        response.body().then(
          (body) => {
            const url = response.url().startsWith(origin)
              ? response.url().slice(origin.length)
              : response.url();
            return { url, rawBytes: body.length, gzipBytes: gzipSize(body) };
          },
          () => undefined,
        ),
      );
    });

    const t0 = Date.now();
    const data = new Map<Request, { startMs: number; endMs?: number; status?: number }>();
    const isData = (url: string) =>
      url.startsWith(apiUrl) && DATA_PATHS.some((p) => new URL(url).pathname.startsWith(p));
    page.on('request', (request) => {
      if (isData(request.url())) data.set(request, { startMs: Date.now() - t0 });
    });
    const finish = (request: Request) => {
      const entry = data.get(request);
      if (entry) entry.endMs = Date.now() - t0;
    };
    page.on('requestfinished', async (request) => {
      finish(request);
      const entry = data.get(request);
      if (entry) entry.status = (await request.response())?.status() ?? 0;
    });
    page.on('requestfailed', finish);
    await page.route(
      (url) => isData(url.href),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, ADDED_LATENCY_MS));
        await route.continue();
      },
    );

    await page.goto(baseURL + path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    if (path === '/') {
      await page
        .getByTestId('hero')
        .and(page.locator(':not([data-state="loading"])'))
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
    }
    await page.waitForLoadState('networkidle');

    const scripts = (await Promise.all(scriptResponses)).filter((s): s is ScriptLoad => s !== undefined);
    const entries = [...data.entries()].map(([request, timing]) => {
      const url = new URL(request.url());
      return {
        method: request.method(),
        path: decodeURIComponent(url.pathname + url.search),
        status: timing.status ?? 0,
        startMs: timing.startMs,
        endMs: timing.endMs ?? Number.NaN,
      };
    });
    const dataRequests: DataRequest[] = entries
      .sort((a, b) => a.startMs - b.startMs)
      .map((request) => ({
        ...request,
        startedAfter: entries
          .filter((other) => other !== request && other.endMs <= request.startMs)
          .map((o) => o.path),
      }));
    await context.close();
    return {
      scripts,
      scriptsGzipBytes: scripts.reduce((total, s) => total + s.gzipBytes, 0),
      dataRequests,
      addedLatencyMs: ADDED_LATENCY_MS,
    };
  } finally {
    await browser.close();
  }
}
