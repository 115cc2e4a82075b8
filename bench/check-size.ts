/**
 * `npm run test:size`: fails when the JavaScript of a first visit to / exceeds 130 kB gzip, to any
 * other public page 150 kB, when a staff page's exceeds 190 kB, or when the Auth client reaches a
 * public page.
 *
 * Fast and deterministic, for `npm test`: no browser, no database. It reuses a build in
 * dist-bench/ or dist-e2e/ that is newer than every build input, or builds dist-bench/, and
 * computes the first-visit set from Vite's manifest: the entry chunk with its static imports,
 * plus the lazy chunk of the / route (and of a lazy layout) with their static imports. Each
 * file is gzipped at level 9. `npm run bench` measures the same set in Chromium and reports
 * any difference.
 *
 * It also fails when the app shell does not preload every home-route chunk for visits that start
 * on / (`build/preload-route.ts`): in a build without prerendered pages, the hero's text would
 * otherwise wait one more round trip.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_ANON_KEY } from '../supabase/local/keys';
import { buildApp, isBuildFresh, repoRoot } from '../e2e/support/vite-app';
import { HOME_JS_BUDGET_BYTES, kb, PUBLIC_JS_BUDGET_BYTES, STAFF_JS_BUDGET_BYTES, table } from './lib/format';
import { manifestSizes } from './lib/manifest';

/** The staff pages' lazy layout route, loaded with every staff page (src/app/router.tsx). */
const STAFF_LAYOUT = 'src/app/routes/admin-layout.tsx';
/** The staff route table, discovered on the first visit under /admin (src/app/router.tsx). */
const STAFF_ROUTES = 'src/app/admin-routes.tsx';
/** A string only the Auth client (`@supabase/auth-js`) holds: its password grant request. */
const AUTH_CLIENT_MARKER = 'grant_type=password';

