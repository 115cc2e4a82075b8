// Forgiving readers of `site_settings` values (spec §3; docs/decisions/0043).
//
// A setting is untrusted JSON that staff edit; the public site must always render, so reading one
// never fails: a malformed field falls back to its own default, a malformed value to the key's.
// That is a different job from validation (which reports what is wrong, as the staff forms do
// with zod in ./write-schemas.ts): a reader only answers "this value, or it is unusable". These
// few combinators do it in about 1 kB, where zod's core would add 6.6 kB to every first visit
// (the footer and header read settings on every page).

/** What a reader gives back for an input it cannot use. */
export const INVALID: unique symbol = Symbol('invalid');

/**
 * Reads an untrusted value: the usable value of type `T`, or {@link INVALID}. Readers are pure
 * and never throw.
 */
export type Reader<T> = (input: unknown) => T | typeof INVALID;

/** The value type of a reader. */
export type ReadValue<R> = R extends Reader<infer T> ? T : never;

/** A plain JSON object (not an array, not `null`). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Non-blank text given as a string or a number, trimmed. */
export const text: Reader<string> = (input) => {
  const value = typeof input === 'number' ? String(input) : input;
  if (typeof value !== 'string') return INVALID;
  const trimmed = value.trim();
  return trimmed === '' ? INVALID : trimmed;
};

/** A string (as given, not trimmed) that `accept` accepts. */
export function stringWhere<T extends string>(accept: (value: string) => value is T): Reader<T>;
export function stringWhere(accept: (value: string) => boolean): Reader<string>;
export function stringWhere(accept: (value: string) => boolean): Reader<string> {
  return (input) => (typeof input === 'string' && accept(input) ? input : INVALID);
}

/** `reader`'s value passed through `transform`. */
export function map<T, U>(reader: Reader<T>, transform: (value: T) => U): Reader<U> {
  return (input) => {
    const value = reader(input);
    return value === INVALID ? INVALID : transform(value);
  };
}

/** `reader` applied to `prepare(input)`. */
export function before<T>(prepare: (input: unknown) => unknown, reader: Reader<T>): Reader<T> {
  return (input) => reader(prepare(input));
}

/** Text that `check` turns into an address (the one URL rule, `@/lib/urls`), in its spelling. */
export function urlBy(check: (value: unknown) => string | undefined): Reader<string> {
  return (input) => {
    const value = text(input);
    return value === INVALID ? INVALID : (check(value) ?? INVALID);
  };
}

/** `reader`'s value, or `fallback` when the input is missing or unusable: never {@link INVALID}. */
export function or<T, F>(reader: Reader<T>, fallback: F): Reader<T | F> {
  return (input) => {
    const value = reader(input);
    return value === INVALID ? fallback : value;
  };
}

/**
 * An object whose every field reads with its reader (unknown fields are dropped); unusable when
 * the input is not an object or a field is unusable (wrap a field in {@link or} to default it).
 */
export function object<S extends Record<string, Reader<unknown>>>(
  shape: S,
): Reader<{ [K in keyof S]: ReadValue<S[K]> }> {
  return (input) => {
    if (!isObject(input)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const [key, reader] of Object.entries(shape)) {
      const value = reader(input[key]);
      if (value === INVALID) return INVALID;
      if (value !== undefined) out[key] = value;
    }
    return out as { [K in keyof S]: ReadValue<S[K]> };
  };
}

/** A list whose unusable items are dropped; `fallback` when it is not a list or none is left. */
export function listOf<T>(item: Reader<T>, fallback: T[]): Reader<T[]> {
  return (input) => {
    const kept = Array.isArray(input)
      ? input.flatMap((entry) => {
          const value = item(entry);
          return value === INVALID ? [] : [value];
        })
      : [];
    return kept.length > 0 ? kept : fallback;
  };
}

/**
 * A value stored either bare (`"https://…"`) or inside an object under one of `keys`
 * (`{ "url": "https://…" }`): the first of them that `reader` accepts.
 */
export function bareOrIn<T>(reader: Reader<T>, keys: readonly string[]): Reader<T> {
  return (input) => {
    if (!isObject(input)) return reader(input);
    for (const key of keys) {
      const value = reader(input[key]);
      if (value !== INVALID) return value;
    }
    return INVALID;
  };
}

/** Non-blank text, else `fallback`. */
export const textOr = (fallback: string): Reader<string> => or(text, fallback);

/** Non-blank text, else `undefined`. */
export const optionalText: Reader<string | undefined> = or(text, undefined);
