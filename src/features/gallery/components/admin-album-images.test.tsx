import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, answerTable, server, SUPABASE_URL } from '@/testing/msw';
import { answerStorageRemove } from '@/testing/msw-storage';
import { renderWithProviders } from '@/testing/render';
import type { GalleryImage } from '../api/gallery';
import { AdminAlbumImages, galleryImageLabel } from './admin-album-images';

const TABLE_URL = `${SUPABASE_URL}/rest/v1/gallery_images`;

const STORED: GalleryImage = {
  id: 'img-1',
  description: 'Sunrise service',
  image_file_path: 'youth-ministry/1732500000000_sunrise.jpg',
  image_external_url: null,
  image_width: 1200,
  image_height: 800,
  source_type: 'upload',
};
const LINKED: GalleryImage = {
  id: 'img-2',
  description: null,
  image_file_path: null,
  image_external_url: 'https://example.org/photos/choir.png',
  image_width: null,
  image_height: null,
  source_type: 'url',
};

/**
 * gallery_images as PostgREST serves it to staff: reads return the current rows, and
 * `DELETE ?id=eq.<id>&select=id` removes one and returns `[{ id }]` (`[]` when none matched).
 */
function fakeTable(initial: GalleryImage[]) {
  let rows = [...initial];
  const deletes: URL[] = [];
  server.use(
    http.get(TABLE_URL, () => HttpResponse.json(rows)),
    http.delete(TABLE_URL, ({ request }) => {
      const url = new URL(request.url);
      deletes.push(url);
      const id = url.searchParams.get('id')?.replace(/^eq\./, '');
      const match = rows.filter((row) => row.id === id);
      rows = rows.filter((row) => row.id !== id);
      return HttpResponse.json(match.map((row) => ({ id: row.id })));
    }),
  );
  return { deletes };
}

let renamedTo: string[] = [];

// The album names the rename check and the photo's album list read.
beforeEach(() => {
  answerRpc('get_gallery_album_categories', [{ category: 'Easter' }, { category: 'Youth Ministry' }]);
});
const onRenamed = (name: string) => renamedTo.push(name);

function renderAlbum(category = 'Youth Ministry') {
  return renderWithProviders(
    <>
      <AdminAlbumImages category={category} onRenamed={onRenamed} />
      <Toaster />
    </>,
  );
}

async function openDelete(name: string) {
  const trigger = await screen.findByRole('button', { name });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' }, { timeout: 5000 });
  return { trigger, dialog };
}

describe('AdminAlbumImages', () => {
  beforeEach(async () => {
    resetToasts();
    await signInAs(STAFF_USER);
  });
  afterEach(signOutTestUser);

  it('shows each image with its description and a Delete button named after it', async () => {
    answerTable('gallery_images', [STORED, LINKED]);
    renderAlbum();
    const stored = await screen.findByRole('img', { name: 'Sunrise service' });
    expect(stored).toHaveAttribute(
      'src',
      `${SUPABASE_URL}/storage/v1/object/public/gallery-images/youth-ministry/1732500000000_sunrise.jpg`,
    );
    expect(screen.getByRole('img', { name: 'choir.png' })).toHaveAttribute(
      'src',
      'https://example.org/photos/choir.png',
    );
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Sunrise service' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete choir.png' })).toBeInTheDocument();
  });

  it('asks for confirmation; Cancel deletes nothing and gives focus back', async () => {
    const { deletes } = fakeTable([STORED]);
    const removed = answerStorageRemove('gallery-images');
    renderAlbum();
    const { trigger, dialog } = await openDelete('Delete Sunrise service');
    expect(dialog).toHaveAccessibleDescription(
      '“Sunrise service” will be removed from the album and its file deleted. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(deletes).toEqual([]);
    expect(removed).toEqual([]);
  });

  it("deletes the row and its stored file, toasts 'Image deleted.' and refreshes the album", async () => {
    const { deletes } = fakeTable([STORED, LINKED]);
    const removed = answerStorageRemove('gallery-images');
    renderAlbum();
    const { dialog } = await openDelete('Delete Sunrise service');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image deleted.')).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.searchParams.get('id')).toBe('eq.img-1');
    expect(deletes[0]?.searchParams.get('select')).toBe('id');
    expect(removed).toEqual(
      ['', '.480w.webp', '.960w.webp', '.1600w.webp'].map(
        (v) => `youth-ministry/1732500000000_sunrise.jpg${v}`,
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Sunrise service' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('img', { name: 'choir.png' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Images in Youth Ministry' })).toHaveFocus();
  });

  it('deletes a linked image without touching storage', async () => {
    const { deletes } = fakeTable([LINKED]);
    const removed = answerStorageRemove('gallery-images');
    renderAlbum();
    const { dialog } = await openDelete('Delete choir.png');
    expect(dialog).toHaveAccessibleDescription(
      '“choir.png” will be removed from the album. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image deleted.')).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    expect(removed).toEqual([]);
    expect(await screen.findByText('No images in this album yet.')).toBeInTheDocument();
  });

  it("toasts 'Failed to delete image.' when no row was deleted, and removes no file", async () => {
    answerTable('gallery_images', [STORED]);
    server.use(http.delete(TABLE_URL, () => HttpResponse.json([])));
    const removed = answerStorageRemove('gallery-images');
    renderAlbum();
    const { dialog } = await openDelete('Delete Sunrise service');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete image.')).toBeInTheDocument();
    expect(removed).toEqual([]);
    // The kit's row action closes the confirmation after a failure; the toast says it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts 'Failed to delete image.' when the delete is refused", async () => {
    answerTable('gallery_images', [STORED]);
    server.use(
      http.delete(TABLE_URL, () =>
        HttpResponse.json(
          { code: '42501', message: 'permission denied', details: null, hint: null },
          { status: 403 },
        ),
      ),
    );
    renderAlbum();
    const { dialog } = await openDelete('Delete Sunrise service');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete image.')).toBeInTheDocument();
  });
});

