import en from '@/i18n/gallery/en';
import es from '@/i18n/gallery/es';
import { setLocale } from '@/lib/i18n/locale';
import { photoCountLabel, photoLabel, photoPosition, swipeStep, wrapIndex } from './photos';

describe('photoCountLabel', () => {
  it('says photo for one and photos otherwise, the count written the US way', () => {
    expect(photoCountLabel(1, en)).toBe('1 photo');
    expect(photoCountLabel(0, en)).toBe('0 photos');
    expect(photoCountLabel(6, en)).toBe('6 photos');
    expect(photoCountLabel(1200, en)).toBe('1,200 photos');
  });

  it('says foto, fotos and de fotos (a million) in Spanish', () => {
    setLocale('es');
    try {
      expect(photoCountLabel(1, es)).toBe('1 foto');
      expect(photoCountLabel(6, es)).toBe('6 fotos');
      expect(photoCountLabel(1_000_000, es)).toBe('1,000,000 de fotos');
    } finally {
      setLocale('en');
    }
  });
});

describe('photoPosition and photoLabel', () => {
  it('counts from 1', () => {
    expect(photoPosition(0, 8, en)).toBe('Photo 1 of 8');
    expect(photoPosition(7, 8, en)).toBe('Photo 8 of 8');
    expect(photoPosition(7, 8, es)).toBe('Foto 8 de 8');
  });

  it('uses the trimmed description, else the position', () => {
    expect(photoLabel('  Youth night  ', 0, 8, en)).toBe('Youth night');
    expect(photoLabel('', 1, 8, en)).toBe('Photo 2 of 8');
    expect(photoLabel('   ', 2, 8, en)).toBe('Photo 3 of 8');
    expect(photoLabel(null, 3, 8, en)).toBe('Photo 4 of 8');
  });
});

describe('wrapIndex', () => {
  it('moves forward and back inside the album', () => {
    expect(wrapIndex(2, 1, 8)).toBe(3);
    expect(wrapIndex(2, -1, 8)).toBe(1);
  });

  it('wraps around both ends', () => {
    expect(wrapIndex(7, 1, 8)).toBe(0);
    expect(wrapIndex(0, -1, 8)).toBe(7);
    expect(wrapIndex(0, 1, 1)).toBe(0);
  });

  it('gives 0 for an empty album', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('goes to the next photo for a swipe to the left of 50 px or more', () => {
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(-120, 30)).toBe(1);
  });

  it('goes to the previous photo for a swipe to the right', () => {
    expect(swipeStep(50, 0)).toBe(-1);
    expect(swipeStep(200, -60)).toBe(-1);
  });

  it('ignores taps, short moves and vertical moves', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(49.9, 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(60, -60)).toBe(0);
  });
});
