import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerStorageRemove, answerStorageUpload, server, SUPABASE_URL } from '@/testing/msw';
import {
  categorySlug,
  deleteGalleryImage,
  fileSlug,
  GALLERY_FORM_MESSAGES,
  GALLERY_MAX_FILE_BYTES,
  GalleryFormSchema,
  galleryFileProblem,
  type GalleryFormValues,
  invalidUrlsMessage,
  NEW_CATEGORY,
  parseExternalUrls,
  resolveCategory,
  storagePathFor,
  UNCATEGORIZED,
  uploadGalleryImages,
} from './gallery-uploads';

const NOW = 1_732_500_000_000;

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

describe('slugs and storage paths (spec §5, §7)', () => {
  it('slugifies the base name and keeps the lowercased extension', () => {
    expect(fileSlug({ name: 'Sunset Photo.JPG', type: 'image/jpeg' })).toBe('sunset-photo.jpg');
    expect(fileSlug({ name: 'Café  au lait (1).webp', type: 'image/webp' })).toBe('cafe-au-lait-1.webp');
    expect(fileSlug({ name: 'my.holiday.pic.PNG', type: 'image/png' })).toBe('my-holiday-pic.png');
  });

  it('names a file with nothing to keep "image" and takes a missing extension from the type', () => {
    expect(fileSlug({ name: '!!!.gif', type: 'image/gif' })).toBe('image.gif');
    expect(fileSlug({ name: '.png', type: 'image/png' })).toBe('png.png');
    expect(fileSlug({ name: 'scan', type: 'image/jpeg' })).toBe('scan.jpg');
    expect(fileSlug({ name: 'odd.p%g', type: 'image/webp' })).toBe('odd.webp');
  });

  it("slugifies the category, 'uncategorized' when nothing is left", () => {
    expect(categorySlug('Youth Camp 2024!')).toBe('youth-camp-2024');
    expect(categorySlug("Women's Ministry")).toBe('women-s-ministry');
    expect(categorySlug('???')).toBe('uncategorized');
  });

  it('builds {category-slug}/{timestamp}_{file-slug}, unique per file of a submission', () => {
    const file = { name: 'Sunset Photo.JPG', type: 'image/jpeg' };
    expect(storagePathFor('Youth Camp', file, 0, NOW)).toBe(`youth-camp/${NOW}_sunset-photo.jpg`);
    expect(storagePathFor('Youth Camp', file, 1, NOW)).toBe(`youth-camp/${NOW + 1}_sunset-photo.jpg`);
    const paths = [0, 1, 2].map((index) => storagePathFor('Youth Camp', file, index, NOW));
    expect(new Set(paths).size).toBe(3);
    for (const path of paths) expect(path).toMatch(/^youth-camp\/\d{13}_sunset-photo\.jpg$/);
  });
});

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

describe('galleryFileProblem (spec §5, §9)', () => {
  it('accepts png, jpeg, gif and webp up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(galleryFileProblem({ name: 'a', type, size: GALLERY_MAX_FILE_BYTES })).toBeNull();
    }
  });

  it('names a file of another type or over 5 MB', () => {
    expect(galleryFileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      'notes.txt was not added: only PNG, JPEG, GIF and WebP images can be uploaded.',
    );
    expect(galleryFileProblem({ name: 'photo.svg', type: 'image/svg+xml', size: 10 })).toMatch(
      /^photo\.svg /,
    );
    expect(
      galleryFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: GALLERY_MAX_FILE_BYTES + 1 }),
    ).toBe('big.jpg was not added: it is larger than 5 MB.');
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

describe('uploadGalleryImages and deleteGalleryImage (spec §7)', () => {
  it('refuses a file of another type without a request, reporting each file in order', async () => {
    const uploaded = answerStorageUpload('gallery-images');
    const events: string[] = [];
    const result = await uploadGalleryImages(
      'Youth',
      [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.txt', { type: 'text/plain' })],
      {
        now: NOW,
        onStart: (index) => events.push(`start ${index}`),
        onProgress: (index, fraction) => events.push(`progress ${index} ${fraction}`),
        onFileDone: (index, file, ok) => events.push(`done ${index} ${file.name} ${ok}`),
      },
    );
    expect(uploaded).toEqual([`youth/${NOW}_a.png`]);
    expect(result.uploaded.map(({ index, path }) => [index, path])).toEqual([[0, `youth/${NOW}_a.png`]]);
    expect(result.failed.map(({ index, error }) => [index, (error as Error).message])).toEqual([
      [1, 'b.txt was not added: only PNG, JPEG, GIF and WebP images can be uploaded.'],
    ]);
    expect(events[0]).toBe('start 0');
    expect(events).toContain('progress 0 1');
    expect(events.slice(-3)).toEqual(['done 0 a.png true', 'start 1', 'done 1 b.txt false']);
  });

  it('throws when the delete removed no row, and removes no object then', async () => {
    server.use(http.delete(`${SUPABASE_URL}/rest/v1/gallery_images`, () => HttpResponse.json([])));
    const removed = answerStorageRemove('gallery-images');
    await expect(
      deleteGalleryImage({ id: 'gone', source_type: 'supabase', image_file_path: 'youth/1_a.png' }),
    ).rejects.toThrow('No gallery image gone was deleted');
    expect(removed).toEqual([]);
  });
});
