import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageSize } from 'image-size';
import type { OutputBundle } from 'rollup';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { criticalCss } from './critical-css';
import { pagePreloads } from './page-preloads';
import { scriptsAfterFirstPaint } from './scripts-after-paint';
import {
  type EntryServer,
  FALLBACK_FILE,
  fileOfPath,
  NOT_FOUND_PAGES,
  fillTemplate,
  languageTags,
  previewTags,
  renderInBothLanguages,
  type SizedImage,
  sitemapXml,
  withChurchTimeZone,
} from './prerender-html';

/** The renderer module's exports this plugin uses. */
interface EntryServerModule {
  createQueryClient(): { clear(): void };
  listPublicAddresses(queryClient: unknown): Promise<EntryServer.PublicAddress[]>;
  readSiteAddress(queryClient: unknown): Promise<string | undefined>;
  readChurchTimeZone(queryClient: unknown): Promise<string>;
  renderPage(path: string, options: { now: number; origin: string }): Promise<EntryServer.RenderedPage>;
}

/** Whether an error means that no Supabase API answered (as opposed to a failing page). */
function isUnreachable(error: unknown): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause)} ${JSON.stringify(error)}`;
  return /fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|UND_ERR_CONNECT|TypeError: fetch/i.test(
    text,
  );
}

/** The pixel size of a preview image, read from its first bytes; `undefined` for SVG or failures. */
async function sizeImage(url: string, alt: string): Promise<SizedImage | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return undefined;
    const size = imageSize(new Uint8Array(await response.arrayBuffer()));
    // Link-preview crawlers do not render SVG.
    if (!size.width || !size.height || size.type === 'svg') return undefined;
    return {
      url,
      alt,
      width: size.width,
      height: size.height,
      type: `image/${size.type === 'jpg' ? 'jpeg' : size.type}`,
    };
  } catch {
    return undefined;
  }
}

/** The site's default preview image (a file of the build) with its size; `undefined` when absent. */
async function readDefaultImage(
  outDir: string,
  image: PrerenderOptions['defaultImage'],
  origin: string,
): Promise<SizedImage | undefined> {
  const file = path.join(outDir, image.path);
  if (!existsSync(file)) return undefined;
  const size = imageSize(new Uint8Array(await readFile(file)));
  return {
    url: new URL(image.path, `${origin}/`).href,
    alt: image.alt,
    width: size.width,
    height: size.height,
    type: `image/${size.type}`,
  };
}

/**
 * A page's preview image with its size: read from the build for this site's assets, over HTTP
 * for Storage images (each once per build, in `imageSizes`); the default image when the page has
 * none or its size cannot be read (SVG included).
 */
async function previewImage(
  pageImage: { url: string; alt: string } | undefined,
  {
    origin,
    outDir,
    imageSizes,
    defaultImage,
  }: {
    origin: string;
    outDir: string;
    imageSizes: Map<string, Promise<SizedImage | undefined>>;
    defaultImage: SizedImage | undefined;
  },
): Promise<SizedImage | undefined> {
  if (!pageImage) return defaultImage;
  const url = new URL(pageImage.url, `${origin}/`).href;
  // Assets of this build are read from the build; Storage images over HTTP.
  const local = url.startsWith(`${origin}/`) ? path.join(outDir, new URL(url).pathname) : null;
  if (!imageSizes.has(url))
    imageSizes.set(
      url,
      local
        ? readFile(local)
            .then((bytes) => {
              const size = imageSize(new Uint8Array(bytes));
              return size.type === 'svg'
                ? undefined
                : {
                    url,
                    alt: pageImage.alt,
                    width: size.width,
                    height: size.height,
                    type: `image/${size.type}`,
                  };
            })
            .catch(() => undefined)
        : sizeImage(url, pageImage.alt),
    );
  return (await imageSizes.get(url)) ?? defaultImage;
}

/** Writes `sitemap.xml` of the `written` pages and names it in `robots.txt` (made when missing). */
async function writeSitemap(
  outDir: string,
  origin: string,
  written: readonly EntryServer.PublicAddress[],
): Promise<void> {
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(origin, written));
  const robotsFile = path.join(outDir, 'robots.txt');
  const robots = existsSync(robotsFile) ? await readFile(robotsFile, 'utf8') : 'User-agent: *\nAllow: /\n';
  await writeFile(
    robotsFile,
    `${robots.trimEnd()}\n\nSitemap: ${new URL('/sitemap.xml', `${origin}/`).href}\n`,
  );
}

/** The build's warning when it keeps the app shell only, for `reason`. */
function shellOnly(reason: string): string {
  return (
    `[prerender] ${reason}; this build holds the app shell only (every page renders in the browser). ` +
    'Start the stack (`npm run stack`) or point VITE_SUPABASE_URL at your project to prerender; ' +
    'PRERENDER=required makes this an error.'
  );
}

/** Options of {@link prerenderPages}. */
export interface PrerenderOptions {
  /** The renderer module, relative to the project root. */
  entry: string;
  /**
   * The site's public origin given to the build (`SITE_URL`), e.g. `https://www.example.church`;
   * without it the `site_identity` setting's `url`, else {@link PrerenderOptions.fallbackOrigin}.
   */
  origin: string | undefined;
  /** The origin when neither is set (the address `npm run preview` serves on). */
  fallbackOrigin: string;
  /** The church's name (`og:site_name`). */
  siteName: string;
  /** The preview image of pages without one of their own (a path under `public/`). */
  defaultImage: { path: string; alt: string };
  /** Fail the build when no Supabase API answers, instead of building the shell only. */
  required: boolean;
}

