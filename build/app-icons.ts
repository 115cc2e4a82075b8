/**
 * Draws the installed app's icons (Web App Manifest `icons`, W3C Web App Manifest §icons) from the
 * favicon art into `public/icons/`: `icon-192.png`, `icon-512.png` (purpose `any`, the rounded
 * square as it is) and `maskable-512.png` (purpose `maskable`: full-bleed background, the cross
 * inside the central 80 % safe zone). Run by hand after changing the art:
 * `npx tsx build/app-icons.ts`; the PNGs are committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, systemChromium } from '../e2e/support/chromium';

const NAVY = '#111d42';
const GOLD = '#f2c14e';
const CROSS = 'M29 12h6v12h10v6H35v22h-6V30H19v-6h10z';

const ANY = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${NAVY}"/><path d="${CROSS}" fill="${GOLD}"/></svg>`;
// The cross scaled to 70 % around the centre: inside the maskable safe zone (a circle of 40 %).
const MASKABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${NAVY}"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)"><path d="${CROSS}" fill="${GOLD}"/></g></svg>`;

const outDir = path.resolve(import.meta.dirname, '../public/icons');
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumArgs });
try {
  for (const [file, svg, size] of [
    ['icon-192.png', ANY, 192],
    ['icon-512.png', ANY, 512],
    ['maskable-512.png', MASKABLE, 512],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await writeFile(path.join(outDir, file), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
