/**
 * A visitor's name made plain for e-mails (issue 29): the inbox alerts, registration e-mails and
 * gift receipts print names this way. No imports, so that Deno (the Edge Functions) and Node
 * (their Vitest tests) both load it.
 */

/**
 * A visitor's name as an e-mail may show it: one line of plain text (at most 60 characters, or
 * 'Anonymous') in which nothing can become a link. Compatibility forms are folded (NFKC: a
 * full-width `．` becomes `.`), control and invisible formatting characters (bidi overrides,
 * zero-width spaces) are dropped, and the characters that make a mail client turn text into a
 * link are bracketed where they join two characters: a dot (`evil[.]example`), a colon
 * (`https[:]//`) and an at sign (`ann[@]example`). A name such as `https://evil.example/login`
 * is shown as `https[:]//evil[.]example/login`. The result is still text: escape it for HTML.
 */
export function plainName(value: string): string {
  const text = value
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const short = Array.from(text).slice(0, 60).join('').trim();
  if (!short) return 'Anonymous';
  return short
    .replace(/[.\u3002\uFF61](?=[\p{L}\p{N}\p{M}_-])/gu, '[.]')
    .replace(/:(?=[\p{L}\p{N}/\\])/gu, '[:]')
    .replace(/@(?=[\p{L}\p{N}])/gu, '[@]');
}
