import { SubscribeMenu } from '@/components/feeds/subscribe-menu';
import { RssIcon } from './rss-icon';
import { SITE_NAME } from '@/config/navigation';
import { env } from '@/lib/env';
import { feedUrl } from '@/lib/feeds';

/** The blog feed's address (`rpc/blog_feed`, RSS 2.0 of the published posts). */
export function blogFeedUrl(): string {
  return feedUrl(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, 'blog_feed');
}

/**
 * The blog feed on the blog pages (issue "Subscribe", item 3): `<link rel="alternate"
 * type="application/rss+xml">` (React places it in the document head), so that readers and
 * browsers discover it, and a visible 'RSS feed' control with the address and 'Copy link'.
 */
export function BlogFeed() {
  const address = blogFeedUrl();
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={`${SITE_NAME} blog`} href={address} />
      <SubscribeMenu
        label="RSS feed"
        icon={<RssIcon className="size-4" />}
        title="Blog feed"
        intro="Follow the pastor's blog in your feed reader."
        feeds={[
          { name: 'Blog posts', address, links: [{ label: 'Open the feed', href: address, newTab: true }] },
        ]}
      />
    </>
  );
}
