import { screen, waitFor, within } from '@testing-library/react';
import { answerRpc, answerTable, failTable, holdTable, recordRequests } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { AlbumPage } from './album-page';
import { album, holdAlbums, photo, storageUrl } from './test-gallery';

const ALBUMS = [
  album('Sunday Worship'),
  album('Youth Ministry'),
  album("Women's Ministry", { image_count: 2 }),
];

function renderAlbum(slug: string) {
  return renderWithProviders(<AlbumPage slug={slug} />, { route: `/gallery/${slug}` });
}

async function expectEmptyAlbum() {
  expect(
    await screen.findByRole('heading', { level: 2, name: 'No Photos in this Album' }),
  ).toBeInTheDocument();
  expect(screen.getByText('This album is currently empty. Check back later!')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Open photo/ })).not.toBeInTheDocument();
}

describe('AlbumPage (/gallery/{albumName})', () => {
  it('shows 8 placeholders while the album list loads', () => {
    holdAlbums();
    renderAlbum('youth-ministry');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading photos');
    expect(within(status).getAllByTestId('photo-placeholder')).toHaveLength(8);
    // Until the album is known, the title comes from the slug.
    expect(screen.getByRole('heading', { level: 1, name: 'Youth Ministry' })).toBeInTheDocument();
  });

  it("shows 8 placeholders while the album's photos load", async () => {
    answerRpc('get_gallery_albums_with_covers', ALBUMS);
    holdTable('gallery_images');
    renderAlbum('youth-ministry');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading photos'));
    expect(screen.getAllByTestId('photo-placeholder')).toHaveLength(8);
  });

  it('shows the photos in the order read (newest first), each a figure with its caption', async () => {
    answerRpc('get_gallery_albums_with_covers', ALBUMS);
    answerTable('gallery_images', [
      photo('p3', 'Youth night worship'),
      photo('p2', ''),
      photo('p1', 'Game night', {
        source_type: 'url',
        image_file_path: null,
        image_external_url: 'https://photos.example/game-night.jpg',
      }),
    ]);
    renderAlbum('youth-ministry');
    const list = await screen.findByRole('list', { name: 'Photos of Youth Ministry' });
    expect(screen.getByRole('heading', { level: 1, name: 'Youth Ministry' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Youth Ministry | Our Church'));
    expect(screen.getByText('3 photos')).toBeInTheDocument();

    const figures = within(list).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open photo: Youth night worship', 'Open photo: Photo 2 of 3', 'Open photo: Game night']);
    // Captions only for photos with a description.
    expect(list.querySelectorAll('figcaption')).toHaveLength(2);
    expect(figures[0]).toHaveTextContent('Youth night worship');
    expect(figures[1]!.querySelector('figcaption')).toBeNull();
    expect(figures[2]).toHaveTextContent('Game night');

    const images = Array.from(list.querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      storageUrl('album/p3.webp'),
      storageUrl('album/p2.webp'),
      'https://photos.example/game-night.jpg',
    ]);
    // The first row (up to four) loads at once, the first photo first: one is the largest paint.
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('decoding', 'async');
    }
    // Stored photos carry their recorded size; a link, the slot's (docs/decisions/0042).
    expect(images.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['1200', '800'],
      ['1200', '800'],
      ['800', '600'],
    ]);
  });

  it('has a Back to All Albums link to /gallery', async () => {
    answerRpc('get_gallery_albums_with_covers', ALBUMS);
    renderAlbum('youth-ministry');
    expect(await screen.findByRole('link', { name: 'Back to All Albums' })).toHaveAttribute(
      'href',
      '/gallery',
    );
  });

  it('finds "Women\'s Ministry" by its slug: exact title, and its photos read by the exact name', async () => {
    answerRpc('get_gallery_albums_with_covers', ALBUMS);
    answerTable('gallery_images', [photo('w2', 'Prayer breakfast'), photo('w1', 'Bible study')]);
    const requests = recordRequests('gallery_images');
    renderAlbum('women-s-ministry');
    expect(await screen.findByRole('heading', { level: 1, name: "Women's Ministry" })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: "Photos of Women's Ministry" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Women's Ministry | Our Church"));
    expect(requests).toHaveLength(1);
    const url = requests[0]!.url;
    expect(url.searchParams.get('category')).toBe("eq.Women's Ministry");
    expect(url.searchParams.get('order')).toBe('created_at.desc');
    expect(url.searchParams.get('select')).toBe(
      'id,description,description_es,image_file_path,image_external_url,source_type,image_width,image_height',
    );
  });

  it('shows the empty album for an album without photos', async () => {
    answerRpc('get_gallery_albums_with_covers', ALBUMS);
    answerTable('gallery_images', []);
    renderAlbum('sunday-worship');
    await expectEmptyAlbum();
    expect(screen.getByRole('heading', { level: 1, name: 'Sunday Worship' })).toBeInTheDocument();
  });

  it('shows the empty album, titled from the slug, for an unknown album, without reading photos', async () => {
    answerRpc('get_gallery_albums_with_covers', ALBUMS);
    const requests = recordRequests('gallery_images');
    renderAlbum('missionary-trip-2025');
    await expectEmptyAlbum();
    expect(screen.getByRole('heading', { level: 1, name: 'Missionary Trip 2025' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Missionary Trip 2025 | Our Church'));
    expect(requests).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to All Albums' })).toHaveAttribute('href', '/gallery');
  });

  it('shows the empty album when the album list cannot be read', async () => {
    answerRpc('get_gallery_albums_with_covers', null, { code: 'XX000', message: 'internal error' }, 500);
    renderAlbum('youth-ministry');
    await expectEmptyAlbum();
    expect(screen.getByRole('heading', { level: 1, name: 'Youth Ministry' })).toBeInTheDocument();
  });

  it("shows the empty album when the album's photos cannot be read", async () => {
    answerRpc('get_gallery_albums_with_covers', ALBUMS);
    failTable('gallery_images');
    renderAlbum('youth-ministry');
    await expectEmptyAlbum();
  });
});
