import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formsMessages } from '@/i18n/forms';
import { setLocale } from './i18n/locale';
import { loadMessages } from './i18n/messages';
import {
  dollarsToCents,
  EmailSchema,
  field,
  FIELD_LIMITS,
  HttpUrlSchema,
  moneyCents,
  OptionalEmailSchema,
  OptionalPhoneSchema,
  OptionalNameSchema,
  optionalText,
  requiredText,
  requiredPlainText,
} from './validation';

describe('EmailSchema', () => {
  it('accepts, trims and lowercases a valid address', () => {
    expect(EmailSchema.parse('  Grace@Example.ORG ')).toBe('grace@example.org');
  });

  it('rejects empty, malformed and too long addresses', () => {
    expect(EmailSchema.safeParse('').error?.issues[0]?.message).toBe('Email is required');
    expect(EmailSchema.safeParse('   ').success).toBe(false);
    expect(EmailSchema.safeParse('not-an-email').error?.issues[0]?.message).toBe(
      'Enter a valid email address',
    );
    const long = `${'a'.repeat(FIELD_LIMITS.email - 11)}@example.org`;
    expect(long.length).toBe(FIELD_LIMITS.email + 1);
    expect(EmailSchema.safeParse(long).success).toBe(false);
  });
});

describe('OptionalEmailSchema', () => {
  it('allows blank and checks anything else', () => {
    expect(OptionalEmailSchema.parse('  ')).toBe('');
    expect(OptionalEmailSchema.parse('A@B.co')).toBe('a@b.co');
    expect(OptionalEmailSchema.safeParse('nope').success).toBe(false);
  });
});

describe('requiredText and optionalText', () => {
  const Subject = requiredText('Subject', 10);

  it('trims and requires non-blank text', () => {
    expect(Subject.parse('  Hello ')).toBe('Hello');
    expect(Subject.safeParse('   ').error?.issues[0]?.message).toBe('Subject is required');
  });

  it('enforces the maximum length after trimming', () => {
    expect(Subject.safeParse(' 0123456789 ').success).toBe(true);
    expect(Subject.safeParse('01234567890').error?.issues[0]?.message).toBe(
      'Subject must be at most 10 characters',
    );
  });

  it('lets optional text be blank', () => {
    expect(optionalText('Note', 5).parse('  ')).toBe('');
    expect(optionalText('Note', 5).safeParse('123456').success).toBe(false);
    expect(OptionalNameSchema.safeParse('x'.repeat(FIELD_LIMITS.name + 1)).success).toBe(false);
  });
});

