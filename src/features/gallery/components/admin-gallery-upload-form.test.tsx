import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import type * as ToastModule from '@/lib/toast';
import { VARIANT_WIDTHS, variantPath } from '@/lib/image-variant-names';
import { toast } from '@/lib/toast';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, failTable, recordRequests, server, SUPABASE_URL } from '@/testing/msw';
import { answerStorageRemove, answerStorageUpload } from '@/testing/msw-storage';
import { renderWithProviders } from '@/testing/render';
import { AdminGalleryUploadForm } from './admin-gallery-upload-form';

// Every toast raised, in order: only one is on screen at a time (spec §9), so a later toast
// replaces an earlier one before the test could see it. The store is src/lib/toast.ts: the form
// and the query cache (the categories' read) both reach it there.
vi.mock('@/lib/toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const UPLOAD_URL = `${SUPABASE_URL}/storage/v1/object/gallery-images/*`;
const CATEGORIES = ['Sunday Worship', 'Youth Ministry'];

function png(name: string, size = 68): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

function setup({ categories = CATEGORIES }: { categories?: string[] } = {}) {
  answerRpc(
    'get_gallery_album_categories',
    categories.map((category) => ({ category })),
  );
  const onAlbumChange = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(
    <>
      <AdminGalleryUploadForm onAlbumChange={onAlbumChange} />
      <Toaster />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Add Images to Gallery' });
  const category = within(form).getByLabelText('Category');
  return {
    ...view,
    user,
    form,
    onAlbumChange,
    category,
    files: () => within(form).getByLabelText('Images'),
    urls: () => within(form).getByLabelText('Image URLs'),
    description: () => within(form).getByLabelText('Description (optional)'),
    submit: () => within(form).getByRole('button', { name: /^(Add Images|Uploading\.\.\.|Saving\.\.\.)$/ }),
    chosen: () => within(form).queryByRole('list', { name: 'Chosen files' }),
  };
}

type Setup = ReturnType<typeof setup>;

async function chooseCategory({ user, category }: Setup, name: string) {
  await within(category).findByRole('option', { name });
  await user.selectOptions(category, name);
}

function toastCalls() {
  return vi.mocked(toast).mock.calls.map(([input]) => input);
}

/** Insert bodies sent to gallery_images. */
function inserts(recorded: ReturnType<typeof recordRequests>) {
  return recorded.filter((request) => request.method === 'POST').map((request) => request.body);
}

describe('AdminGalleryUploadForm', () => {
  beforeEach(async () => {
    resetToasts();
    vi.mocked(toast).mockClear();
    let count = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++count}`);
    URL.revokeObjectURL = vi.fn();
    await signInAs(STAFF_USER);
  });
  afterEach(signOutTestUser);

  describe('the category', () => {
    it('shows that the categories are loading, then lists them with the choice to create one', async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.post(`${SUPABASE_URL}/rest/v1/rpc/get_gallery_album_categories`, async () => {
          await gate;
          return HttpResponse.json([{ category: 'Youth Ministry' }, { category: 'Sunday Worship' }]);
        }),
      );
      const user = userEvent.setup();
      renderWithProviders(<AdminGalleryUploadForm onAlbumChange={() => {}} />);
      const select = screen.getByLabelText('Category');
      expect(select).toHaveAttribute('aria-busy', 'true');
      expect(within(select).getByRole('option', { name: 'Loading categories…' })).toBeInTheDocument();
      release();
      await within(select).findByRole('option', { name: 'Youth Ministry' });
      expect(select).toHaveAttribute('aria-busy', 'false');
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a category', 'Sunday Worship', 'Youth Ministry', 'Create a new category…']);
      expect(screen.queryByLabelText('New category name')).not.toBeInTheDocument();
      await user.selectOptions(select, 'Create a new category…');
      expect(screen.getByLabelText('New category name')).toHaveAccessibleDescription(
        'Left blank, the images go to the album ‘Uncategorized’.',
      );
    });

    it("toasts 'Error' / 'Could not load categories.' when they cannot be read, and still offers a new one", async () => {
      answerRpc('get_gallery_album_categories', null, { code: 'XX000', message: 'internal error' }, 500);
      renderWithProviders(
        <>
          <AdminGalleryUploadForm onAlbumChange={() => {}} />
          <Toaster />
        </>,
      );
      expect(await screen.findByText('Could not load categories.')).toBeInTheDocument();
      expect(toastCalls()).toEqual([
        { title: 'Error', description: 'Could not load categories.', variant: 'destructive' },
      ]);
      const select = screen.getByLabelText('Category');
      expect(within(select).getByRole('option', { name: 'Create a new category…' })).toBeInTheDocument();
    });

    it('tells the page which existing album is chosen', async () => {
      const s = setup();
      await chooseCategory(s, 'Youth Ministry');
      expect(s.onAlbumChange).toHaveBeenLastCalledWith('Youth Ministry');
      await s.user.selectOptions(s.category, 'Create a new category…');
      expect(s.onAlbumChange).toHaveBeenLastCalledWith(null);
    });
  });

  describe('validation (spec §5)', () => {
    it("asks for a category and files: 'Please select or create a category.', 'Please select files to upload.'", async () => {
      const uploaded = answerStorageUpload('gallery-images');
      const recorded = recordRequests('gallery_images');
      const s = setup();
      await s.user.click(s.submit());
      expect(await screen.findByText('Please select or create a category.')).toBeInTheDocument();
      expect(screen.getByText('Please select files to upload.')).toBeInTheDocument();
      expect(s.category).toHaveAttribute('aria-invalid', 'true');
      expect(s.category).toHaveAccessibleDescription('Please select or create a category.');
      expect(s.files()).toHaveAccessibleDescription(
        'PNG, JPEG, GIF or WebP, up to 5 MB each. You can choose several at once. Please select files to upload.',
      );
      expect(uploaded).toEqual([]);
      expect(recorded).toEqual([]);
    });

    it("asks for links: 'Please provide external image URLs.' when only empty lines are given", async () => {
      const recorded = recordRequests('gallery_images');
      const s = setup();
      await chooseCategory(s, 'Youth Ministry');
      await s.user.click(within(s.form).getByRole('radio', { name: 'Add external URLs' }));
      await s.user.type(s.urls(), '   {Enter}{Enter}  ');
      await s.user.click(s.submit());
      expect(await screen.findByText('Please provide external image URLs.')).toBeInTheDocument();
      expect(s.urls()).toHaveAttribute('aria-invalid', 'true');
      expect(recorded).toEqual([]);
    });

    it('names the lines that are not http(s) URLs and saves nothing', async () => {
      const recorded = recordRequests('gallery_images');
      const s = setup();
      await chooseCategory(s, 'Youth Ministry');
      await s.user.click(within(s.form).getByRole('radio', { name: 'Add external URLs' }));
      await s.user.type(
        s.urls(),
        'https://example.org/a.jpg{Enter}example.org/b.jpg{Enter}{Enter}ftp://example.org/c.jpg',
      );
      await s.user.click(s.submit());
      expect(
        await screen.findByText(
          'These lines are not http(s) URLs: "example.org/b.jpg", "ftp://example.org/c.jpg".',
        ),
      ).toBeInTheDocument();
      expect(recorded).toEqual([]);
      expect(toast).not.toHaveBeenCalled();
    });

    it('refuses files of another type or over 5 MB at selection, naming them, and keeps the others', async () => {
      const s = setup();
      await s.user.upload(s.files(), [
        png('ok.png'),
        new File(['hello'], 'notes.txt', { type: 'text/plain' }),
        png('huge.png', 5 * 1024 * 1024 + 1),
      ]);
      const alert = within(s.form).getByRole('alert');
      expect(alert).toHaveTextContent(
        'notes.txt was not added: only PNG, JPEG, GIF and WebP images can be uploaded.',
      );
      expect(alert).toHaveTextContent('huge.png was not added: it is larger than 5 MB.');
      const items = within(s.chosen() as HTMLElement).getAllByRole('listitem');
      expect(items).toHaveLength(1);
      expect(items[0]).toHaveTextContent('ok.png');
    });
  });

  describe('files', () => {
    it('shows a preview of each chosen file with its name, size and Remove, revoking its URL when removed', async () => {
      const s = setup();
      await s.user.upload(s.files(), [png('First.png', 2048), png('second.png')]);
      await s.user.upload(s.files(), [png('third.png')]);
      const items = within(s.chosen() as HTMLElement).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(
        within(items[0] as HTMLElement).getByRole('img', { name: 'Preview of First.png' }),
      ).toHaveAttribute('src', 'blob:preview-1');
      expect(items[0]).toHaveTextContent('2.0 KB');
      expect(items[0]).toHaveTextContent('Ready to upload');
      await s.user.click(within(s.form).getByRole('button', { name: 'Remove second.png' }));
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
      expect(within(s.chosen() as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    });

    it('revokes every preview URL when the form goes away', async () => {
      const s = setup();
      await s.user.upload(s.files(), [png('a.png'), png('b.png')]);
      s.unmount();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    });

    it('uploads each file to {category-slug}/{timestamp}_{file-slug}, inserts one row per file, toasts and clears', async () => {
      const uploaded = answerStorageUpload('gallery-images');
      const recorded = recordRequests('gallery_images');
      const s = setup();
      const invalidate = vi.spyOn(s.queryClient, 'invalidateQueries');
      await chooseCategory(s, 'Youth Ministry');
      await s.user.upload(s.files(), [
        new File(['j'], 'Sunset Photo.JPG', { type: 'image/jpeg' }),
        png('Sunset Photo.JPG'),
      ]);
      await s.user.type(s.description(), '  Summer camp  ');
      const before = Date.now();
      await s.user.click(s.submit());
      expect(
        await screen.findByText('2 image(s) processed for category Youth Ministry.'),
      ).toBeInTheDocument();
      const after = Date.now();

      expect(uploaded).toHaveLength(2);
      const [first, second] = uploaded.map((path) => /^youth-ministry\/(\d+)_sunset-photo\.jpg$/.exec(path));
      expect(first).not.toBeNull();
      expect(second).not.toBeNull();
      const stamp = Number(first?.[1]);
      expect(stamp).toBeGreaterThanOrEqual(before);
      expect(stamp).toBeLessThanOrEqual(after);
      expect(Number(second?.[1])).toBe(stamp + 1);

      expect(inserts(recorded)).toEqual([
        uploaded.map((path) => ({
          category: 'Youth Ministry',
          description: 'Summer camp',
          image_file_path: path,
          source_type: 'upload',
          image_external_url: null,
        })),
      ]);
      for (const row of (inserts(recorded)[0] as object[]) ?? []) {
        expect(Object.keys(row).sort()).toEqual([
          'category',
          'description',
          'image_external_url',
          'image_file_path',
          'source_type',
        ]);
      }
      expect(toastCalls()).toEqual([{ title: '2 image(s) processed for category Youth Ministry.' }]);
      await waitFor(() => expect(s.chosen()).not.toBeInTheDocument());
      expect(s.description()).toHaveValue('');
      expect(s.category).toHaveValue('Youth Ministry');
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['gallery_images'] });
      expect(s.onAlbumChange).toHaveBeenLastCalledWith('Youth Ministry');
    });

    it('shows each file’s progress while it uploads and disables the whole form', async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const uploaded = answerStorageUpload('gallery-images');
      server.use(
        http.post(UPLOAD_URL, async () => {
          await gate;
          return undefined; // on to answerStorageUpload
        }),
      );
      recordRequests('gallery_images');
      const s = setup();
      await chooseCategory(s, 'Sunday Worship');
      await s.user.upload(s.files(), [png('a.png'), png('b.png')]);
      await s.user.type(s.description(), 'Easter');
      await s.user.click(s.submit());

      const progress = await within(s.form).findByRole('progressbar', { name: 'Upload progress of a.png' });
      expect(progress).toHaveAttribute('max', '100');
      expect(progress).toHaveAttribute('value', '0');
      expect(s.form).toHaveAttribute('aria-busy', 'true');
      expect(s.submit()).toHaveTextContent('Uploading...');
      for (const control of [
        s.category,
        s.files(),
        s.description(),
        s.submit(),
        within(s.form).getByRole('radio', { name: 'Add external URLs' }),
        within(s.form).getByRole('button', { name: 'Remove a.png' }),
      ]) {
        expect(control).toBeDisabled();
      }
      const items = within(s.chosen() as HTMLElement).getAllByRole('listitem');
      expect(items[1]).toHaveTextContent('Ready to upload');

      release();
      expect(
        await screen.findByText('2 image(s) processed for category Sunday Worship.'),
      ).toBeInTheDocument();
      expect(uploaded).toHaveLength(2);
      await waitFor(() => expect(s.category).toBeEnabled());
    });

    it("toasts 'Upload Error' / 'Failed to upload {name}.' for a failed file, saves the others and keeps the failed one listed", async () => {
      const uploaded = answerStorageUpload('gallery-images');
      server.use(
        http.post(UPLOAD_URL, ({ request }) =>
          request.url.includes('_broken.png')
            ? HttpResponse.json({ statusCode: '500', error: 'internal', message: 'boom' }, { status: 500 })
            : undefined,
        ),
      );
      const recorded = recordRequests('gallery_images');
      const s = setup();
      await chooseCategory(s, 'Youth Ministry');
      await s.user.upload(s.files(), [png('one.png'), png('broken.png'), png('three.png')]);
      await s.user.type(s.description(), 'Retreat');
      await s.user.click(s.submit());
      expect(
        await screen.findByText('2 image(s) processed for category Youth Ministry.'),
      ).toBeInTheDocument();

      expect(toastCalls()).toEqual([
        { title: 'Upload Error', description: 'Failed to upload broken.png.', variant: 'destructive' },
        { title: '2 image(s) processed for category Youth Ministry.' },
      ]);
      expect(uploaded.map((path) => path.replace(/\/\d+_/, '/N_'))).toEqual([
        'youth-ministry/N_one.png',
        'youth-ministry/N_three.png',
      ]);
      const rows = inserts(recorded);
      expect(rows).toHaveLength(1);
      expect((rows[0] as { image_file_path: string }[]).map((row) => row.image_file_path)).toEqual(uploaded);
      const items = within(s.chosen() as HTMLElement).getAllByRole('listitem');
      expect(items).toHaveLength(1);
      expect(items[0]).toHaveTextContent('broken.png');
      expect(items[0]).toHaveTextContent('Upload failed');
      expect(s.description()).toHaveValue('Retreat');
    });

    it("toasts 'Upload Failed' and inserts nothing when no file could be uploaded, keeping the form", async () => {
      answerStorageUpload('gallery-images', { statusCode: '403', error: 'Unauthorized', message: 'denied' });
      const recorded = recordRequests('gallery_images');
      const s = setup();
      await chooseCategory(s, 'Youth Ministry');
      await s.user.upload(s.files(), [png('a.png'), png('b.png')]);
      await s.user.type(s.description(), 'Kept');
      await s.user.click(s.submit());
      expect(
        await screen.findByText('No images were successfully uploaded to Supabase.'),
      ).toBeInTheDocument();
      expect(toastCalls()).toEqual([
        { title: 'Upload Error', description: 'Failed to upload a.png.', variant: 'destructive' },
        { title: 'Upload Error', description: 'Failed to upload b.png.', variant: 'destructive' },
        {
          title: 'Upload Failed',
          description: 'No images were successfully uploaded to Supabase.',
          variant: 'destructive',
        },
      ]);
      expect(screen.getByText('Upload Failed')).toBeInTheDocument();
      expect(recorded).toEqual([]);
      expect(within(s.chosen() as HTMLElement).getAllByText('Upload failed')).toHaveLength(2);
      expect(s.description()).toHaveValue('Kept');
      expect(s.category).toHaveValue('Youth Ministry');
    });

    it("toasts 'Database Error' when the insert fails, removes the files just uploaded and keeps the form", async () => {
      const uploaded = answerStorageUpload('gallery-images');
      const removed = answerStorageRemove('gallery-images');
      failTable('gallery_images');
      const s = setup();
      await s.user.selectOptions(s.category, 'Create a new category…');
      await s.user.type(within(s.form).getByLabelText('New category name'), 'Harvest');
      await s.user.upload(s.files(), [png('a.png'), png('b.png')]);
      await s.user.type(s.description(), 'Kept text');
      await s.user.click(s.submit());
      expect(await screen.findByText('Failed to save image records.')).toBeInTheDocument();
      expect(screen.getByText('Database Error')).toBeInTheDocument();
      expect(toastCalls()).toEqual([
        { title: 'Database Error', description: 'Failed to save image records.', variant: 'destructive' },
      ]);
      expect(uploaded).toHaveLength(2);
      // Each file goes with the variants it may have (docs/decisions/0042).
      expect(removed).toEqual(
        uploaded.flatMap((path) => [path, ...VARIANT_WIDTHS.map((w) => variantPath(path, w))]),
      );
      expect(within(s.chosen() as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
      expect(within(s.chosen() as HTMLElement).getAllByText('Ready to upload')).toHaveLength(2);
      expect(s.category).toHaveValue(' ');
      expect(within(s.form).getByLabelText('New category name')).toHaveValue('Harvest');
      expect(s.description()).toHaveValue('Kept text');
      expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    });
  });

  describe('a new category', () => {
    it('is trimmed, joins the list and stays selected after saving', async () => {
      answerStorageUpload('gallery-images');
      const recorded = recordRequests('gallery_images');
      const s = setup();
      await s.user.selectOptions(s.category, 'Create a new category…');
      await s.user.type(within(s.form).getByLabelText('New category name'), '   Easter Sunday  ');
      await s.user.upload(s.files(), [png('lily.png')]);
      await s.user.click(s.submit());
      expect(await screen.findByText('1 image(s) processed for category Easter Sunday.')).toBeInTheDocument();
      const [rows] = inserts(recorded) as { category: string; image_file_path: string }[][];
      expect(rows?.[0]?.category).toBe('Easter Sunday');
      expect(rows?.[0]?.image_file_path).toMatch(/^easter-sunday\/\d+_lily\.png$/);
      await waitFor(() => expect(s.category).toHaveValue('Easter Sunday'));
      expect(
        within(s.category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Select a category',
        'Easter Sunday',
        'Sunday Worship',
        'Youth Ministry',
        'Create a new category…',
      ]);
      expect(within(s.form).queryByLabelText('New category name')).not.toBeInTheDocument();
      expect(s.onAlbumChange).toHaveBeenLastCalledWith('Easter Sunday');
    });

    it("becomes 'Uncategorized' when left blank", async () => {
      const uploaded = answerStorageUpload('gallery-images');
      const recorded = recordRequests('gallery_images');
      const s = setup({ categories: [] });
      expect(
        await within(s.category).findByRole('option', { name: 'No categories yet' }),
      ).toBeInTheDocument();
      await s.user.selectOptions(s.category, 'Create a new category…');
      await s.user.type(within(s.form).getByLabelText('New category name'), '   ');
      await s.user.upload(s.files(), [png('x.png')]);
      await s.user.click(s.submit());
      expect(await screen.findByText('1 image(s) processed for category Uncategorized.')).toBeInTheDocument();
      expect(uploaded[0]).toMatch(/^uncategorized\/\d+_x\.png$/);
      expect(inserts(recorded)).toEqual([
        [
          {
            category: 'Uncategorized',
            description: null,
            image_file_path: uploaded[0],
            source_type: 'upload',
            image_external_url: null,
          },
        ],
      ]);
      await waitFor(() => expect(s.category).toHaveValue('Uncategorized'));
    });
  });

  describe('external URLs', () => {
    it('inserts one external_url row per line with the shared description, then clears', async () => {
      const uploaded = answerStorageUpload('gallery-images');
      const recorded = recordRequests('gallery_images');
      const s = setup();
      await chooseCategory(s, 'Sunday Worship');
      await s.user.click(within(s.form).getByRole('radio', { name: 'Add external URLs' }));
      expect(within(s.form).queryByLabelText('Images')).not.toBeInTheDocument();
      await s.user.type(
        s.urls(),
        '  https://example.org/a.jpg  {Enter}{Enter}http://cdn.example.org/b.png{Enter}',
      );
      await s.user.type(s.description(), 'Choir');
      await s.user.click(s.submit());
      expect(
        await screen.findByText('2 image(s) processed for category Sunday Worship.'),
      ).toBeInTheDocument();
      expect(uploaded).toEqual([]);
      expect(inserts(recorded)).toEqual([
        ['https://example.org/a.jpg', 'http://cdn.example.org/b.png'].map((url) => ({
          category: 'Sunday Worship',
          description: 'Choir',
          image_file_path: null,
          source_type: 'url',
          image_external_url: url,
        })),
      ]);
      await waitFor(() => expect(s.urls()).toHaveValue(''));
      expect(s.description()).toHaveValue('');
      expect(s.category).toHaveValue('Sunday Worship');
    });

    it("toasts 'Database Error' when the insert fails and keeps the links", async () => {
      failTable('gallery_images');
      const s = setup();
      await chooseCategory(s, 'Sunday Worship');
      await s.user.click(within(s.form).getByRole('radio', { name: 'Add external URLs' }));
      await s.user.type(s.urls(), 'https://example.org/a.jpg');
      await s.user.click(s.submit());
      expect(await screen.findByText('Failed to save image records.')).toBeInTheDocument();
      expect(s.urls()).toHaveValue('https://example.org/a.jpg');
    });

    it('keeps the chosen files when switching to links and back', async () => {
      const s = setup();
      await s.user.upload(s.files(), [png('a.png')]);
      await s.user.click(within(s.form).getByRole('radio', { name: 'Add external URLs' }));
      expect(s.chosen()).not.toBeInTheDocument();
      await s.user.type(s.urls(), 'https://example.org/a.jpg');
      await s.user.click(within(s.form).getByRole('radio', { name: 'Upload files' }));
      expect(within(s.chosen() as HTMLElement).getByText('a.png')).toBeInTheDocument();
      await s.user.click(within(s.form).getByRole('radio', { name: 'Add external URLs' }));
      expect(s.urls()).toHaveValue('https://example.org/a.jpg');
      expect(within(s.form).getByRole('group', { name: 'Image source' })).toBeInTheDocument();
    });
  });
});
