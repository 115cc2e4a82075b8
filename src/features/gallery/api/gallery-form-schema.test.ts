import { describe, expect, it } from 'vitest';
import {
  GALLERY_FORM_MESSAGES,
  GalleryFormSchema,
  type GalleryFormValues,
  invalidUrlsMessage,
  NEW_CATEGORY,
  parseExternalUrls,
  resolveCategory,
  UNCATEGORIZED,
} from './gallery-form-schema';

function picked(name: string, type = 'image/png') {
  return { id: name, file: new File(['x'], name, { type }), previewUrl: `blob:${name}` };
}

function values(overrides: Partial<GalleryFormValues> = {}): GalleryFormValues {
  return {
    source: 'files',
    category: 'Youth Ministry',
    newCategory: '',
    description: '',
    files: [picked('a.png')],
    urls: '',
    ...overrides,
  };
}

function messages(input: GalleryFormValues): Record<string, string> {
  const result = GalleryFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('resolveCategory (spec §5)', () => {
  it('keeps an existing category as it is', () => {
    expect(resolveCategory('  Youth  ', '')).toBe('  Youth  ');
  });

  it("trims a new category and turns a blank one into 'Uncategorized'", () => {
    expect(resolveCategory(NEW_CATEGORY, '  Easter 2026  ')).toBe('Easter 2026');
    expect(resolveCategory(NEW_CATEGORY, '   ')).toBe(UNCATEGORIZED);
    expect(resolveCategory(NEW_CATEGORY, '')).toBe('Uncategorized');
  });
});

describe('parseExternalUrls (spec §5)', () => {
  it('reads one URL per line, trimmed, and ignores empty lines', () => {
    expect(
      parseExternalUrls(
        '  https://example.org/a.jpg  \n\n\t\nhttp://example.org/b.png\r\nHTTPS://EXAMPLE.ORG/C.GIF\n',
      ),
    ).toEqual({
      urls: ['https://example.org/a.jpg', 'http://example.org/b.png', 'HTTPS://EXAMPLE.ORG/C.GIF'],
      invalidLines: [],
    });
    expect(parseExternalUrls('')).toEqual({ urls: [], invalidLines: [] });
    expect(parseExternalUrls(' \n \n')).toEqual({ urls: [], invalidLines: [] });
  });

  it('names the lines that are not http(s) URLs', () => {
    const text = [
      'https://example.org/a.jpg',
      ' example.org/b.jpg ',
      'ftp://example.org/c.jpg',
      'javascript:alert(1)',
      'https://example.org/has space.jpg',
      'https://',
      `https://example.org/${'a'.repeat(2048)}`,
    ].join('\n');
    const { urls, invalidLines } = parseExternalUrls(text);
    expect(urls).toEqual(['https://example.org/a.jpg']);
    expect(invalidLines).toEqual([
      'example.org/b.jpg',
      'ftp://example.org/c.jpg',
      'javascript:alert(1)',
      'https://example.org/has space.jpg',
      'https://',
      `https://example.org/${'a'.repeat(2048)}`,
    ]);
  });

  it('words the message for one line and for several, shortening long lines', () => {
    expect(invalidUrlsMessage(['example.org'])).toBe('This line is not an http(s) URL: "example.org".');
    expect(invalidUrlsMessage(['a', 'b'])).toBe('These lines are not http(s) URLs: "a", "b".');
    expect(invalidUrlsMessage(['x'.repeat(200)])).toBe(
      `This line is not an http(s) URL: "${'x'.repeat(80)}...".`,
    );
  });
});

describe('GalleryFormSchema (spec §5)', () => {
  it("asks for a category: 'Please select or create a category.'", () => {
    expect(messages(values({ category: '' }))).toEqual({ category: GALLERY_FORM_MESSAGES.noCategory });
    expect(GALLERY_FORM_MESSAGES.noCategory).toBe('Please select or create a category.');
  });

  it("asks for files: 'Please select files to upload.'", () => {
    expect(messages(values({ files: [] }))).toEqual({ files: 'Please select files to upload.' });
  });

  it("asks for URLs: 'Please provide external image URLs.', ignoring the files", () => {
    expect(messages(values({ source: 'urls', urls: ' \n\n ', files: [] }))).toEqual({
      urls: 'Please provide external image URLs.',
    });
  });

  it('names the lines that are not URLs', () => {
    expect(messages(values({ source: 'urls', urls: 'https://example.org/a.jpg\nnot a url' }))).toEqual({
      urls: 'This line is not an http(s) URL: "not a url".',
    });
  });

  it('reports every problem at once', () => {
    expect(messages(values({ category: '', files: [] }))).toEqual({
      category: 'Please select or create a category.',
      files: 'Please select files to upload.',
    });
  });

  it('limits a new category to 120 characters and the description to 5000', () => {
    expect(messages(values({ category: NEW_CATEGORY, newCategory: ` ${'a'.repeat(121)} ` }))).toEqual({
      newCategory: 'Category must be at most 120 characters',
    });
    expect(messages(values({ category: NEW_CATEGORY, newCategory: ` ${'a'.repeat(120)} ` }))).toEqual({});
    expect(messages(values({ description: 'a'.repeat(5001) }))).toEqual({
      description: 'Description must be at most 5000 characters',
    });
  });

  it('gives the files with the resolved category and a trimmed description, null when blank', () => {
    const files = [picked('a.png'), picked('b.gif', 'image/gif')];
    expect(
      GalleryFormSchema.parse(
        values({ category: NEW_CATEGORY, newCategory: '  Easter  ', description: '  Sunrise  ', files }),
      ),
    ).toEqual({
      source: 'files',
      category: 'Easter',
      description: 'Sunrise',
      files: files.map((f) => f.file),
    });
    expect(
      GalleryFormSchema.parse(values({ category: NEW_CATEGORY, newCategory: ' ', description: '  ' })),
    ).toEqual(expect.objectContaining({ category: 'Uncategorized', description: null }));
  });

  it('gives the URLs, trimmed and without empty lines', () => {
    expect(
      GalleryFormSchema.parse(
        values({ source: 'urls', urls: ' https://example.org/a.jpg \n\nhttp://x.org/b.png' }),
      ),
    ).toEqual({
      source: 'urls',
      category: 'Youth Ministry',
      description: null,
      urls: ['https://example.org/a.jpg', 'http://x.org/b.png'],
    });
  });
});
