import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { DEFERRED_STYLESHEET_SCRIPT } from './critical-css';
import { SCRIPTS_AFTER_PAINT_SCRIPT } from './scripts-after-paint';

/**
 * Frames the site embeds: YouTube's privacy-enhanced player (sermon videos, the live stream:
 * `src/lib/youtube.ts`) and the Google Maps embed of the `map_url` setting (home page and
 * contact page; `maps.google.com/maps?...&output=embed` may answer from `www.google.com`).
 * A map from another provider needs its origin added here (docs/decisions/0019).
 */
export const FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://maps.google.com',
  'https://www.google.com',
] as const;

/**
 * The part of the policy that a `<meta>` element cannot carry (CSP Level 3 §6.1: `frame-ancestors`
 * is ignored there) and that does not depend on the build: for hosts that send headers (README
 * "Security headers"), and sent by `vite preview`. It restricts nothing the meta policy allows,
 * so the two together enforce the meta policy plus these lines.
 */
export const HEADER_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

export interface PolicyInput {
  /** `VITE_SUPABASE_URL` of the build, e.g. `https://abcd.supabase.co` (only its origin is used). */
  supabaseUrl: string;
  /** The text of every inline `<script>` of index.html, each allowed by its SHA-256 hash. */
  inlineScripts: readonly string[];
}

/** `'sha256-…'` source expression of an inline script's text (CSP Level 3 §2.3.1, UTF-8, base64). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The site's Content-Security-Policy (docs/decisions/0019), as a `<meta http-equiv>` value:
 *
 * - scripts: the site's own files and its inline scripts by hash; no `unsafe-inline`, no `eval`;
 * - data (`connect-src`): the Supabase project (REST, Storage, Auth; no Realtime, so no `wss:`);
 * - images: the site, the project's Storage, `blob:` (previews of files being uploaded) and any `https:` address, because staff may link covers and photos from elsewhere
 *   (spec: `cover_image_external_url`, `image_external_url`, `cover_image_url`, banner settings);
 * - audio and video: the project's Storage (hero videos, sermon audio) and `blob:` (the staff
 *   sermon form reads the length of an audio file before uploading it);
 * - frames: {@link FRAME_SOURCES}; styles: the site's files and style elements (Radix's scroll
 *   lock writes one), no style attributes (React and framer-motion set styles through the CSSOM,
 *   which a policy does not govern); fonts: the site's own (it uses system fonts);
 * - workers: the site's own service worker `/sw.js` only (`worker-src 'self'`, decision 0041).
 *
 * @throws Error when `supabaseUrl` is not an http(s) URL.
 */
export function contentSecurityPolicy({ supabaseUrl, inlineScripts }: PolicyInput): string {
  const url = new URL(supabaseUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got ${url.protocol}`);
  }
  const supabase = url.origin;
  const hashes = [...new Set(inlineScripts.map(scriptHash))];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-attr', "'none'"],
    ['img-src', "'self'", 'blob:', 'https:', 'http:'],
    ['media-src', "'self'", supabase, 'blob:'],
    ['connect-src', "'self'", supabase],
    ['frame-src', ...FRAME_SOURCES],
    ['font-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/** Inline (no `src`) classic or module scripts of an HTML document, their text exactly as served. */
export function inlineScriptTexts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    texts.push(match[2] ?? '');
  }
  return texts;
}

/**
 * Vite plugin, build only: puts the {@link contentSecurityPolicy} of this build as the first
 * element of `index.html`'s `<head>` (a policy delivered by `<meta>` governs only what comes after
 * it). Runs after every other HTML transform, so the hashes cover the final inline scripts (the
 * start-up error handler and `build/preload-route.ts`'s script), plus the two scripts that
 * prerendering adds to each page: the stylesheet activation (`build/critical-css.ts`) and the
 * start of its scripts after the first paint (`build/scripts-after-paint.ts`). The dev server gets no policy:
 * its hot reload needs inline scripts.
 *
 * @param supabaseUrl - reads `VITE_SUPABASE_URL` of the build when called.
 */
export function contentSecurityPolicyMeta(supabaseUrl: () => string): Plugin {
  return {
    name: 'church:content-security-policy',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (/http-equiv=["']?content-security-policy/i.test(html)) {
          throw new Error('index.html already has a Content-Security-Policy <meta>');
        }
        const policy = contentSecurityPolicy({
          supabaseUrl: supabaseUrl(),
          // The prerendered pages add the scripts that load their stylesheet and their JavaScript.
          inlineScripts: [...inlineScriptTexts(html), DEFERRED_STYLESHEET_SCRIPT, SCRIPTS_AFTER_PAINT_SCRIPT],
        });
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}" />`;
        // After `<meta charset>`, which must come first; before every script, style and link.
        const charset = /<meta\s+charset=[^>]*>/i.exec(html);
        if (!charset) throw new Error('index.html has no <meta charset>');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`;
      },
    },
  };
}
