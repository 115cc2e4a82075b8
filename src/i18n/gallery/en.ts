import type { Plural } from '@/lib/i18n/messages';

/** The gallery pages' English text (see `../gallery.ts`). */
const en = {
  title: 'Photo Gallery',
  description:
    'Photo albums of our church family: Sunday worship, ministries, outreach in the community and times of fellowship.',
  bannerText: 'Moments of worship, fellowship and service from our church family',
  loadingAlbums: 'Loading photo albums',
  noAlbumsTitle: 'No Photo Albums Found',
  noAlbumsText: 'Our gallery manager has not added any albums yet. Please check back soon!',
  albums: 'Photo albums',
  coverAlt: (album: string) => `Cover photo of the ${album} album`,
  viewBefore: 'View',
  viewHidden: (album: string) => ` the ${album}`,
  viewAfter: ' Album',
  photoCount: { one: '# photo', other: '# photos' } as Plural,
  albumDescription: (album: string) => `Photos from ${album}, an album of our church's photo gallery.`,
  gallery: 'Gallery',
  backToAlbums: 'Back to All Albums',
  loadingPhotos: 'Loading photos',
  noPhotosTitle: 'No Photos in this Album',
  noPhotosText: 'This album is currently empty. Check back later!',
  photosOf: (album: string) => `Photos of ${album}`,
  openPhoto: (label: string) => `Open photo: ${label}`,
  position: (number: number, total: number) => `Photo ${number} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
};

export default en;
