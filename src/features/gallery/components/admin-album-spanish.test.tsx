import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { GalleryImage } from '../api/gallery';
import { AdminAlbumImages } from './admin-album-images';

// The gallery's Spanish names and captions in the staff album page (decision 0055).

const TABLE_URL = `${SUPABASE_URL}/rest/v1/gallery_images`;

const PHOTO: GalleryImage = {
  id: 'img-1',
  description: 'Sunrise service',
  description_es: null,
  image_file_path: null,
  image_external_url: 'https://example.org/photos/sunrise.png',
  image_width: null,
  image_height: null,
  source_type: 'url',
};

/**
 * gallery_images as staff read it: the photo's edit read (`select` with `version`), an album's
 * Spanish name (`select=category_es`, from `spanishNames` by `category=eq.<name>`), else the
 * album's photos; PATCHes are recorded.
 */
function fakeTable(spanishNames: Record<string, string> = {}) {
  const patches: { url: URL; body: Record<string, unknown> }[] = [];
  server.use(
    http.get(TABLE_URL, ({ request }) => {
      const url = new URL(request.url);
      const select = url.searchParams.get('select') ?? '';
      if (select.includes('version')) {
        return HttpResponse.json({ ...PHOTO, category: 'Youth Ministry', version: 7 });
      }
      if (select === 'category_es') {
        const name = spanishNames[url.searchParams.get('category')?.replace(/^eq\./, '') ?? ''];
        return HttpResponse.json(name ? [{ category_es: name }] : []);
      }
      return HttpResponse.json([PHOTO]);
    }),
    http.patch(TABLE_URL, async ({ request }) => {
      patches.push({ url: new URL(request.url), body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json([{ id: 'img-1' }]);
    }),
  );
  return patches;
}

let renamedTo: string[] = [];

function renderAlbum() {
  return renderWithProviders(
    <>
      <AdminAlbumImages category="Youth Ministry" onRenamed={(name) => renamedTo.push(name)} />
      <Toaster />
    </>,
  );
}

describe('AdminAlbumImages: Spanish', () => {
  beforeEach(async () => {
    renamedTo = [];
    resetToasts();
    answerRpc('get_gallery_album_categories', [{ category: 'Easter' }, { category: 'Youth Ministry' }]);
    await signInAs(STAFF_USER);
  });
  afterEach(signOutTestUser);

  it('marks a caption with no Spanish and saves a Spanish caption with the version it read', async () => {
    const patches = fakeTable();
    renderAlbum();
    expect(await screen.findByText('Spanish caption missing')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sunrise service' }));
    const form = await screen.findByRole('form', { name: 'Edit Sunrise service' });
    const spanishTab = within(form).getByRole('tab', { name: /Español/ });
    expect(spanishTab).toHaveTextContent('Spanish missing');
    await userEvent.click(spanishTab);
    await userEvent.type(within(form).getByLabelText('Spanish caption (optional)'), 'Culto al amanecer ');
    expect(spanishTab).not.toHaveTextContent('Spanish missing');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Caption saved.')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({
      description: 'Sunrise service',
      description_es: 'Culto al amanecer',
      category: 'Youth Ministry',
      version: 7,
    });
  });

  it("gives a moved photo its new album's Spanish name", async () => {
    const patches = fakeTable({ Easter: 'Pascua' });
    renderAlbum();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sunrise service' }));
    const form = await screen.findByRole('form', { name: 'Edit Sunrise service' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Album' }), 'Easter');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Photo moved to Easter.')).toBeInTheDocument();
    expect(patches[0]!.body).toMatchObject({ category: 'Easter', category_es: 'Pascua', version: 7 });
  });

  it("saves the album's Spanish name alone on every photo of the album, keeping its name", async () => {
    const patches = fakeTable({ 'Youth Ministry': 'Jóvenes' });
    renderAlbum();
    const form = await screen.findByRole('form', { name: 'Rename album Youth Ministry' });
    await userEvent.click(within(form).getByRole('tab', { name: /Español/ }));
    const spanish = within(form).getByLabelText('Spanish album name (optional)');
    expect(spanish).toHaveValue('Jóvenes');
    await userEvent.clear(spanish);
    await userEvent.type(spanish, ' Ministerio juvenil ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save album name' }));
    expect(await screen.findByText('Spanish album name saved.')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(patches[0]!.url.searchParams.get('category')).toBe('eq.Youth Ministry');
    expect(patches[0]!.body).toEqual({ category: 'Youth Ministry', category_es: 'Ministerio juvenil' });
    expect(renamedTo).toEqual([]);
  });

  it('refuses to save when nothing changed, sending nothing', async () => {
    const patches = fakeTable();
    renderAlbum();
    const form = await screen.findByRole('form', { name: 'Rename album Youth Ministry' });
    await waitFor(() => expect(screen.queryByText('Loading images…')).not.toBeInTheDocument());
    await userEvent.click(within(form).getByRole('button', { name: 'Save album name' }));
    expect(await within(form).findByText('That is already its name.')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });
});
