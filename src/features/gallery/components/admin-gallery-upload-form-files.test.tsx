import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '@/lib/toast';
import { VARIANT_WIDTHS, variantPath } from '@/lib/image-variant-names';
import { signOutTestUser } from '@/testing/auth';
import { failTable, recordRequests, server } from '@/testing/msw';
import { answerStorageRemove, answerStorageUpload } from '@/testing/msw-storage';
import {
  arrangeUploadForm,
  chooseCategory,
  inserts,
  png,
  setupUploadForm as setup,
  toastCalls,
  UPLOAD_URL,
} from './test-gallery-upload';

// The files of the upload form: choosing, uploading and what happens when a step fails (the
// category, validation, new categories and links are in admin-gallery-upload-form.test.tsx).

// Every toast raised, in order: only one is on screen at a time (spec §9), so a later toast
// replaces an earlier one before the test could see it. The store is src/lib/toast.ts: the form
// and the query cache (the categories' read) both reach it there.
vi.mock('@/lib/toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

describe('files: choosing them', () => {
  beforeEach(arrangeUploadForm);
  afterEach(signOutTestUser);

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
});

describe('files: uploading', () => {
  beforeEach(arrangeUploadForm);
  afterEach(signOutTestUser);

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
    expect(await screen.findByText('2 image(s) processed for category Youth Ministry.')).toBeInTheDocument();
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
    expect(await screen.findByText('2 image(s) processed for category Sunday Worship.')).toBeInTheDocument();
    expect(uploaded).toHaveLength(2);
    await waitFor(() => expect(s.category).toBeEnabled());
  });
});

describe('files: when a step fails', () => {
  beforeEach(arrangeUploadForm);
  afterEach(signOutTestUser);

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
    expect(await screen.findByText('2 image(s) processed for category Youth Ministry.')).toBeInTheDocument();

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
    expect(await screen.findByText('No images were successfully uploaded to Supabase.')).toBeInTheDocument();
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
