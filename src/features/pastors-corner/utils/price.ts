const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats a bookstore price (spec §9: "a dollar sign and 2 decimals"), e.g. `18.99` -> `$18.99`,
 * `12` -> `$12.00`, `1250` -> `$1,250.00`.
 *
 * @param price - US dollars. PostgREST sends `numeric(10, 2)` columns as JSON numbers, but a
 *   string is accepted too so that a value serialised as text still shows.
 * @returns the formatted price, or `''` when the value is missing or not a finite number (the
 *   card then shows no price rather than '$NaN').
 */
export function formatPrice(price: number | string | null | undefined): string {
  if (price === null || price === undefined || price === '') return '';
  const value = typeof price === 'number' ? price : Number(price);
  return Number.isFinite(value) ? usd.format(value) : '';
}
