import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerStorageUpload } from '@/testing/msw-storage';
import { server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { AdminGalleryRoute } from './admin-gallery';

interface Row {
  id: string;
  category: string;
  description: string | null;
  image_file_path: string | null;
  image_external_url: string | null;
  source_type: string;
}

/** gallery_images and its categories as the server holds them: inserts show up in later reads. */
function fakeGallery(initial: Row[]) {
  const rows = [...initial];
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/get_gallery_album_categories`, () =>
      HttpResponse.json(
        [...new Set(rows.map((row) => row.category))].sort().map((category) => ({ category })),
      ),
    ),
    http.get(`${SUPABASE_URL}/rest/v1/gallery_images`, ({ request }) => {
      const category = new URL(request.url).searchParams.get('category')?.replace(/^eq\./, '');
      return HttpResponse.json(rows.filter((row) => row.category === category));
    }),
    http.post(`${SUPABASE_URL}/rest/v1/gallery_images`, async ({ request }) => {
      const body = (await request.json()) as Omit<Row, 'id'>[];
      rows.unshift(...body.map((row, index) => ({ ...row, id: `new-${rows.length + index}` })));
      return new HttpResponse(null, { status: 201 });
    }),
  );
}

function renderPage() {
  return renderWithProviders(
    <>
      <AdminGalleryRoute />
      <Toaster />
    </>,
    { route: '/admin/gallery' },
  );
}

describe('AdminGalleryRoute', () => {
  beforeEach(async () => {
    resetToasts();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    await signInAs(STAFF_USER);
  });
  afterEach(signOutTestUser);

  it("is 'Add Images to Gallery', not indexed, and shows the images of the album chosen in the form", async () => {
    fakeGallery([
      {
        id: 'a',
        category: 'Youth Ministry',
        description: 'Camp fire',
        image_file_path: 'youth-ministry/1_camp.jpg',
        image_external_url: null,
        source_type: 'upload',
      },
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Images to Gallery' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByText('Choose an existing category to see and manage its images.')).toBeInTheDocument();
    const select = screen.getByLabelText('Category');
    await within(select).findByRole('option', { name: 'Youth Ministry' });
    await userEvent.selectOptions(select, 'Youth Ministry');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Images in Youth Ministry' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Camp fire' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Create a new category…');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows a new album with its images once saved', async () => {
    fakeGallery([]);
    answerStorageUpload('gallery-images');
    const user = userEvent.setup();
    renderPage();
    const select = screen.getByLabelText('Category');
    await user.selectOptions(select, 'Create a new category…');
    await user.type(screen.getByLabelText('New category name'), ' Harvest ');
    await user.upload(screen.getByLabelText('Images'), new File(['x'], 'corn.png', { type: 'image/png' }));
    await user.type(screen.getByLabelText('Description (optional)'), 'Corn');
    await user.click(screen.getByRole('button', { name: 'Add Images' }));
    expect(await screen.findByText('1 image(s) processed for category Harvest.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Images in Harvest' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Corn' })).toBeInTheDocument();
    expect(select).toHaveValue('Harvest');
  });
});
