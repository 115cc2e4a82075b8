import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, systemChromium } from './e2e/support/chromium';
import { E2E_ENV } from './e2e/support/env';

const ci = Boolean(process.env.CI);

// The service worker's own requests are then seen by Playwright, and `context.setOffline` cuts
// them off as well as the page's (e2e/offline.spec.ts, the only spec that lets a worker run).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1';

/** Tests that also run at phone width: `test('…', { tag: '@mobile' }, …)`. */
const MOBILE_TAG = /@mobile\b/;
/** Staff pages are used on a desktop: their specs run on `desktop` only, tagged or not. */
const STAFF_SPECS = /(^|[\\/])(admin|staff)-[^\\/]*\.spec\.ts$/;

/**
 * End-to-end tests (ARCHITECTURE.md §5): Chromium only, desktop and mobile viewports, against the
 * production build served by `vite preview` and a throwaway local stack (see e2e/global-setup.ts).
 *
 * Every test runs on `desktop`; on `mobile` only the tests tagged `@mobile`, where the small
 * screen changes what is tested (the menu, touch, small-screen forms and dialogs), and never the
 * staff pages (e2e/README.md "Desktop and mobile").
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: Math.max(1, Math.min(2, os.availableParallelism())),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    // Set by the global setup; workers start after it and inherit the runner's environment.
    baseURL: process.env[E2E_ENV.baseURL],
    // A step that hangs fails with its own name instead of using up the whole test's time.
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    // Recording a trace (DOM snapshots at every action) for every test cost about a quarter of the
    // suite's time on the 2-core machine; CI retries a failed test once, and that retry is traced.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Many tests answer Supabase requests with `page.route`, which a service worker would bypass:
    // the worker runs only in e2e/offline.spec.ts, which allows it (docs/decisions/0041).
    serviceWorkers: 'block',
    launchOptions: { executablePath: systemChromium, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // Pixel 7: 412x839 CSS px, touch, mobile viewport meta honoured; still Chromium.
      use: { ...devices['Pixel 7'] },
      grep: MOBILE_TAG,
      // Staff pages, and the offline worker (desktop only, decision 0041).
      testIgnore: [STAFF_SPECS, /(^|[\\/])offline\.spec\.ts$/],
    },
  ],
});
