import { SubscribeMenu } from '@/components/feeds/subscribe-menu';
import { RssIcon } from './rss-icon';
import { SITE_NAME } from '@/config/navigation';
import { env } from '@/lib/env';
import { feedUrl } from '@/lib/feeds';
import { blogMessages } from '@/i18n/blog';
import { useMessages } from '@/lib/i18n/messages';

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
  const m = useMessages(blogMessages).feed;
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={m.alternate(SITE_NAME)} href={address} />
      <SubscribeMenu
        label={m.label}
        icon={<RssIcon className="size-4" />}
        title={m.title}
        intro={m.intro}
        feeds={[{ name: m.name, address, links: [{ label: m.open, href: address, newTab: true }] }]}
      />
    </>
  );
}
