import { describe, expect, it } from 'vitest';
import { coverImage } from './covers';
import {
  renderUrl,
  responsiveImage,
  srcSetOfUrl,
  variantPath,
  variantWidths,
  VARIANT_WIDTHS,
} from './image-variants';

const API = 'http://127.0.0.1:54321/storage/v1';

describe('variantPath', () => {
  it('names a variant beside its original, keeping the extension', () => {
    expect(variantPath('youth/1732500000000_camp.jpg', 480)).toBe('youth/1732500000000_camp.jpg.480w.webp');
    expect(variantPath('/a.png', 1600)).toBe('a.png.1600w.webp');
  });
});

describe('variantWidths', () => {
  it('never upscales: only standard widths below the original', () => {
    expect(variantWidths(4000)).toEqual([...VARIANT_WIDTHS]);
    expect(variantWidths(1200)).toEqual([480, 960]);
    expect(variantWidths(700)).toEqual([480]);
    expect(variantWidths(480)).toEqual([]);
    expect(variantWidths(300)).toEqual([]);
  });
});

describe('responsiveImage', () => {
  it('lists the stored variants and the original at its real width', () => {
    expect(
      responsiveImage({ bucket: 'gallery-images', path: 'youth/a b.jpg', width: 1200, height: 800 }),
    ).toEqual({
      src: `${API}/object/public/gallery-images/youth/a%20b.jpg`,
      srcSet:
        `${API}/object/public/gallery-images/youth/a%20b.jpg.480w.webp 480w, ` +
        `${API}/object/public/gallery-images/youth/a%20b.jpg.960w.webp 960w, ` +
        `${API}/object/public/gallery-images/youth/a%20b.jpg 1200w`,
      width: 1200,
      height: 800,
    });
  });

  it('a 700 px original has only the 480 variant', () => {
    const { srcSet } = responsiveImage({ bucket: 'event-covers', path: 'x.png', width: 700, height: 400 });
    expect(srcSet).toBe(
      `${API}/object/public/event-covers/x.png.480w.webp 480w, ${API}/object/public/event-covers/x.png 700w`,
    );
  });

  it('uses Storage’s render endpoint in render mode', () => {
    const { srcSet, src } = responsiveImage(
      { bucket: 'sermon-covers', path: 'c.jpg', width: 2000, height: 1000 },
      'render',
    );
    expect(src).toBe(`${API}/object/public/sermon-covers/c.jpg`);
    expect(srcSet).toBe(
      [480, 960, 1600]
        .map((w) => `${API}/render/image/public/sermon-covers/c.jpg?width=${w}&quality=75 ${w}w`)
        .join(', ') + `, ${API}/object/public/sermon-covers/c.jpg 2000w`,
    );
    expect(renderUrl('b', 'p q.jpg', 480)).toBe(
      `${API}/render/image/public/b/p%20q.jpg?width=480&quality=75`,
    );
  });

  it('without a recorded size, gives the original alone', () => {
    expect(responsiveImage({ bucket: 'b', path: 'p.jpg', width: null, height: null })).toEqual({
      src: `${API}/object/public/b/p.jpg`,
    });
  });
});

describe('coverImage', () => {
  it('leaves an external cover as it is', () => {
    expect(
      coverImage(
        {
          cover_image_source_type: 'url',
          cover_image_path: null,
          cover_image_external_url: 'https://example.org/c.jpg',
          cover_image_width: null,
          cover_image_height: null,
        },
        'event-covers',
      ),
    ).toEqual({ src: 'https://example.org/c.jpg' });
  });

  it('gives a stored cover its srcset and size', () => {
    const image = coverImage(
      {
        cover_image_source_type: 'upload',
        cover_image_path: 'c.jpg',
        cover_image_external_url: null,
        cover_image_width: 1200,
        cover_image_height: 675,
      },
      'event-covers',
    );
    expect(image).toMatchObject({ width: 1200, height: 675 });
    expect(image?.srcSet).toContain('c.jpg.960w.webp 960w');
  });
});

describe('srcSetOfUrl', () => {
  it('lists every variant of a stored object named by its address', () => {
    expect(srcSetOfUrl(`${API}/object/public/gallery-images/site/banner%20blue.webp`)).toBe(
      [480, 960, 1600]
        .map((w) => `${API}/object/public/gallery-images/site/banner%20blue.webp.${w}w.webp ${w}w`)
        .join(', '),
    );
    expect(srcSetOfUrl(`${API}/object/public/gallery-images/site/b.webp`, 'render')).toContain(
      `${API}/render/image/public/gallery-images/site/b.webp?width=1600&quality=75 1600w`,
    );
  });

  it('leaves other addresses, other buckets and variants alone', () => {
    expect(srcSetOfUrl('https://cdn.example.org/banner.jpg')).toBeUndefined();
    expect(srcSetOfUrl('/images/banner.jpg')).toBeUndefined();
    expect(srcSetOfUrl(`${API}/object/public/hero-videos/a.mp4`)).toBeUndefined();
    expect(srcSetOfUrl(`${API}/object/public/gallery-images/a.jpg.480w.webp`)).toBeUndefined();
  });
});
