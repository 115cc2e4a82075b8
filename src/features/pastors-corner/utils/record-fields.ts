import * as z from 'zod/mini';
import { safeUrl } from '@/lib/urls';

// The staff forms of the pastor's corner records (issue 23 item 3; docs/decisions/0031, 0034):
// each record's text fields as specs, the zod schema the staff kit checks them with, and the
// conversions between stored and typed values.

/** One text field of a pastor's corner record form. */
export interface RecordFieldSpec<V extends Record<string, string>> {
  name: keyof V & string;
  label: string;
  /** `textarea` for long text; `month` gives a month picker (`yyyy-MM`). */
  kind?: 'text' | 'textarea' | 'month' | 'url' | 'price';
  /** The message when it is left blank; optional fields have none. */
  required?: string;
  /** Longest accepted text, in characters (the column's check). */
  max?: number;
  description?: string;
  /** Another rule for a non-blank value: the message, or `null` when the value is fine. */
  check?: (value: string) => string | null;
  /**
   * The field of its optional Spanish version (`title_es`, decision 0055): shown in the form's
   * 'Español' tab as 'Spanish <label>', with this field's kind and length limit.
   */
  spanish?: keyof V & string;
}

/** The Spanish twins of the translated fields: optional, with the English kind and limit. */
export function spanishFieldSpecs<V extends Record<string, string>>(
  fields: readonly RecordFieldSpec<V>[],
): RecordFieldSpec<V>[] {
  return fields.flatMap((spec) =>
    spec.spanish
      ? [{ name: spec.spanish, label: `Spanish ${spec.label.toLowerCase()}`, kind: spec.kind, max: spec.max }]
      : [],
  );
}

/**
 * The zod schema of a record form: every field a string (the Spanish twins too); a required one
 * refused blank, each refused beyond its length, and a non-blank one by its own rule.
 */
export function recordSchema<V extends Record<string, string>>(fields: readonly RecordFieldSpec<V>[]) {
  const shape: Record<string, z.ZodMiniType<string, string>> = {};
  for (const spec of [...fields, ...spanishFieldSpecs(fields)]) {
    shape[spec.name] = z.string().check(
      z.superRefine((value, ctx) => {
        let message: string | null = null;
        if (spec.required && !value.trim()) message = spec.required;
        else if (spec.max !== undefined && value.length > spec.max)
          message = `Use at most ${spec.max} characters.`;
        else if (value.trim()) message = spec.check?.(value) ?? null;
        if (message) ctx.issues.push({ code: 'custom', message, input: value });
      }),
    );
  }
  return z.object(shape) as unknown as z.ZodMiniType<V, V>;
}

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A `yyyy-MM` month. */
export const monthCheck = (value: string) =>
  MONTH_PATTERN.test(value) ? null : 'Choose a month (for example 2026-11).';

/** An address under the one URL rule. */
export const urlCheck = (value: string) =>
  safeUrl(value, { paths: false }) ? null : 'Enter a full address starting with https:// or http://.';

/** A price in US dollars: digits with at most two decimals, below the column's 10 digits. */
export function priceProblem(value: string): string | null {
  const text = value.trim().replace(/^\$/, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) return 'Enter a price in US dollars, for example 12.99.';
  return null;
}

/** The first day of a `yyyy-MM` month, as `month` and `month_year` store it. */
export const firstDay = (month: string) => `${month}-01`;

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'November 2026' for a stored first day of a month ('2026-11-01'). */
export const monthName = (date: string) => monthFormat.format(new Date(`${date}T00:00:00Z`));

/** `yyyy-MM` of a stored first day. */
export const monthOf = (date: string | null | undefined) => (date ?? '').slice(0, 7);

/** A typed text trimmed, or `null` when blank. */
export const blankToNull = (text: string) => (text.trim() ? text.trim() : null);