describe('galleryImageLabel', () => {
  it('names an image by its description, else its file name, else its link', () => {
    expect(galleryImageLabel(STORED)).toBe('Sunrise service');
    expect(galleryImageLabel({ ...STORED, description: '  ' })).toBe('1732500000000_sunrise.jpg');
    expect(galleryImageLabel(LINKED)).toBe('choir.png');
    expect(galleryImageLabel({ ...LINKED, image_external_url: null })).toBe('Untitled image');
  });
});

describe('AdminAlbumImages: gallery edits', () => {
  beforeEach(() => {
    renamedTo = [];
  });

  /** PATCHes of gallery_images, answered with `answer` (default: the rows changed). */
  function recordPatches(answer?: () => Response) {
    const patches: { url: URL; body: Record<string, unknown> }[] = [];
    server.use(
      http.patch(TABLE_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push({ url: new URL(request.url), body });
        return answer ? answer() : HttpResponse.json([{ id: 'img-1' }, { id: 'img-2' }]);
      }),
    );
    return patches;
  }

  it('renames the album: one update of every photo with the old name, then reports the new name', async () => {
    fakeTable([STORED, LINKED]);
    const patches = recordPatches();
    renderAlbum();
    const input = await screen.findByRole('textbox', { name: 'Album name' });
    await userEvent.clear(input);
    await userEvent.type(input, '  Youth Camp 2026 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save album name' }));
    await waitFor(() => expect(renamedTo).toEqual(['Youth Camp 2026']));
    expect(patches).toHaveLength(1);
    expect(patches[0]!.url.searchParams.get('category')).toBe('eq.Youth Ministry');
    expect(patches[0]!.body).toEqual({ category: 'Youth Camp 2026', category_es: null });
    expect(await screen.findByText('Album renamed to Youth Camp 2026.')).toBeInTheDocument();
  });

  it("refuses another album's name, a blank name and the same name, and sends nothing", async () => {
    fakeTable([STORED]);
    const patches = recordPatches();
    renderAlbum();
    const input = await screen.findByRole('textbox', { name: 'Album name' });
    // The album list must have arrived for the check.
    await waitFor(() => expect(screen.queryByText('Loading images…')).not.toBeInTheDocument());
    await userEvent.clear(input);
    await userEvent.type(input, 'Easter');
    await userEvent.click(screen.getByRole('button', { name: 'Save album name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another album already has this name.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save album name' }));
    expect(await screen.findByText('Enter the new name.')).toBeInTheDocument();
    await userEvent.type(input, 'Youth Ministry');
    await userEvent.click(screen.getByRole('button', { name: 'Save album name' }));
    expect(await screen.findByText('That is already its name.')).toBeInTheDocument();
    expect(patches).toEqual([]);
    expect(renamedTo).toEqual([]);
  });

  it("edits a photo's caption and moves it to another album, sending the version it read", async () => {
    fakeTable([STORED]);
    server.use(
      http.get(TABLE_URL, ({ request }) =>
        new URL(request.url).searchParams.get('select')?.includes('version')
          ? HttpResponse.json({
              id: 'img-1',
              description: 'Sunrise service',
              description_es: null,
              category: 'Youth Ministry',
              version: 4,
            })
          : undefined,
      ),
    );
    const patches = recordPatches(() => new HttpResponse(null, { status: 204 }));
    renderAlbum();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sunrise service' }));
    const form = await screen.findByRole('form', { name: 'Edit Sunrise service' });
    const caption = within(form).getByRole('textbox', { name: 'Caption' });
    await userEvent.clear(caption);
    await userEvent.type(caption, 'Sunrise at camp');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Album' }), 'Easter');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Photo moved to Easter.')).toBeInTheDocument();
    expect(patches[0]!.url.searchParams.get('id')).toBe('eq.img-1');
    expect(patches[0]!.body).toEqual({
      description: 'Sunrise at camp',
      description_es: null,
      category: 'Easter',
      category_es: null,
      version: 4,
    });
  });
});
