import * as z from 'zod/mini';
import { englishFormsMessages, formsMessages, type FormsMessages } from '@/i18n/forms';
import { messagesOf } from './i18n/messages';
import { safeUrl } from './urls';

/**
 * Shared field rules for every form (HOUSE-STYLE.md "Epic Stack"). The limits mirror the
 * database's CHECK constraints (supabase/migrations/*_core_tables.sql, "Length limits") so the
 * form rejects what the database would. Forms build their schema from these parts and wire it
 * with `zodResolver` (docs/decisions/0002).
 *
 * Written with `zod/mini` so the home page's forms stay small; the schemas are ordinary Zod 4
 * schemas and compose with `zod` (classic) objects and with `zodResolver`.
 *
 * The messages are in the page's language (issue 43): each is written when a value is checked,
 * from the `forms` catalog (`@/i18n/forms`) of the document's language, or in English while that
 * has not loaded (the staff forms stay English). So one schema serves both languages.
 */
export const FIELD_LIMITS = {
  /** Names, speakers, series, authors, album categories. */
  name: 120,
  /** RFC 5321 path limit. */
  email: 254,
  phone: 40,
  /** Titles, subjects, locations, slugs, "how heard". */
  title: 200,
  subject: 200,
  howHeard: 200,
  /** Excerpts and short descriptions. */
  excerpt: 1000,
  /** Messages, testimonies, prayer requests, comments, descriptions. */
  message: 5000,
  prayerRequest: 5000,
  testimony: 5000,
  comments: 5000,
  description: 5000,
  /** Links and storage paths. */
  url: 2048,
} as const;

/**
 * A text of a validation message: fixed English (the staff forms), or read from the public forms'
 * messages in the page's language, e.g. `field('name')` or `(m) => m.prayerRequestRequired`.
 */
export type RuleText = string | ((messages: FormsMessages) => string);

/** A field's name from the forms' messages, in the page's language ('Name', 'su nombre'). */
export function field(name: keyof FormsMessages['fields']): RuleText {
  return (messages) => messages.fields[name];
}

/** The forms' messages in the document's language, English until they have loaded. */
function messages(): FormsMessages {
  return messagesOf(formsMessages) ?? englishFormsMessages;
}

const textOf = (text: RuleText, m: FormsMessages) => (typeof text === 'string' ? text : text(m));

/** A Zod message parameter written when the value is checked, in the page's language. */
function say(write: (m: FormsMessages) => string) {
  return { error: () => write(messages()) };
}

/**
 * A Zod message parameter for a form's own rule (`z.minLength(1, ruleMessage((m) => …))`), written
 * in the page's language when the value is checked, like the shared rules' messages.
 */
export function ruleMessage(text: RuleText) {
  return say((m) => textOf(text, m));
}

const tooLong = (label: RuleText, max: number) => say((m) => m.tooLong(textOf(label, m), max));

/**
 * A required text: trimmed, with at least one visible character, at most `max` characters.
 *
 * @param label - the field's name as shown to people, used in the messages ('{label} is required',
 *   '{label} must be at most {max} characters').
 * @param requiredMessage - the message for a blank value; default the `required` message.
 */
export function requiredText(label: RuleText, max: number, requiredMessage?: RuleText) {
  return z.string().check(
    z.trim(),
    // Blank, or only zero-width characters (which trim() keeps): one message either way.
    z.refine(
      (value) => VISIBLE.test(value),
      say((m) => (requiredMessage ? textOf(requiredMessage, m) : m.required(textOf(label, m)))),
    ),
    z.maxLength(max, tooLong(label, max)),
  );
}

/**
 * A character that shows: not white space (JavaScript's `\s`, which `trim()` removes) and not a
 * zero-width one (U+200B-U+200D, U+2060, U+FEFF). Mirrors the `*_visible_text` constraints of
 * supabase/migrations/*_public_form_text_checks*.sql.
 */
const VISIBLE = /[^\s\u200b-\u200d\u2060\ufeff]/;

/** An optional text: trimmed, at most `max` characters; blank becomes `''`. */
export function optionalText(label: RuleText, max: number) {
  return z.string().check(z.trim(), z.maxLength(max, tooLong(label, max)));
}

const emailFormat = z.email(say((m) => m.emailInvalid));

/** A required e-mail address (spec §5), trimmed and lowercased, at most 254 characters. */
export const EmailSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(
      1,
      say((m) => m.required(m.fields.email)),
    ),
    z.maxLength(FIELD_LIMITS.email, tooLong(field('email'), FIELD_LIMITS.email)),
  ),
  emailFormat.check(z.toLowerCase()),
);

/** An optional e-mail address: blank is allowed (and becomes `''`), anything else must be valid. */
export const OptionalEmailSchema = z.string().check(
  z.trim(),
  z.maxLength(FIELD_LIMITS.email, tooLong(field('email'), FIELD_LIMITS.email)),
  z.refine(
    (value) => value === '' || emailFormat.safeParse(value).success,
    say((m) => m.emailInvalid),
  ),
  z.toLowerCase(),
);

