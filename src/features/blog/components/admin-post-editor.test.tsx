import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOutTestUser } from '@/testing/auth';
import { answerStorageSign, answerStorageUpload } from '@/testing/msw-storage';
import { arrangeEditor, fakeTable, post, renderEditor } from './test-posts';

describe('AdminPostEditor: fields and the slug', () => {
  beforeEach(arrangeEditor);
  afterEach(signOutTestUser);

  it('makes the slug from the title until it is edited, and previews the body with the public renderer', async () => {
    fakeTable();
    renderEditor();
    expect(screen.getByText('New post, not saved yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Grace & Peace: Week 1!');
    expect(screen.getByLabelText('Slug')).toHaveValue('grace-peace-week-1');
    await userEvent.type(
      screen.getByLabelText('Body (Markdown)'),
      '## Hello{enter}{enter}Some **bold** words.',
    );
    const preview = screen.getByTestId('post-preview');
    expect(await within(preview).findByRole('heading', { level: 2, name: 'Hello' })).toBeInTheDocument();
    expect(preview.querySelector('strong')).toHaveTextContent('bold');

    await userEvent.clear(screen.getByLabelText('Slug'));
    await userEvent.type(screen.getByLabelText('Slug'), 'my-slug');
    await userEvent.type(screen.getByLabelText('Title'), ' more');
    expect(screen.getByLabelText('Slug')).toHaveValue('my-slug');
  });

  it('shows the field errors and sends nothing when required fields are missing or the slug is malformed', async () => {
    const writes = fakeTable();
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter a slug.')).toBeInTheDocument();
    expect(screen.getByText('Write the post.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'A title');
    await userEvent.clear(screen.getByLabelText('Slug'));
    await userEvent.type(screen.getByLabelText('Slug'), 'Bad Slug');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/^Use lowercase letters, digits and single hyphens/)).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
  });

  it('refuses a slug another post has before saving', async () => {
    const writes = fakeTable({ taken: ['rooted-in-prayer'] });
    renderEditor();
    await userEvent.type(screen.getByLabelText('Title'), 'Rooted in Prayer');
    await userEvent.type(screen.getByLabelText('Body (Markdown)'), 'Words.');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Another post already uses this slug. Choose another one.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('says the same when the database refuses the slug (23505) and keeps the input', async () => {
    fakeTable({
      answer: () =>
        HttpResponse.json(
          { code: '23505', message: 'duplicate key', details: null, hint: null },
          { status: 409 },
        ),
    });
    renderEditor();
    await userEvent.type(screen.getByLabelText('Title'), 'Race');
    await userEvent.type(screen.getByLabelText('Body (Markdown)'), 'Words.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(
      await screen.findByText('Another post already uses this slug. Choose another one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Race');
  });
});

describe('AdminPostEditor: saving and the cover', () => {
  beforeEach(arrangeEditor);
  afterEach(signOutTestUser);

  it('publishes a new post now with every field, and schedules only for a future time', async () => {
    const writes = fakeTable();
    renderEditor();
    await userEvent.type(screen.getByLabelText('Title'), 'Gathering');
    await userEvent.type(screen.getByLabelText('Excerpt'), 'Why we meet.');
    await userEvent.type(screen.getByLabelText('Tags'), 'community, worship, community, ');
    await userEvent.type(screen.getByLabelText('Author'), 'Pastor Ruth');
    await userEvent.type(screen.getByLabelText('Body (Markdown)'), 'We meet.');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a date and time in the future.')).toBeInTheDocument();
    expect(writes).toEqual([]);

    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Post published.')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    const { method, body } = writes[0]!;
    expect(method).toBe('POST');
    expect(body).toMatchObject({
      title: 'Gathering',
      slug: 'gathering',
      excerpt: 'Why we meet.',
      tags: ['community', 'worship'],
      author_name: 'Pastor Ruth',
      content: 'We meet.',
      cover_image_source_type: null,
      cover_image_path: null,
      cover_image_external_url: null,
    });
    expect(new Date(body.published_at as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('saves an edit with the version it read and keeps the slug of a saved post', async () => {
    const writes = fakeTable();
    renderEditor(post({ published_at: '2026-01-04T15:00:00Z' }));
    expect(screen.getByText(/^Published /)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Edited title');
    // The slug of a saved post does not follow its title.
    expect(screen.getByLabelText('Slug')).toHaveValue('rooted-in-prayer');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Post saved.')).toBeInTheDocument();
    expect(writes[0]!.method).toBe('PATCH');
    expect(writes[0]!.url.searchParams.get('id')).toBe('eq.post-1');
    expect(writes[0]!.body).toMatchObject({
      title: 'Edited title',
      version: 3,
      published_at: '2026-01-04T15:00:00Z',
    });
  });

  it('unpublishes a published post back to a draft', async () => {
    const writes = fakeTable();
    renderEditor(post({ published_at: '2026-01-04T15:00:00Z' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Post unpublished: it is a draft again.')).toBeInTheDocument();
    expect(writes[0]!.body).toMatchObject({ published_at: null, version: 3 });
    expect(screen.getByText('Draft: only staff can see it.')).toBeInTheDocument();
  });

  it('uploads a chosen cover before saving, and names the file when the upload fails', async () => {
    fakeTable();
    // A draft's cover goes to the private twin of the cover bucket (docs/decisions/0037).
    const failing = answerStorageUpload('blog-post-covers-unpublished', {
      statusCode: '500',
      error: 'internal',
      message: 'Storage is down',
    });
    renderEditor();
    await userEvent.type(screen.getByLabelText('Title'), 'With cover');
    await userEvent.type(screen.getByLabelText('Body (Markdown)'), 'Words.');
    await userEvent.click(screen.getByLabelText('Upload an image'));
    expect(screen.getByText(/PNG, JPEG, GIF or WebP, up to 5\.0 MB/)).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Cover image file'),
      new File(['x'.repeat(10)], 'sunrise.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'sunrise.png could not be uploaded: Storage is down. Nothing was saved; try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(failing).toEqual([]);

    const uploaded = answerStorageUpload('blog-post-covers-unpublished');
    const signed = answerStorageSign('blog-post-covers-unpublished');
    const writes = fakeTable();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]).toMatch(/^with-cover\/\d+_sunrise\.png$/);
    expect(writes[0]!.body).toMatchObject({
      cover_image_source_type: 'upload',
      cover_image_path: uploaded[0],
    });
    // The saved draft's cover is shown through a signed URL of the private twin.
    const current = await screen.findByAltText('Cover preview');
    expect(current.getAttribute('src')).toMatch(
      /\/storage\/v1\/object\/sign\/blog-post-covers-unpublished\/with-cover\/\d+_sunrise\.png\?token=test-token$/,
    );
    expect(signed).toEqual([uploaded[0]]);
  });

  it('uploads the cover of a post published now straight to the public bucket', async () => {
    fakeTable();
    const uploaded = answerStorageUpload('blog-post-covers');
    renderEditor();
    await userEvent.type(screen.getByLabelText('Title'), 'Public cover');
    await userEvent.type(screen.getByLabelText('Body (Markdown)'), 'Words.');
    await userEvent.click(screen.getByLabelText('Upload an image'));
    await userEvent.upload(
      screen.getByLabelText('Cover image file'),
      new File(['x'.repeat(10)], 'sunrise.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByAltText('Cover preview')).toHaveAttribute(
      'src',
      expect.stringMatching(
        /\/storage\/v1\/object\/public\/blog-post-covers\/public-cover\/\d+_sunrise\.png$/,
      ),
    );
    expect(uploaded).toHaveLength(1);
  });
});
