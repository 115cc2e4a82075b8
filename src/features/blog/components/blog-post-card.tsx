import { Link } from 'react-router-dom';
import { ContentText } from '@/components/ui/content-text';
import { FallbackImage } from '@/components/ui/fallback-image';
import { CalendarIcon } from '@/components/ui/icons';
import { useImageDelivery } from '@/hooks/use-image-delivery';
import { coverImage } from '@/lib/covers';
import { IMAGE_SIZES } from '@/lib/image-variants';
import { formatDate } from '@/lib/dates';
import { blogMessages } from '@/i18n/blog';
import { useMessages } from '@/lib/i18n/messages';
import defaultCover from '../assets/blog-cover-default.svg';
import type { ShownPost } from '../api/blog-posts';
import { postExcerpt } from '../utils/plain-text';
import { POST_DATE_STYLE } from '../utils/post-date';

/**
 * A blog post as a card (spec §2): cover (by `cover_image_source_type`, bucket blog-post-covers
 * or the external URL, a default image otherwise or on load error), title, author, date, the
 * excerpt or the first `excerptLength` characters of the content as plain text, and 'Read More'
 * to `/pastors-corner/blog/{slug}`.
 */
export function BlogPostCard({
  post,
  excerptLength,
  headingLevel = 3,
  eager = false,
}: {
  post: ShownPost;
  excerptLength: number;
  headingLevel?: 2 | 3;
  /** Load the cover at once (cards of the first row, which may be the largest paint). */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const delivery = useImageDelivery();
  const m = useMessages(blogMessages);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <FallbackImage
        image={coverImage(post, 'blog-post-covers', delivery)}
        sizes={IMAGE_SIZES.grid3}
        fallbackSrc={defaultCover}
        alt={m.cover(post.title)}
        width={800}
        height={450}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full bg-brand-900 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="font-serif text-xl font-bold text-brand-950">
          <ContentText lang={post.textLanguages?.title}>{post.title}</ContentText>
        </Heading>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          {post.author_name ? <span className="font-medium">{post.author_name}</span> : null}
          {post.author_name ? <span aria-hidden="true">·</span> : null}
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon className="size-4 shrink-0 text-brand-700" />
            <time dateTime={post.published_at ?? undefined}>
              {formatDate(post.published_at, POST_DATE_STYLE)}
            </time>
          </span>
        </p>
        <p className="flex-1 text-slate-700">
          <ContentText
            lang={post.excerpt?.trim() ? post.textLanguages?.excerpt : post.textLanguages?.content}
            note={false}
          >
            {postExcerpt(post, excerptLength)}
          </ContentText>
        </p>
        <Link
          to={`/pastors-corner/blog/${encodeURIComponent(post.slug)}`}
          className="mt-2 inline-flex items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {m.readMore}
          {/* Part of the text (not an aria-label), so crawlers read a descriptive link too. */}
          <span className="sr-only">{m.readMoreAbout(post.title)}</span>
        </Link>
      </div>
    </article>
  );
}

/** The text lines of a {@link BlogPostCard}'s `CardSkeleton`: title, byline, excerpt. */
export const BLOG_CARD_SKELETON_LINES = ['h-6 w-3/4', 'h-4 w-1/2', 'h-16 w-full'] as const;
