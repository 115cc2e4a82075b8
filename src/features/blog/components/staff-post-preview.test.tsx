import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerStorageSign } from '@/testing/msw-storage';
import { answerTable, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { blogPost } from '../testing/blog-post-fixtures';
import { Article } from './blog-post-article';
import StaffPostPreview from './staff-post-preview';

beforeEach(async () => {
  await signInAs(STAFF_USER, { role: 'editor' });
});

afterEach(signOutTestUser);

describe('StaffPostPreview', () => {
  it("shows a draft's uploaded cover through a signed URL of the private twin (decision 0037)", async () => {
    answerTable('pastor_blog_posts', [
      blogPost('p1', {
        slug: 'coming-soon',
        title: 'Coming soon',
        published_at: null,
        cover_image_source_type: 'upload',
        cover_image_path: 'coming-soon/1_cover.webp',
      }),
    ]);
    const signed = answerStorageSign('blog-post-covers-unpublished');
    const { container } = renderWithProviders(
      <StaffPostPreview
        slug="coming-soon"
        notFound={<p>Post Not Found</p>}
        render={(post, banner) => <Article post={post} banner={banner} />}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    await screen.findByText(/only staff can see this post/);
    await expect
      .poll(() => container.querySelector('article img')?.getAttribute('src'))
      .toBe(
        `${SUPABASE_URL}/storage/v1/object/sign/blog-post-covers-unpublished/coming-soon/1_cover.webp?token=test-token`,
      );
    expect(signed).toEqual(['coming-soon/1_cover.webp']);
  });
});