async function main(): Promise<number> {
  let outDir = (await isBuildFresh('dist-bench'))
    ? 'dist-bench'
    : (await isBuildFresh('dist-e2e'))
      ? 'dist-e2e'
      : undefined;
  if (outDir) {
    process.stdout.write(`Reusing the build in ${outDir}/ (newer than its sources).\n`);
  } else {
    outDir = 'dist-bench';
    process.stdout.write(`Building into ${outDir}/ ...\n`);
    // Any origin of the same length as the local stack's works: sizes do not depend on it.
    await buildApp(outDir, 'http://127.0.0.1:54321', LOCAL_ANON_KEY);
  }
  const sizes = await manifestSizes(path.join(repoRoot, outDir));
  process.stdout.write(
    `\n${table(
      ['first visit to /', 'raw', 'gzip'],
      sizes.home.map((f) => [f.file, kb(f.rawBytes), kb(f.gzipBytes)]),
    )}\n`,
  );
  // The interface text of the page's language (docs/decisions/0054): every catalog the page's
  // modules may read as they render (the layout's, the page's own, its parts'), loaded before
  // hydrating; `/es/` is the same page with the Spanish ones.
  const homeKey = sizes.routes.find((route) => route.src === 'src/app/routes/home.tsx')?.key;
  if (!homeKey) throw new Error('the manifest has no home route chunk');
  const textOf = async (keys: readonly string[], locale: 'en' | 'es') =>
    (await sizes.catalogsOf(keys, locale)).reduce((total, f) => total + f.gzipBytes, 0);
  const homes = [
    { page: '/', bytes: sizes.homeGzipBytes + (await textOf([homeKey], 'en')) },
    { page: '/es/', bytes: sizes.homeGzipBytes + (await textOf([homeKey], 'es')) },
  ];
  const ok = homes.every((home) => home.bytes <= HOME_JS_BUDGET_BYTES);
  for (const home of homes)
    process.stdout.write(
      `\nHome JavaScript of ${home.page} (with its language's text): ${kb(home.bytes)} gzip, budget ${kb(HOME_JS_BUDGET_BYTES)}: ${home.bytes <= HOME_JS_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}\n`,
    );
  // The app shell: `200.html` when the build prerendered the pages (whose files leave the
  // preload script out, decision 0033), else `index.html` itself.
  const shellFile = existsSync(path.join(repoRoot, outDir, '200.html')) ? '200.html' : 'index.html';
  const html = await readFile(path.join(repoRoot, outDir, shellFile), 'utf8');
  const preloads = /\}\)\((\{[^<]*\})\)<\/script>/.exec(html)?.[1];
  const homePreloads = new Set(
    (preloads ? (JSON.parse(preloads) as Record<string, string[]>) : {})['/'] ?? [],
  );
  const entryFiles = new Set(sizes.entry.map((f) => f.file));
  const notPreloaded = sizes.home.filter((f) => !entryFiles.has(f.file) && !homePreloads.has(`/${f.file}`));
  if (notPreloaded.length > 0) {
    process.stdout.write(
      `${shellFile} does not preload these home-route chunks on /: ${notPreloaded.map((f) => f.file).join(', ')}\n`,
    );
  }
  // Other pages: a first visit loads the entry plus the route's chunk and its static imports
  // (the small query modules their loaders import are left out: under 1 kB each); a staff page
  // also loads the staff route table and the staff layout route (guard, header, Auth client).
  // Every page stays within the
  // same budget; the Events page without the calendar, which is its own lazy chunk
  // (e2e/events.spec.ts checks that a first visit does not fetch it).
  const outPath = path.join(repoRoot, outDir);
  const carriesAuth = async (files: { file: string }[]) => {
    for (const { file } of files) {
      if ((await readFile(path.join(outPath, file), 'utf8')).includes(AUTH_CLIENT_MARKER)) return true;
    }
    return false;
  };
  // A route module that a lazy chunk of its own page also imports (a dialog importing a helper
  // of the page) becomes a shared chunk, known in the manifest by its name only.
  const routeSrc = (src: string) =>
    src.startsWith('src/') || !existsSync(path.join(repoRoot, 'src/app/routes', `${src}.tsx`))
      ? src
      : `src/app/routes/${src}.tsx`;
  const pages = await Promise.all(
    sizes.routes
      .map((r) => ({ ...r, src: routeSrc(r.src) }))
      .filter(
        (r) =>
          r.src.startsWith('src/app/routes/') &&
          r.src !== 'src/app/routes/home.tsx' &&
          r.src !== STAFF_LAYOUT &&
          r.src !== STAFF_ROUTES,
      )
      .map(async (r) => {
        const staff = r.src.startsWith('src/app/routes/admin-');
        const files = await sizes.visitOf(staff ? [STAFF_ROUTES, STAFF_LAYOUT, r.key] : [r.key]);
        const lazyKeys = staff ? [STAFF_ROUTES, STAFF_LAYOUT, r.key] : [r.key];
        // Staff pages are English; a public page counts its larger language.
        const text = staff
          ? await textOf(lazyKeys, 'en')
          : Math.max(await textOf(lazyKeys, 'en'), await textOf(lazyKeys, 'es'));
        const bytes = sizes.entryGzipBytes + files.reduce((total, f) => total + f.gzipBytes, 0) + text;
        const budget = staff ? STAFF_JS_BUDGET_BYTES : PUBLIC_JS_BUDGET_BYTES;
        return { src: r.src, bytes, budget, staff, auth: await carriesAuth(files) };
      }),
  );
  pages.sort((a, b) => a.src.localeCompare(b.src));
  const overBudget = pages.filter((page) => page.bytes > page.budget);
  process.stdout.write(
    `\n${table(
      ['first visit to another page', 'gzip', 'budget', 'Auth client'],
      pages.map((page) => [
        page.src,
        kb(page.bytes),
        `${page.bytes <= page.budget ? 'ok' : 'OVER'} (${kb(page.budget)})`,
        page.auth ? 'yes' : 'no',
      ]),
    )}\n`,
  );
  // The Auth client loads only where it is used: staff pages (decision 0018).
  const authMisplaced = [
    ...((await carriesAuth([...sizes.entry, ...sizes.home])) ? ['the entry or /'] : []),
    ...pages.filter((page) => page.auth !== page.staff).map((page) => page.src),
  ];
  process.stdout.write(
    authMisplaced.length === 0
      ? 'Auth client: staff pages only\n'
      : `Auth client where it does not belong (or missing from a staff page): ${authMisplaced.join(', ')}\n`,
  );
  // The Events page is a shared chunk (its calendar imports it), known by its name: see routeSrc.
  const events = sizes.routes.find((r) => routeSrc(r.src) === 'src/app/routes/events.tsx');
  const calendar = sizes.routes.find((r) => r.src === 'src/features/events/components/events-calendar.tsx');
  const calendarSplit = calendar !== undefined && events !== undefined && calendar.file !== events.file;
  process.stdout.write(
    `Calendar chunk ${calendar ? kb(calendar.gzipBytes) : 'missing'}: ${calendarSplit ? 'loads on its tab only' : 'NOT SPLIT from the Events page'}\n`,
  );
  return ok &&
    overBudget.length === 0 &&
    authMisplaced.length === 0 &&
    calendarSplit &&
    notPreloaded.length === 0
    ? 0
    : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
