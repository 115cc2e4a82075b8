import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { toast } from '@/lib/toast';
import { signInAs, STAFF_USER } from '@/testing/auth';
import { answerRpc, type recordRequests, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { AdminGalleryUploadForm } from './admin-gallery-upload-form';

// The upload form's test kit (admin-gallery-upload-form*.test.tsx). The test files mock
// `@/lib/toast` (vi.mock) so that `toastCalls` sees every toast raised.

export const UPLOAD_URL = `${SUPABASE_URL}/storage/v1/object/gallery-images/*`;
export const CATEGORIES = ['Sunday Worship', 'Youth Ministry'];

export function png(name: string, size = 68): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

export function setupUploadForm({ categories = CATEGORIES }: { categories?: string[] } = {}) {
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

export type Setup = ReturnType<typeof setupUploadForm>;

export async function chooseCategory({ user, category }: Setup, name: string) {
  await within(category).findByRole('option', { name });
  await user.selectOptions(category, name);
}

export function toastCalls() {
  return vi.mocked(toast).mock.calls.map(([input]) => input);
}

/** Insert bodies sent to gallery_images. */
export function inserts(recorded: ReturnType<typeof recordRequests>) {
  return recorded.filter((request) => request.method === 'POST').map((request) => request.body);
}

/**
 * Before each test: no toast on screen or recorded, object URLs that count the previews, and a
 * signed-in staff member.
 */
export async function arrangeUploadForm() {
  resetToasts();
  vi.mocked(toast).mockClear();
  let count = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++count}`);
  URL.revokeObjectURL = vi.fn();
  await signInAs(STAFF_USER);
}
