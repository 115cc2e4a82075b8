import { getLocale, INTL_TAG, type Locale } from './locale';

/**
 * The interface text of one area of the site (the layout, the home page, the events pages, …)
 * in both languages (docs/decisions/0054). Each language's messages are a module of their own,
 * `src/i18n/<area>/en.ts` and `…/es.ts`, loaded on first use, so a page downloads its own
 * language's text only. The Spanish module is typed `satisfies typeof en`: a missing or extra key
 * does not compile, and `src/i18n/catalogs.test.ts` checks the same at run time.
 */
export interface Catalog<M> {
  /** The area's name, e.g. `layout`; the build records which areas a page used. */
  readonly area: string;
  /** Each language's module. */
  readonly load: Record<Locale, () => Promise<{ default: M }>>;
}

/**
 * A message that depends on a count (CLDR plural categories, read with `Intl.PluralRules`):
 * English uses `one` and `other`; Spanish `one`, `many` (a million, 1,000,000) and `other`.
 * `#` stands for the count, formatted for the language (`1,000,000`).
 */
export interface Plural {
  one: string;
  many?: string;
  other: string;
}

const registry = new Map<string, Catalog<unknown>>();
const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();
const used = new Set<string>();

const keyOf = (area: string, locale: Locale) => `${locale}:${area}`;

/**
 * Declares an area's messages (see {@link Catalog}); call it once, at module level.
 *
 * @param area - a name unique across the site.
 * @param load - `{ en: () => import('./area/en'), es: () => import('./area/es') }`.
 */
export function defineMessages<M>(area: string, load: Catalog<M>['load']): Catalog<M> {
  const catalog = { area, load };
  registry.set(area, catalog as Catalog<unknown>);
  return catalog;
}

/**
 * Loads an area's messages in a language (once; later calls share the first load).
 *
 * @throws what the module import throws (a network failure).
 */
export function loadMessages<M>(catalog: Catalog<M>, locale: Locale = getLocale()): Promise<M> {
  const key = keyOf(catalog.area, locale);
  if (loaded.has(key)) return Promise.resolve(loaded.get(key) as M);
  let promise = pending.get(key) as Promise<M> | undefined;
  if (!promise) {
    promise = catalog.load[locale]().then((module) => {
      loaded.set(key, module.default);
      return module.default;
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Loads the named areas (those declared so far) in a language: before hydrating a prerendered
 * page, the areas its build render used; in the build, every declared area before a render.
 */
export async function loadAreas(areas: Iterable<string>, locale: Locale = getLocale()): Promise<void> {
  const catalogs = [...areas].flatMap((area) => registry.get(area) ?? []);
  await Promise.all(catalogs.map((catalog) => loadMessages(catalog, locale)));
}

/** Every area declared so far (the build loads them all before rendering a page). */
export function declaredAreas(): string[] {
  return [...registry.keys()];
}

/** The areas read since the last call, then forgotten (the build records them per page). */
export function takeUsedAreas(): string[] {
  const areas = [...used];
  used.clear();
  return areas;
}

/**
 * An area's messages in the document's language. Suspends (a thrown promise) while they load, which
 * happens only on a page opened in the browser without prerendered HTML or on a client-side
 * navigation to a page of another area.
 */
export function useMessages<M>(catalog: Catalog<M>): M {
  used.add(catalog.area);
  const key = keyOf(catalog.area, getLocale());
  if (loaded.has(key)) return loaded.get(key) as M;
  // Thrown rather than given to `use`: React then renders the component again from its first hook
  // once the messages are here. A render that waited in `use` is replayed with the hooks it met so
  // far, and the loaded messages skip `use` on the replay, so hooks after it fail to mount (React
  // error 467) when the catalog's chunk is already in the module cache.
  throw loadMessages(catalog);
}

/**
 * An area's messages outside a component (a toast, a validation schema), once loaded.
 *
 * @returns `undefined` when they have not been loaded yet.
 */
export function messagesOf<M>(catalog: Catalog<M>, locale: Locale = getLocale()): M | undefined {
  return loaded.get(keyOf(catalog.area, locale)) as M | undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of a {@link Plural} message for a count, `#` replaced by the count as the language
 * writes numbers (`1,000,000` in both). A category the message lacks falls back to `other`
 * (the catalog test makes sure Spanish has `one`, `many` and `other`).
 *
 * @param message - the message's forms.
 * @param count - a finite number.
 */
export function plural(message: Plural, count: number, locale: Locale = getLocale()): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(INTL_TAG[locale])));
  const category = rules.select(count);
  const text = (category === 'one' || category === 'many' ? message[category] : undefined) ?? message.other;
  return text.replace(/#/g, count.toLocaleString(INTL_TAG[locale]));
}
