import * as z from 'zod/mini';

// The values of the kit's field set (docs/decisions/0051): a number, an amount of money and a
// choice are typed as text in the form (what the person typed stays as typed, also in the draft)
// and become numbers, cents or an enum value in the editor's zod schema. These rules and
// conversions are the only ones; an editor does not parse numbers itself.

/**
 * A whole number typed in a field, from `min` to `max`: the schema's value is the number.
 *
 * @param message - said under the field for anything else (e.g. 'Seats must be a whole number
 *   from 1 to 10,000').
 */
export function wholeNumber(min: number, max: number, message: string) {
  return z.pipe(
    z.string().check(
      z.refine((text) => {
        if (!/^\s*\d+\s*$/.test(text)) return false;
        const value = Number(text);
        return value >= min && value <= max;
      }, message),
    ),
    z.transform((text) => Number(text)),
  );
}

/**
 * A decimal typed in a field with at most `decimals` places, from 0 to `max` (e.g. a percent
 * '2.9'): the schema's value is the number scaled by 10^`decimals` and rounded, an integer
 * (basis points, cents).
 */
export function scaledDecimal(max: number, decimals: number, message: string) {
  const pattern = new RegExp(`^\\s*\\d+(\\.\\d{1,${decimals}})?\\s*$`);
  return z.pipe(
    z.string().check(z.refine((text) => pattern.test(text) && Number(text) <= max, message)),
    z.transform((text) => Math.round(Number(text) * 10 ** decimals)),
  );
}

/**
 * An amount of money typed in dollars ('0.30', '12'), from $0 to `maxDollars`: the schema's value
 * is integer cents (money is always integer cents).
 */
export function moneyCents(maxDollars: number, message: string) {
  return scaledDecimal(maxDollars, 2, message);
}

/** Integer cents as the money field shows them: '0.30', '12.00'. */
export function centsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The options of a choice fed by a Postgres enum: every value of the generated type's list
 * (`Constants.public.Enums.<enum>`), in the database's order, with its one label
 * (`src/config/value-labels.ts`).
 */
export function enumOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
