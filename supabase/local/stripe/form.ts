/**
 * Stripe's request and error bodies. Requests: `application/x-www-form-urlencoded` with bracketed keys, as the
 * official SDKs encode them (`line_items[0][price_data][unit_amount]=2500`,
 * `metadata[fund]=Missions`). https://docs.stripe.com/api/request_ids and the SDK's `stringify`.
 */

/** A decoded body: nested objects; a `[0]`, `[1]` level becomes an array. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/**
 * Decodes a Stripe form body into nested objects and arrays.
 *
 * @param body - the raw body, e.g. `mode=payment&line_items[0][quantity]=1`.
 * @returns the nested value; keys that do not parse (`a]b[`) are kept whole.
 */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    const path = match
      ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
      : [rawKey];
    let node: Record<string, FormValue> = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || next === null) node[key] = {};
      node = node[key] as Record<string, FormValue>;
    });
  }
  return arrays(root) as Record<string, FormValue>;
}

/** Objects whose keys are exactly 0..n-1 become arrays. */
function arrays(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(arrays);
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arrays(value[k]!)]));
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => converted[k]!);
  return converted;
}

/** An object level of a decoded body, or {} for anything else. */
export function obj(value: FormValue | undefined): Record<string, FormValue> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** Stripe's error body (https://docs.stripe.com/api/errors): `{ error: { type, message, … } }`. */
export function apiError(
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): { error: Record<string, unknown> } {
  return { error: { type, message, ...extra } };
}
