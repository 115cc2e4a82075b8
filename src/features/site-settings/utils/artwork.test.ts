import { describe, expect, it } from 'vitest';
import { artworkSizeProblem } from './artwork';

describe('artworkSizeProblem', () => {
  it('accepts square artwork of 1400 to 3000 pixels', () => {
    expect(artworkSizeProblem(1400, 1400)).toBeNull();
    expect(artworkSizeProblem(3000, 3000)).toBeNull();
  });

  it('refuses other sizes with the reason', () => {
    expect(artworkSizeProblem(1400, 1500)).toBe(
      'The artwork must be square; this image is 1400 × 1500 pixels.',
    );
    expect(artworkSizeProblem(1399, 1399)).toBe(
      'The artwork must be 1400 to 3000 pixels on each side; this image is 1399 × 1399.',
    );
    expect(artworkSizeProblem(3001, 3001)).not.toBeNull();
  });
});
