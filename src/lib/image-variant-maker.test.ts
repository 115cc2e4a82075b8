import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeImageVariants } from './image-variant-maker';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A decoded bitmap of the given size, as `createImageBitmap` returns it. */
function bitmap(width: number, height: number) {
  return { width, height, close: vi.fn() } as unknown as ImageBitmap;
}

/** An OffscreenCanvas whose encoder answers with `type`, recording the sizes drawn. */
function canvasEncoding(type: string, drawn: [number, number][]) {
  return class {
    constructor(
      private readonly width: number,
      private readonly height: number,
    ) {
      drawn.push([width, height]);
    }
    getContext() {
      return { imageSmoothingQuality: 'low', drawImage: vi.fn() };
    }
    convertToBlob() {
      return Promise.resolve(new Blob([`${this.width}x${this.height}`], { type }));
    }
  };
}

describe('makeImageVariants', () => {
  it('makes WebP variants below the original width only, keeping the aspect ratio', async () => {
    const drawn: [number, number][] = [];
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bitmap(1200, 800)));
    vi.stubGlobal('OffscreenCanvas', canvasEncoding('image/webp', drawn));
    const made = await makeImageVariants(new Blob(['x'], { type: 'image/jpeg' }));
    expect(made?.width).toBe(1200);
    expect(made?.height).toBe(800);
    expect(made?.variants.map((v) => v.width)).toEqual([480, 960]);
    expect(drawn).toEqual([
      [480, 320],
      [960, 640],
    ]);
  });

  it('makes nothing for a small image, but gives its size', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bitmap(480, 480)));
    vi.stubGlobal('OffscreenCanvas', canvasEncoding('image/webp', []));
    expect(await makeImageVariants(new Blob(['x'], { type: 'image/png' }))).toEqual({
      width: 480,
      height: 480,
      variants: [],
    });
  });

  it('gives up when the browser cannot encode WebP, cannot decode, or the file is a GIF', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bitmap(2000, 1000)));
    vi.stubGlobal('OffscreenCanvas', canvasEncoding('image/png', []));
    expect(await makeImageVariants(new Blob(['x'], { type: 'image/jpeg' }))).toBeNull();
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('broken')));
    expect(await makeImageVariants(new Blob(['x'], { type: 'image/jpeg' }))).toBeNull();
    expect(await makeImageVariants(new Blob(['x'], { type: 'image/gif' }))).toBeNull();
  });
});
