import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, markdownToPlainText, postExcerpt } from './plain-text';

describe('markdownToPlainText', () => {
  it('drops the markers of the light markup and keeps the words', () => {
    const content = [
      '## Why prayer comes first',
      '',
      'Every tree has **deep roots**. It is *not* the last resort; it is __the first__ _response_.',
      '### Pray with others',
      'Read [Matthew 18:19-20](https://www.biblegateway.com/passage/?search=Matthew+18%3A19-20 "NKJV").',
    ].join('\n');
    expect(markdownToPlainText(content)).toBe(
      'Why prayer comes first Every tree has deep roots. It is not the last resort; it is the first response. Pray with others Read Matthew 18:19-20.',
    );
  });

  it('drops other Markdown: lists, quotes, rules, code, images, references', () => {
    const content = [
      '- Morning: thank God',
      '1. *People* remember',
      '> A quote',
      '---',
      '```js',
      'code()',
      '```',
      '![A cover](https://example.org/a.png) and [a ref][1] and `inline`',
      '[1]: https://example.org',
      '# Title #',
    ].join('\n');
    expect(markdownToPlainText(content)).toBe(
      'Morning: thank God People remember A quote code() A cover and a ref and inline Title',
    );
  });

  it('removes HTML tags and comments but keeps their text and autolinks', () => {
    expect(
      markdownToPlainText(
        '<p>Hello <b>church</b></p><!-- note --> <script>alert(1)</script> <https://example.org>',
      ),
    ).toBe('Hello church alert(1) https://example.org');
  });

  it('leaves underscores and asterisks inside words and escaped characters alone', () => {
    expect(markdownToPlainText('snake_case_name and 2*3*4 and \\*literal\\*')).toBe(
      'snake_case_name and 2*3*4 and *literal*',
    );
  });

  it('gives an empty string for no content', () => {
    expect(markdownToPlainText(null)).toBe('');
    expect(markdownToPlainText(undefined)).toBe('');
    expect(markdownToPlainText('  \n ')).toBe('');
  });
});

describe('postExcerpt', () => {
  const content = `## Love that shows up\n\nWhen we opened the parking lot for the food drive, the line was already around the block. **More than 120 volunteers** served 300 families in four hours.`;

  it('uses the post excerpt when there is one', () => {
    expect(postExcerpt({ excerpt: ' Short summary. ', content }, EXCERPT_LENGTH.list)).toBe('Short summary.');
  });

  it('falls back to the first 150 characters of the content as plain text on the list', () => {
    const excerpt = postExcerpt({ excerpt: null, content }, EXCERPT_LENGTH.list);
    expect(excerpt).toBe(
      'Love that shows up When we opened the parking lot for the food drive, the line was already around the block. More than 120 volunteers served 300 famil...',
    );
    expect(excerpt.length).toBe(153);
  });

  it('falls back to the first 80 characters on the blog tab, also for a blank excerpt', () => {
    expect(postExcerpt({ excerpt: '   ', content }, EXCERPT_LENGTH.tab)).toBe(
      'Love that shows up When we opened the parking lot for the food drive, the line w...',
    );
  });

  it('keeps a short content whole, without an ellipsis', () => {
    expect(postExcerpt({ excerpt: '', content: '**Short**' }, 80)).toBe('Short');
  });
});
