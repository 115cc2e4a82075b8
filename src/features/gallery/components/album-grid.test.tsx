import { fireEvent, screen, within } from '@testing-library/react';
import { answerRpc } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import placeholder from '../assets/gallery-placeholder.svg';
import { AlbumGrid } from './album-grid';
import { album, holdAlbums, storageUrl } from './test-gallery';

describe('AlbumGrid (/gallery)', () => {
  it('shows 8 skeleton cards in a named status while the albums load', () => {
    holdAlbums();
    renderWithProviders(<AlbumGrid />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading photo albums');
    expect(within(status).getAllByTestId('album-card-skeleton')).toHaveLength(8);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows each album with its cover, name, photo count and a link to its page', async () => {
    answerRpc('get_gallery_albums_with_covers', [
      album('Sunday Worship'),
      album('Community Outreach', {
        source_type: 'url',
        latest_image_path: 'https://photos.example/outreach/food-drive.jpg',
        image_count: 8,
      }),
      album("Women's Ministry", { image_count: 1 }),
    ]);
    renderWithProviders(<AlbumGrid />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [sunday, outreach, women] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(sunday).getByRole('heading', { level: 2, name: 'Sunday Worship' })).toBeInTheDocument();
    const cover = within(sunday).getByRole('img', { name: 'Cover photo of the Sunday Worship album' });
    expect(cover).toHaveAttribute('src', storageUrl('sunday-worship/sunday-worship-01.webp'));
    // The recorded size, and the variants below it (docs/decisions/0042).
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '800');
    expect(cover.getAttribute('srcset')).toContain('sunday-worship-01.webp.960w.webp 960w');
    expect(cover).toHaveAttribute('sizes');
    expect(within(sunday).getByText('6 photos')).toBeInTheDocument();
    expect(within(sunday).getByRole('link', { name: 'View the Sunday Worship Album' })).toHaveAttribute(
      'href',
      '/gallery/sunday-worship',
    );

    expect(within(outreach).getByRole('img')).toHaveAttribute(
      'src',
      'https://photos.example/outreach/food-drive.jpg',
    );
    expect(within(outreach).getByText('8 photos')).toBeInTheDocument();

    // The name as stored, capitals and apostrophe kept; the link uses the album's slug.
    expect(within(women).getByRole('heading', { name: "Women's Ministry" })).toBeInTheDocument();
    expect(within(women).getByText('1 photo')).toBeInTheDocument();
    expect(within(women).getByRole('link', { name: "View the Women's Ministry Album" })).toHaveAttribute(
      'href',
      '/gallery/women-s-ministry',
    );
  });

  it('loads the covers of the first row at once and the others lazily', async () => {
    answerRpc(
      'get_gallery_albums_with_covers',
      ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((name) => album(name)),
    );
    renderWithProviders(<AlbumGrid />);
    await screen.findAllByRole('article');
    const covers = screen.getAllByRole('img');
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('shows the placeholder when a cover is missing, not http(s), or fails to load', async () => {
    answerRpc('get_gallery_albums_with_covers', [
      album('Broken'),
      album('Linked', { source_type: 'url', latest_image_path: "javascript:alert('XSS')" }),
      album('Empty Path', { latest_image_path: '' }),
    ]);
    renderWithProviders(<AlbumGrid />);
    const [broken, linked, empty] = (await screen.findAllByRole('img')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(broken).toHaveAttribute('data-fallback', 'false');
    // A stored cover with variants: the original alone first, then the placeholder.
    fireEvent.error(broken);
    expect(broken).not.toHaveAttribute('srcset');
    expect(broken).toHaveAttribute('data-fallback', 'false');
    fireEvent.error(broken);
    expect(broken).toHaveAttribute('data-fallback', 'true');
    expect(broken).toHaveAttribute('src', placeholder);
    expect(linked).toHaveAttribute('data-fallback', 'true');
    expect(empty).toHaveAttribute('data-fallback', 'true');
  });

  it("shows 'No Photo Albums Found', naming the gallery manager, when there are no albums", async () => {
    answerRpc('get_gallery_albums_with_covers', []);
    renderWithProviders(<AlbumGrid />);
    expect(await screen.findByRole('heading', { name: 'No Photo Albums Found' })).toBeInTheDocument();
    expect(
      screen.getByText('Our gallery manager has not added any albums yet. Please check back soon!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the same empty list when the read fails', async () => {
    answerRpc('get_gallery_albums_with_covers', null, { code: 'XX000', message: 'internal error' }, 500);
    renderWithProviders(<AlbumGrid />);
    expect(await screen.findByRole('heading', { name: 'No Photo Albums Found' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