describe('OptionalPhoneSchema and HttpUrlSchema', () => {
  it('bound a phone number to 40 characters', () => {
    expect(OptionalPhoneSchema.parse(' (317) 555-0100 ')).toBe('(317) 555-0100');
    expect(OptionalPhoneSchema.safeParse('1'.repeat(41)).success).toBe(false);
    for (const phone of ['', '+1 317.555.0142', '3175550142']) {
      expect(OptionalPhoneSchema.safeParse(phone).success, phone).toBe(true);
    }
    for (const phone of ['12-34', 'call me', '+1 (317) 555-0142 ext 9', '1'.repeat(21), '317\u0007555']) {
      expect(OptionalPhoneSchema.safeParse(phone).error?.issues[0]?.message, phone).toMatch(/phone/i);
    }
  });

  it('accept only http(s) links up to 2048 characters', () => {
    expect(HttpUrlSchema.parse(' https://img.example/a.jpg ')).toBe('https://img.example/a.jpg');
    expect(HttpUrlSchema.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(
      'Enter a link starting with http:// or https://',
    );
    expect(HttpUrlSchema.safeParse(`https://a.example/${'x'.repeat(2048)}`).success).toBe(false);
    expect(HttpUrlSchema.safeParse(' ').error?.issues[0]?.message).toBe('URL is required');
    for (const url of [
      'https://user:pass@img.example/a.jpg',
      'https://img.example/a\tb.jpg',
      'https://',
      '//img.example/a',
    ]) {
      expect(HttpUrlSchema.safeParse(url).success, url).toBe(false);
    }
  });
});

describe('interoperability', () => {
  it('composes with classic zod objects', async () => {
    const { z } = await import('zod');
    const Contact = z.object({ name: requiredText('Name', FIELD_LIMITS.name), email: EmailSchema });
    expect(Contact.parse({ name: ' Ruth ', email: 'RUTH@EXAMPLE.ORG' })).toEqual({
      name: 'Ruth',
      email: 'ruth@example.org',
    });
    expect(Contact.safeParse({ name: '', email: 'x' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Enter a valid email address',
    ]);
  });
});

describe('required text must show', () => {
  it('refuses white space and zero-width characters alone, as the *_visible_text constraints do', () => {
    const schema = requiredPlainText('Message', 100, {
      multiline: true,
      requiredMessage: 'Message is required',
    });
    for (const blank of ['', '   ', '\u00a0\u3000', '\u200b\u200c\u200d', '\u2060\ufeff', ' \u200b\n']) {
      const result = schema.safeParse(blank);
      expect(result.success, JSON.stringify(blank)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Message is required');
    }
    expect(schema.safeParse('\u200bAmen').success).toBe(true);
  });
});

describe('money in cents', () => {
  it('reads dollars digit by digit, so no amount is off by a cent', () => {
    // 4.35 * 100 and 1.15 * 100 are 434.99999999999994 and 114.99999999999999 in floating point.
    expect(['4.35', '1.15', '12.3', '.5', '12.', ' 50 ', '0.07', '1250.00'].map(dollarsToCents)).toEqual([
      435, 115, 1230, 50, 1200, 5000, 7, 125_000,
    ]);
    for (const bad of ['', '.', 'abc', '1.234', '1,250', '-5', '1e3', '1.2.3']) {
      expect(dollarsToCents(bad), bad).toBeNull();
    }
  });

  it('checks the format, then the range, each with its own message, and gives whole cents', () => {
    const schema = moneyCents({ min: 100, max: 10_000_000, formatMessage: 'Format', rangeMessage: 'Range' });
    expect(schema.parse('100000')).toBe(10_000_000);
    expect(schema.parse('1')).toBe(100);
    expect(schema.safeParse('x').error?.issues.map((issue) => issue.message)).toEqual(['Format']);
    for (const outside of ['0.99', '100000.01', '0']) {
      expect(schema.safeParse(outside).error?.issues.map((issue) => issue.message)).toEqual(['Range']);
    }
  });
});

describe('the messages follow the page language (issue 43)', () => {
  // One schema, built once at module level as the forms do, answers in the document's language.
  const Contact = z.object({
    name: requiredPlainText(field('name'), FIELD_LIMITS.name),
    email: EmailSchema,
    phone: OptionalPhoneSchema,
    message: requiredPlainText(field('message'), FIELD_LIMITS.message, { multiline: true }),
  });
  const messagesOf = (value: unknown) => Contact.safeParse(value).error?.issues.map((issue) => issue.message);

  afterEach(() => setLocale('en'));

  it('writes Spanish on a Spanish page, with the count as es-US writes it', async () => {
    await loadMessages(formsMessages, 'es');
    setLocale('es');
    expect(messagesOf({ name: ' ', email: '', phone: '', message: '' })).toEqual([
      'Escriba su nombre',
      'Escriba su correo electrónico',
      'Escriba su mensaje',
    ]);
    expect(
      messagesOf({ name: 'Ana\u0007', email: 'ana@', phone: 'llámeme', message: 'x'.repeat(5001) }),
    ).toEqual([
      'Hay caracteres no permitidos en su nombre',
      'Escriba un correo electrónico válido',
      'Escriba un número de teléfono válido, p. ej., (317) 555-0142',
      'Acorte su mensaje: como máximo 5,000 caracteres',
    ]);
  });

  it('keeps the English messages on an English page', () => {
    expect(messagesOf({ name: ' ', email: 'ana@', phone: '', message: 'x'.repeat(5001) })).toEqual([
      'Name is required',
      'Enter a valid email address',
      'Message must be at most 5000 characters',
    ]);
  });
});
