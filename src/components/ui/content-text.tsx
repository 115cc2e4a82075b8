import type { ReactNode } from 'react';
import { getLocale } from '@/lib/i18n/locale';
import type { ContentLanguage } from '@/lib/localized';
import { cn } from '@/lib/utils';

// The church's content in the language it is in (issue 43 item 4, docs/decisions/0055). A text
// read for a Spanish page is Spanish where the record has Spanish, else the English; the read
// says which (`localized()`, `localizeRow()`'s `textLanguages`, `settingLanguage()`). What is not
// in the page's language carries its own `lang` (WCAG 3.1.2, so a screen reader switches voice),
// and English shown on a Spanish page says so in words: 'Solo en inglés'.

/** The words of the note beside English text on a Spanish page (always Spanish: no catalog). */
export const ONLY_IN_ENGLISH = 'Solo en inglés';

/**
 * The small 'Solo en inglés' note: text, in the page's language (Spanish), so it is read out and
 * not only seen. Shown by {@link ContentText}; on its own where the English text cannot be
 * wrapped (a whole section in English).
 */
export function OnlyInEnglishNote({ className }: { className?: string }) {
  return (
    <span
      data-testid="only-in-english"
      className={cn(
        'inline-block rounded-full bg-slate-100 px-2 py-0.5 align-middle font-sans text-xs font-medium tracking-normal text-slate-700 not-italic',
        className,
      )}
    >
      {ONLY_IN_ENGLISH}
    </span>
  );
}

/** The element types {@link ContentText} renders its text in. */
type TextTag = 'span' | 'div' | 'p' | 'dl';

/**
 * A text of the church's content as shown on the page (docs/decisions/0055):
 * - in the page's language: the text as it is (wrapped in `as` only when `className` is given);
 * - in another language: wrapped in `as` with `lang`, and on a Spanish page showing English (the
 *   fallback), followed by the {@link OnlyInEnglishNote} (or preceded by it, for a `block`).
 *
 * @param lang - the language the text is in (`textLanguages.title`, `localized().lang`,
 *   `settingLanguage()`); `undefined` counts as English, the language every record has.
 * @param as - the wrapping element (default `span`; `div` for rich text such as Markdown).
 * @param block - the note goes on its own line before the text instead of after it.
 * @param note - false for text that is not a fallback (a testimony in its author's language):
 *   the `lang` only.
 */
export function ContentText({
  lang = 'en',
  children,
  as: Tag = 'span',
  block = false,
  note = true,
  className,
}: {
  lang: ContentLanguage | undefined;
  children: ReactNode;
  as?: TextTag;
  block?: boolean;
  note?: boolean;
  className?: string;
}) {
  const page = getLocale();
  if (lang === page) return className ? <Tag className={className}>{children}</Tag> : <>{children}</>;
  const text = (
    <Tag lang={lang} className={className}>
      {children}
    </Tag>
  );
  if (!note || page !== 'es' || lang !== 'en') return text;
  return block ? (
    <>
      <p className="mb-2">
        <OnlyInEnglishNote />
      </p>
      {text}
    </>
  ) : (
    <>
      {text} <OnlyInEnglishNote />
    </>
  );
}