/**
 * Vite plugin: after the browser build, prerenders every public address into its own HTML
 * file, plus `sitemap.xml`, `robots.txt`'s `Sitemap:` line, the not-found page of each language and the fallback
 * shell (decision 0033).
 *
 * It builds `entry` for Node with the same configuration (so `import.meta.env` and aliases are
 * the browser's), asks it for the public addresses ({@link EntryServer.listPublicAddresses}) and
 * renders each ({@link EntryServer.renderPage}) into the built `index.html`. When no Supabase
 * API answers, the build keeps the shell only and says so (or fails, with `required`); a page
 * whose reads fail stops the build with its address. `vite preview` serves each file at its
 * clean address and the shell for any other address.
 */
export function prerenderPages(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  let outDir = '';
  let bundle: OutputBundle = {};
  return {
    name: 'church:prerender',
    configResolved(resolved) {
      config = resolved;
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    // The browser build's chunks, to preload each page's own (the server build has its own).
    generateBundle: (_options, output) => void (bundle = output),
    configurePreviewServer(server) {
      // Before Vite's own fallback (which would serve the prerendered home page): an address
      // without a file gets the shell.
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        if (
          (req.method === 'GET' || req.method === 'HEAD') &&
          (accept === '' || accept.includes('text/html') || accept.includes('*/*')) &&
          !path.extname(pathname) &&
          pathname !== '/' &&
          existsSync(path.join(outDir, FALLBACK_FILE)) &&
          !existsSync(path.join(outDir, fileOfPath(pathname))) &&
          !existsSync(path.join(outDir, pathname, 'index.html'))
        )
          req.url = `/${FALLBACK_FILE}`;
        next();
      });
    },
    async closeBundle() {
      // The nested server build of the renderer runs this plugin too.
      if (config.command !== 'build' || config.build.ssr) return;
      const started = performance.now();
      const log = (message: string) => config.logger.info(`[prerender] ${message}`);
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      await writeFile(path.join(outDir, FALLBACK_FILE), shell);

      const serverDir = path.join(config.root, 'node_modules/.cache/prerender', path.basename(outDir));
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: options.entry,
          outDir: serverDir,
          emptyOutDir: true,
          sourcemap: false,
          minify: false,
          copyPublicDir: false,
          manifest: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
        },
      });
      // Imported once per build process; no cache-busting query, which would give the chunks
      // that import the entry back a second instance of it.
      const entry = (await import(
        pathToFileURL(path.join(serverDir, 'entry-server.mjs')).href
      )) as EntryServerModule;

      // A short probe first: an address that accepts connections but never answers would
      // otherwise hold every read for the fetch's own five-minute timeout.
      const api = String(config.env.VITE_SUPABASE_URL);
      const answered = await fetch(`${api}/rest/v1/`, { signal: AbortSignal.timeout(10_000) }).then(
        () => true,
        () => false,
      );
      if (!answered) {
        const reason = `no Supabase API answered at ${api} within 10 s`;
        if (options.required) throw new Error(`[prerender] ${reason}`);
        config.logger.warn(shellOnly(reason));
        return;
      }
      let addresses: EntryServer.PublicAddress[];
      let origin: string;
      let timeZone: string;
      try {
        const client = entry.createQueryClient();
        try {
          // The church's time zone is the site setting (decision 0052): every page, and the shell
          // of the addresses without a file, carry the zone the pages were written in.
          timeZone = await entry.readChurchTimeZone(client);
          addresses = await entry.listPublicAddresses(client);
          origin = options.origin ?? (await entry.readSiteAddress(client)) ?? options.fallbackOrigin;
        } finally {
          // Its garbage-collection timers would keep the build process alive for 30 minutes.
          client.clear();
        }
      } catch (error) {
        const reason = isUnreachable(error)
          ? `no Supabase API answered at ${api}`
          : `the public content could not be read from ${api}: ${String((error as Error).message ?? error)}`;
        if (options.required || !isUnreachable(error))
          throw new Error(`[prerender] ${reason}`, { cause: error });
        config.logger.warn(shellOnly(reason));
        return;
      }

      await writeFile(path.join(outDir, FALLBACK_FILE), withChurchTimeZone(shell, timeZone));
      const now = Date.now();
      const defaultImage = await readDefaultImage(outDir, options.defaultImage, origin);
      const imageSizes = new Map<string, Promise<SizedImage | undefined>>();
      const inlineCriticalCss = criticalCss(outDir);
      const written: EntryServer.PublicAddress[] = [];

      const renderInto = async (
        pathname: string,
        file: string,
        alternates?: EntryServer.PublicAddress['alternates'],
      ) => {
        const page = await entry.renderPage(pathname, { now, origin });
        const { head } = page;
        const image = await previewImage(head.image, { origin, outDir, imageSizes, defaultImage });
        const canonical = new URL(pathname, `${origin}/`).href;
        // The page's chunks join the entry's `modulepreload` links, which start after the paint.
        const preloads = pagePreloads(bundle, config.root, page.modules ?? [], config.base).join('');
        const html = scriptsAfterFirstPaint(
          (
            await inlineCriticalCss(
              fillTemplate(
                withChurchTimeZone(shell, timeZone),
                page,
                `${previewTags(head, canonical, image, options.siteName)}\n    ${languageTags(origin, page.locale, head.noindex ? undefined : alternates)}`,
                head.description,
              ),
            )
          ).replace('</head>', `${preloads}</head>`),
          timeZone,
        );
        const target = path.join(outDir, file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, html);
        return head;
      };

      written.push(...(await renderInBothLanguages(addresses, renderInto)));
      for (const notFound of NOT_FOUND_PAGES) await renderInto(notFound.path, notFound.file);

      await writeSitemap(outDir, origin, written);
      await rm(serverDir, { recursive: true, force: true });
      log(
        `${written.length} pages, ${NOT_FOUND_PAGES.map((page) => page.file).join(', ')}, sitemap.xml in ${Math.round(performance.now() - started)} ms ` +
          `(content of ${String(config.env.VITE_SUPABASE_URL)}, site ${origin}, church time ${timeZone})`,
      );
    },
  };
}
