/**
 * Whether `value` is an absolute http(s) URL. Links and images taken from the database or the
 * settings must pass this (or {@link isSafeUrl}) so that a bad value can never become a
 * `javascript:` or `data:` link.
 */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/** Whether `value` is an http(s) URL or a same-site path (`/img/a.jpg`, not `//host/a.jpg`). */
export function isSafeUrl(value: string): boolean {
  return isHttpUrl(value) || (value.startsWith('/') && !value.startsWith('//'));
}