/** An optional person's name. */
export const OptionalNameSchema = optionalText(field('name'), FIELD_LIMITS.name);

// Mirrors supabase/migrations/*_public_form_text_checks.sql: C0 and C1 controls are refused;
// free text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_ONE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_FREE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

function noControls(label: RuleText, multiline: boolean) {
  const pattern = multiline ? CONTROL_FREE_TEXT : CONTROL_ONE_LINE;
  return z.refine<string>(
    (value) => !pattern.test(value),
    say((m) => m.notAllowed(textOf(label, m))),
  );
}

/**
 * A required text without control characters: one line (names, subjects), or with
 * `multiline` free text that keeps line breaks and tabs (messages). Public forms use these so
 * that they refuse exactly what the `*_no_control_chars` constraints refuse.
 */
export function requiredPlainText(
  label: RuleText,
  max: number,
  { multiline = false, requiredMessage }: { multiline?: boolean; requiredMessage?: RuleText } = {},
) {
  return requiredText(label, max, requiredMessage).check(noControls(label, multiline));
}

/** An optional text without control characters (see {@link requiredPlainText}); blank is `''`. */
export function optionalPlainText(label: RuleText, max: number, { multiline = false } = {}) {
  return optionalText(label, max).check(noControls(label, multiline));
}

/**
 * An optional phone number (spec §5): trimmed; blank becomes `''`; otherwise digits with
 * spaces, '+', '(', ')', '.', '-', holding 7 to 20 digits, at most 40 characters (the
 * `*_phone_shape` constraints).
 */
export const OptionalPhoneSchema = z.string().check(
  z.trim(),
  z.maxLength(FIELD_LIMITS.phone, tooLong(field('phone'), FIELD_LIMITS.phone)),
  z.refine(
    (value) => {
      if (value === '') return true;
      const digits = value.replace(/\D/g, '').length;
      return /^\+?[0-9(). -]+$/.test(value) && digits >= 7 && digits <= 20;
    },
    say((m) => m.phoneInvalid),
  ),
);

/**
 * A required http(s) link (e.g. a gallery image's external URL), trimmed, at most 2048
 * characters: an absolute address that the one URL rule accepts (`safeUrl` of `./urls`: no
 * credentials, no control characters, no other scheme), written out as `http://` or
 * `https://` as the database's `~* '^https?://'` checks require, with no space inside (two
 * links pasted on one line are refused, not joined).
 */
export const HttpUrlSchema = z.string().check(
  z.trim(),
  z.minLength(
    1,
    say((m) => m.required(m.fields.url)),
  ),
  z.maxLength(FIELD_LIMITS.url, tooLong(field('url'), FIELD_LIMITS.url)),
  z.refine(
    (value) => /^https?:\/\/\S+$/i.test(value) && safeUrl(value, { paths: false }) !== undefined,
    say((m) => m.urlInvalid),
  ),
);

/**
 * Dollars as a person types them ('50', '12.3', '.5', '1250.00') in integer cents, read digit by
 * digit rather than through a floating-point number, so that the amount chosen is exactly the
 * amount charged (house rule "Money: integer cents").
 *
 * @returns the cents, or `null` when the text (trimmed) is not digits with at most one point and
 *   two decimals, or holds no digit at all ('', '.').
 * @example dollarsToCents('12.3') === 1230
 */
export function dollarsToCents(text: string): number | null {
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return null;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * A money amount typed in dollars, checked and given as integer cents: the one money schema of
 * the forms (giving's amounts). The text must be dollars and cents ({@link dollarsToCents}),
 * then between `min` and `max` cents inclusive; each rule has its own message.
 *
 * @param min - the smallest amount, in cents.
 * @param max - the largest amount, in cents.
 * @param formatMessage - when the text is not an amount (default `amountFormat`: 'Enter an amount
 *   in dollars and cents.').
 * @param rangeMessage - when it is outside `min`..`max` (`(m) => m.giftRange`: 'Enter an amount
 *   from $1 to $100,000.').
 */
export function moneyCents({
  min,
  max,
  formatMessage = (m) => m.amountFormat,
  rangeMessage,
}: {
  min: number;
  max: number;
  formatMessage?: RuleText;
  rangeMessage: RuleText;
}) {
  return z.pipe(
    z.string().check(
      z.refine((text) => dollarsToCents(text) !== null, { ...ruleMessage(formatMessage), abort: true }),
      z.refine((text) => {
        const cents = dollarsToCents(text) ?? Number.NaN;
        return cents >= min && cents <= max;
      }, ruleMessage(rangeMessage)),
    ),
    z.transform((text) => dollarsToCents(text) ?? Number.NaN),
  );
}
