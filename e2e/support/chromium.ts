import { existsSync } from 'node:fs';

/**
 * The Chromium of the OS package (`apt-get install chromium` on Debian) when present; otherwise
 * `undefined`, which makes Playwright use the browser that `npx playwright install` downloads.
 */
export const systemChromium: string | undefined = existsSync('/usr/bin/chromium')
  ? '/usr/bin/chromium'
  : undefined;

/**
 * Chromium flags for a machine without outside network access, running as root in a container
 * (`--no-sandbox`). Shared by Playwright, the bench and Lighthouse.
 */
export const chromiumArgs: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
