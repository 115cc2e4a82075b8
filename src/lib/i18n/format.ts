import { getLocale, INTL_TAG, type Locale } from './locale';

/**
 * Numbers and amounts as each language writes them in the US (`es-US`, `en-US`): grouping with
 * commas and a decimal point in both, the dollar sign first (`$1,234.50`). Plain `es` would write
 * '1234,50 US$', which US Spanish speakers do not read as dollars (issue 43).
 */

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, currency?: string): Intl.NumberFormat {
  const key = `${locale}:${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      INTL_TAG[locale],
      currency ? { style: 'currency', currency: currency.toUpperCase() } : undefined,
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount of money from integer cents, e.g. `123450` → `$1,234.50` in either language.
 *
 * @param cents - integer minor units (the project keeps money in cents).
 * @param currency - ISO 4217 code, `usd` by default (Stripe's lower case is accepted).
 */
export function formatMoney(cents: number, currency = 'usd', locale: Locale = getLocale()): string {
  return numberFormat(locale, currency).format(cents / 100);
}

/** A number with the language's grouping, e.g. `1000000` → `1,000,000`. */
export function formatNumber(value: number, locale: Locale = getLocale()): string {
  return numberFormat(locale).format(value);
}
