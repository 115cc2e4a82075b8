import * as z from 'zod/mini';
import { EmailSchema, FIELD_LIMITS, requiredText } from '@/lib/validation';

/** Limits of the first-timer fields beyond the shared ones (first_timers CHECK constraints). */
export const FIRST_TIMER_LIMITS = { howHeard: 200, comments: 5000 } as const;

// Mirrors the migration 20261124100500_public_form_text_checks.sql: C0 and C1 controls are
// refused; free text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_ONE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_FREE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

function noControls(label: string, pattern: RegExp) {
  return z.refine<string>(
    (value) => !pattern.test(value),
    `${label} contains characters that are not allowed`,
  );
}

/** A required one-line text without control characters. */
export function requiredLine(label: string, max: number) {
  return requiredText(label, max).check(noControls(label, CONTROL_ONE_LINE));
}

/** A required free text (line breaks and tabs allowed) without other control characters. */
export function requiredFreeText(label: string, max: number) {
  return requiredText(label, max).check(noControls(label, CONTROL_FREE_TEXT));
}

/** An optional text: trimmed, at most `max` characters, blank becomes `''`. */
export function optionalPlainText(label: string, max: number, multiline = false) {
  return z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      noControls(label, multiline ? CONTROL_FREE_TEXT : CONTROL_ONE_LINE),
    );
}

/**
 * An optional phone number: blank, or digits with spaces, '+', '(', ')', '.', '-' holding 7 to
 * 20 digits, at most 40 characters (the `*_phone_shape` constraints).
 */
export const OptionalPhoneSchema = z.string().check(
  z.trim(),
  z.maxLength(FIELD_LIMITS.phone, `Phone must be at most ${FIELD_LIMITS.phone} characters`),
  z.refine((value) => {
    if (value === '') return true;
    const digits = value.replace(/\D/g, '').length;
    return /^\+?[0-9(). -]+$/.test(value) && digits >= 7 && digits <= 20;
  }, 'Enter a valid phone number, e.g. (317) 555-0142'),
);

/** The contact form (spec §5): name, email, subject and message required; phone optional. */
export const ContactMessageSchema = z.object({
  name: requiredLine('Name', FIELD_LIMITS.name),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  subject: requiredLine('Subject', FIELD_LIMITS.subject),
  message: requiredFreeText('Message', FIELD_LIMITS.message),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** The first-timer form (spec §5): name and email required; phone, how_heard, comments optional. */
export const FirstTimerSchema = z.object({
  name: requiredLine('Name', FIELD_LIMITS.name),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  how_heard: optionalPlainText('How you heard about us', FIRST_TIMER_LIMITS.howHeard),
  comments: optionalPlainText('Comments', FIRST_TIMER_LIMITS.comments, true),
});
export type FirstTimer = z.infer<typeof FirstTimerSchema>;
