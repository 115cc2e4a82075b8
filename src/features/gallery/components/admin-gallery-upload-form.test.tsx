import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type * as ToastModule from '@/lib/toast';
import { toast } from '@/lib/toast';
import { signOutTestUser } from '@/testing/auth';
import { answerRpc, failTable, recordRequests, server, SUPABASE_URL } from '@/testing/msw';
import { answerStorageUpload } from '@/testing/msw-storage';
import { renderWithProviders } from '@/testing/render';
import {
  arrangeUploadForm,
  chooseCategory,
  inserts,
  png,
  setupUploadForm as setup,
  toastCalls,
} from './test-gallery-upload';
import { AdminGalleryUploadForm } from './admin-gallery-upload-form';

// Every toast raised, in order: only one is on screen at a time (spec §9), so a later toast
// replaces an earlier one before the test could see it. The store is src/lib/toast.ts: the form
// and the query cache (the categories' read) both reach it there.
vi.mock('@/lib/toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

describe('the category', () => {
  beforeEach(arrangeUploadForm);
  afterEach(signOutTestUser);

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
  beforeEach(arrangeUploadForm);
  afterEach(signOutTestUser);

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

describe('a new category', () => {
  beforeEach(arrangeUploadForm);
  afterEach(signOutTestUser);

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
    expect(await within(s.category).findByRole('option', { name: 'No categories yet' })).toBeInTheDocument();
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
  beforeEach(arrangeUploadForm);
  afterEach(signOutTestUser);

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
    expect(await screen.findByText('2 image(s) processed for category Sunday Worship.')).toBeInTheDocument();
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
