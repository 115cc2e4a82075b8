/** A postal address as the `contact_info` setting may hold it on the contact page (spec §3). */
export interface PostalAddress {
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

function clean(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The lines of an address for a `<address>` block: a structure of street, city, state, zip and
 * country (spec §3) becomes up to three US-style lines ('4702 Century Plaza Rd',
 * 'Indianapolis, IN 46254', 'USA'); a single line stays one line. Blank parts are left out.
 *
 * @param value - a string or a `{ street, city, state, zip, country }` object (untrusted JSON).
 * @returns the non-empty lines; `[]` when nothing usable is present.
 */
export function addressLines(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.trim()];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const address = value as Record<string, unknown>;
  const stateZip = [clean(address.state), clean(address.zip)].filter(Boolean).join(' ');
  const locality = [clean(address.city), stateZip].filter(Boolean).join(', ');
  return [clean(address.street), locality, clean(address.country)].filter(Boolean);
}

/**
 * A `tel:` address (RFC 3966) from a phone number as people write it: keeps digits and a leading
 * '+', so '(317) 555-0142' becomes 'tel:3175550142'.
 *
 * @returns the URI, or `undefined` when the text holds no digit.
 */
export function telHref(phone: string): string | undefined {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return undefined;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
