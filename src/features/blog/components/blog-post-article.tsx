import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { ContentText } from '@/components/ui/content-text';
import { ErrorState } from '@/components/ui/error-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ArrowLeftIcon, CalendarIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/navigation';
import { useImageDelivery } from '@/hooks/use-image-delivery';
import { getLocale } from '@/lib/i18n/locale';
import { coverImage, coverImageUrl } from '@/lib/covers';
import { IMAGE_SIZES } from '@/lib/image-variants';
import { formatDate } from '@/lib/dates';
import { blogMessages } from '@/i18n/blog';
import { useMessages } from '@/lib/i18n/messages';
import { siteUrl } from '@/lib/site-origin';
import { summary } from '@/lib/text';
import defaultCover from '../assets/blog-cover-default.svg';
import { blogPostQueries, type ShownPost } from '../api/blog-posts';
import { POST_DATE_STYLE } from '../utils/post-date';
import { BlogFeed } from './blog-feed';
import { BlogPostJsonLd } from './blog-post-json-ld';

const BLOG_PATH = '/pastors-corner/blog';

// The light-markup parser (micromark, about 17 kB gzip) is a chunk of its own. A prerendered post
// already holds the rendered text: React keeps that HTML on screen while the chunk loads and then
// hydrates it (a Suspense boundary that has not loaded stays dehydrated), so the first visit does
// not wait for the parser. A post opened from another page shows text-line skeletons meanwhile.
const PostMarkdown = lazy(async () => ({ default: (await import('./post-markdown')).PostMarkdown }));

/** Placeholder lines of a post's text while its renderer loads. */
function PostTextSkeleton() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading the post</span>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
}

// Staff only: a draft or scheduled post at its address, with the staff client (Auth), loaded on
// demand (docs/decisions/0031).
const StaffPostPreview = lazy(() => import('./staff-post-preview'));

/**
 * Whether this device holds a stored sign-in: a supabase-js session key
 * (`sb-<project>-auth-token`, src/lib/supabase.ts) in `localStorage`. Checked without the Auth
 * client, which stays off public pages (docs/decisions/0018); the database decides what it may read.
 */
function hasStoredSession(): boolean {
  try {
    return Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key));
  } catch {
    return false;
  }
}

function BackToBlog() {
  const m = useMessages(blogMessages);
  return (
    <Link
      to={BLOG_PATH}
      className="inline-flex items-center gap-2 font-semibold text-gold-400 underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      {m.back}
    </Link>
  );
}

/** The dark band at the top of the page, under the transparent header (like the page banner). */
function Band({ children }: { children: ReactNode }) {
  return (
    <div className="bg-gradient-to-br from-brand-950 to-brand-800 px-4 pt-28 pb-12 text-white sm:px-6 md:pt-32">
      <div className="mx-auto grid max-w-3xl gap-5">{children}</div>
    </div>
  );
}

const body = 'mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 md:py-16';

/**
 * The post (spec §2). `banner` is given for a post visitors cannot see yet (the staff preview);
 * it is shown above the post, and no structured data is given.
 */
