/** The blog's English text (see `../blog.ts`); the spec's words (§2 "/pastors-corner/blog"). */
const en = {
  /** The error state's button, and its text while retrying. */
  retry: { idle: 'Try again', busy: 'Trying again...' },
  title: 'Blog',
  description: "Articles from the Pastor's Corner: reflections, teaching and news from our church.",
  banner: "Pastor's Blog",
  bannerText: 'Reflections, teaching and news from our pastors',
  pastorsCorner: "Pastor's Corner",
  loading: 'Loading blog posts',
  emptyTitle: 'No Blog Posts Yet',
  emptyText: 'Check back soon for words from our pastor.',
  latest: 'Latest From the Blog',
  viewAll: 'View All Posts',
  cover: (title: string) => `Cover image for ${title}`,
  readMore: 'Read More',
  readMoreAbout: (title: string) => ` about ${title}`,
  back: 'Back to Blog',
  notPublished: 'Not published yet',
  tags: 'Tags',
  neverMiss: 'Never miss a post:',
  loadingPost: 'Loading the post',
  loadError: 'Could not load this post. Please try again later.',
  notFound: 'Post Not Found',
  notFoundText: 'The post you are looking for does not exist or has not been published yet.',
  feed: {
    label: 'RSS feed',
    title: 'Blog feed',
    intro: "Follow the pastor's blog in your feed reader.",
    name: 'Blog posts',
    open: 'Open the feed',
    alternate: (church: string) => `${church} blog`,
  },
};

export default en;
