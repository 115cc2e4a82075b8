import type { ReactNode } from 'react';
import { mailSafeUrl } from '../../../../supabase/functions/_shared/light-markup';

/** `[text](url)`, `**bold**` or `*italic*`. */
const INLINE = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*|\*([^*\n]+)\*/g;

/** One line of light markup as React nodes (links checked by `mailSafeUrl`, opening in a new tab). */
function inline(line: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  const text = line.replace(/\\([\\`*_[\]#])/g, '$1');
  for (const m of text.matchAll(INLINE)) {
    out.push(text.slice(last, m.index));
    const key = m.index;
    if (m[1] !== undefined) {
      const href = mailSafeUrl(m[2] ?? '');
      out.push(
        href ? (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer">
            {m[1]}
          </a>
        ) : (
          m[1]
        ),
      );
    } else if (m[3] !== undefined) out.push(<strong key={key}>{m[3]}</strong>);
    else out.push(<em key={key}>{m[4]}</em>);
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/**
 * An issue's body (the blog's light markup, decision 0013) as React elements: `h2`, `h3`, `p`,
 * `strong`, `em`, `a`, `br` and text only, never HTML. For the public archive (decision 0040),
 * without the blog's Markdown parser, so that the blog post's first visit does not grow.
 */
export function IssueBody({ body }: { body: string }) {
  const blocks = body.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split('\n').filter((l) => l.trim());
        if (lines.length === 0) return null;
        const heading = /^(#{1,6})\s+(.*)$/.exec(lines[0]!.trim());
        if (heading && lines.length === 1) {
          const Tag = (heading[1] ?? '').length >= 3 ? 'h3' : 'h2';
          return <Tag key={i}>{inline(heading[2] ?? '')}</Tag>;
        }
        return (
          <p key={i}>
            {lines.map((l, j) => (
              <span key={j}>
                {j > 0 ? <br /> : null}
                {inline(l.trim())}
              </span>
            ))}
          </p>
        );
      })}
    </>
  );
}