export function Article({ post, banner }: { post: ShownPost; banner?: ReactNode }) {
  const cover = coverImageUrl(post, 'blog-post-covers');
  const coverImg = coverImage(post, 'blog-post-covers', useImageDelivery());
  const m = useMessages(blogMessages);
  return (
    <>
      <PageMeta
        title={post.title}
        description={summary(post.excerpt) ?? summary(post.content) ?? post.title}
        type="article"
        image={cover ? { url: cover, alt: m.cover(post.title) } : undefined}
        translated={post.hasSpanish !== false}
      />
      {banner ?? (
        <>
          <BlogPostJsonLd post={post} url={siteUrl(`/pastors-corner/blog/${post.slug}`)} imageUrl={cover} />
          <BreadcrumbJsonLd
            trail={[
              { name: m.pastorsCorner, path: '/pastors-corner' },
              { name: m.title, path: '/pastors-corner/blog' },
              { name: post.title, path: `/pastors-corner/blog/${post.slug}` },
            ]}
          />
        </>
      )}
      <article>
        <Band>
          <BackToBlog />
          <h1 className="font-serif text-4xl font-bold break-words md:text-5xl">
            <ContentText lang={post.textLanguages?.title}>{post.title}</ContentText>
          </h1>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-100">
            {post.author_name ? <span className="font-semibold">{post.author_name}</span> : null}
            {post.author_name ? <span aria-hidden="true">·</span> : null}
            <span className="inline-flex items-center gap-1.5">
              <CalendarIcon className="size-4 shrink-0 text-gold-400" />
              <time dateTime={post.published_at ?? undefined}>
                {post.published_at ? formatDate(post.published_at, POST_DATE_STYLE) : m.notPublished}
              </time>
            </span>
          </p>
        </Band>
        <div className={body}>
          <FallbackImage
            image={coverImg}
            sizes={IMAGE_SIZES.postCover}
            fallbackSrc={defaultCover}
            alt=""
            width={800}
            height={450}
            decoding="async"
            className="aspect-video w-full rounded-xl bg-brand-900 object-cover"
          />
          <Suspense fallback={<PostTextSkeleton />}>
            <ContentText lang={post.textLanguages?.content} as="div" block>
              <PostMarkdown content={post.content} />
            </ContentText>
          </Suspense>
          {post.tags.length > 0 ? (
            <section aria-labelledby="post-tags" className="border-t border-slate-200 pt-6">
              <h2 id="post-tags" className="sr-only">
                {m.tags}
              </h2>
              {/* Tags are the church's words, kept in English only ('en' on a Spanish page). */}
              <ul lang={getLocale() === 'es' ? 'en' : undefined} className="flex flex-wrap gap-2">
                {post.tags.map((tag, index) => (
                  <li
                    key={`${tag}-${index}`}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium break-all text-brand-800"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
            <p className="text-slate-700">{m.neverMiss}</p>
            <BlogFeed />
          </div>
        </div>
      </article>
    </>
  );
}

/**
 * One blog post (spec §2 "/pastors-corner/blog/{slug}"): title, author, date, cover, the body's
 * light markup, tags and a back link; document title '{post title} | {church name}' and a
 * schema.org `BlogPosting`. A missing, draft or scheduled post shows 'Post Not Found' with a
 * back link; on a device with a sign-in, a draft or scheduled post is asked for again as that
 * user (lazily, with the staff client) and shown to admins and editors with a 'Draft' or
 * 'Scheduled' banner (docs/decisions/0031).
 */
export function BlogPostArticle({ slug }: { slug: string }) {
  const post = useQuery(blogPostQueries.detail(slug, getLocale()));
  const m = useMessages(blogMessages);
  if (post.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{m.loadingPost}</span>
        <Band>
          <Skeleton className="h-5 w-32 bg-white/20!" />
          <Skeleton className="h-12 w-3/4 bg-white/20!" />
          <Skeleton className="h-5 w-1/3 bg-white/20!" />
        </Band>
        <div className={body}>
          <Skeleton className="aspect-video w-full rounded-xl!" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
    );
  }
  if (post.isError) {
    return (
      <>
        <title>{pageTitle(m.title)}</title>
        <Band>
          <BackToBlog />
          <h1 className="font-serif text-4xl font-bold">{m.banner}</h1>
        </Band>
        <div className={body}>
          <ErrorState onRetry={() => void post.refetch()} retrying={post.isFetching} retryText={m.retry}>
            {m.loadError}
          </ErrorState>
        </div>
      </>
    );
  }
  if (!post.data) {
    const notFound = (
      <>
        <title>{pageTitle(m.notFound)}</title>
        <Band>
          <h1 className="font-serif text-4xl font-bold">{m.notFound}</h1>
          <p className="text-lg text-slate-100">{m.notFoundText}</p>
          <BackToBlog />
        </Band>
      </>
    );
    if (!hasStoredSession()) return notFound;
    return (
      <Suspense fallback={notFound}>
        <StaffPostPreview
          slug={slug}
          notFound={notFound}
          render={(draft, banner) => <Article post={draft} banner={banner} />}
        />
      </Suspense>
    );
  }
  return <Article post={post.data} />;
}
