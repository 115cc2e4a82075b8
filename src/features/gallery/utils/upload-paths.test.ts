import { describe, expect, it } from 'vitest';
import {
  categorySlug,
  fileSlug,
  GALLERY_MAX_FILE_BYTES,
  galleryFileProblem,
  storagePathFor,
} from './upload-paths';

const NOW = 1_732_500_000_000;

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
