import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';

/**
 * The `<link rel="modulepreload">` tags a prerendered page needs for its own code (decision
 * 0043): the chunks of `modules` (its route modules and its catalogs) and every chunk they import
 * statically, without the entry's, which the page already links. The entry carries no preload
 * lists for the route table (`build/preload-lists.ts`), so without these the browser would find a
 * page chunk's imports only once the chunk had arrived; with them, the page's code downloads with
 * the entry, after the first paint (decision 0044).
 *
 * @param bundle - the browser build's output.
 * @param root - the project root, absolute.
 * @param modules - module paths from the project root, e.g. `src/app/routes/home.tsx`; a module
 *   without a chunk of its own (never lazily loaded) is skipped.
 * @param base - the site's base path, e.g. `/`.
 * @returns the tags, in the bundle's order, each as Vite writes its own.
 */
export function pagePreloads(
  bundle: OutputBundle,
  root: string,
  modules: readonly string[],
  base: string,
): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const closure = (from: Iterable<OutputChunk>, into = new Set<string>()) => {
    const visit = (chunk: OutputChunk) => {
      if (into.has(chunk.fileName)) return;
      into.add(chunk.fileName);
      for (const file of chunk.imports) {
        const imported = bundle[file];
        if (imported?.type === 'chunk') visit(imported);
      }
    };
    for (const chunk of from) visit(chunk);
    return into;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const ids = new Set(modules.map((module) => path.join(root, module)));
  // A module's own chunk, or the shared chunk that holds it (a route that a lazy part of its page
  // imports too, such as the events page and its calendar).
  const page = closure(
    chunks.filter(
      (chunk) => ids.has(chunk.facadeModuleId ?? '') || chunk.moduleIds.some((id) => ids.has(id)),
    ),
  );
  return [...page]
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
}
