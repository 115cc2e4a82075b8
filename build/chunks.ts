/**
 * The small modules that nearly every page renders (the page's `<head>` tags, buttons, the
 * loading, empty and error states, stored images with their `srcset`, and the addresses of the
 * default covers and banner, a line each), which the bundler
 * would otherwise split into a dozen chunks of a few hundred bytes each, one request and one
 * file's worth of gzip overhead apiece. Grouped into one `kit` chunk, the first visit to `/`
 * loads 1.5 kB less and every other page's about as much (decision 0043).
 *
 * Only leaf modules belong here: a module that imports much else would drag its imports into
 * every page that uses any member.
 */
const KIT_MODULES =
  /\/src\/(components\/ui\/(button|skeleton|card-skeleton|empty|error-state|fallback-image)|components\/layout\/page-meta|components\/seo\/json-ld|lib\/(covers|text|image-variants|image-variant-names|offline\/form-flag|localized|dates|date-input)|hooks\/use-image-delivery|features\/events\/utils\/event-id)\.tsx?$|\/src\/assets\/(event-cover-default|sermon-cover-default|banner-fallback)\.svg$|\/node_modules\/class-variance-authority\//;

/**
 * Rollup's `output.manualChunks` for the browser build: the {@link KIT_MODULES} go to `kit`, the
 * rest where Rollup puts them.
 *
 * @param id - the module's absolute path.
 */
export function manualChunks(id: string): string | undefined {
  return KIT_MODULES.test(id) ? 'kit' : undefined;
}
