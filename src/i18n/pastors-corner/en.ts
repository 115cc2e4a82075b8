import { UNKNOWN_ERROR } from '@/lib/errors';

/** The Pastor's Corner page's English text (see `../pastors-corner.ts`); the spec's words (§2). */
const en = {
  /** The error state's button, and its text while retrying. */
  retry: { idle: 'Try again', busy: 'Trying again...' },
  title: "Pastor's Corner",
  description: 'Book recommendations, blog posts, the bookstore and testimonies from our church family.',
  banner: 'A word from our pastor, recommended reading, the blog and testimonies from our church family',
  tabsLabel: "Pastor's Corner sections",
  tabs: { main: "Pastor's Desk", blog: 'Blog', bookstore: 'Bookstore', testimonies: 'Testimonies' },
  loadingDesk: "Loading the pastor's desk",
  deskError: "Could not load the pastor's desk. Please try again later.",
  word: 'Word of Encouragement',
  verses: 'Key Bible Verses',
  books: 'Recommended Books',
  loadingBooks: 'Loading recommended books',
  bookCover: (title: string) => `Cover of ${title}`,
  by: (author: string) => `by ${author}`,
  read: 'Read',
  readPdf: (title: string) => `: ${title} (PDF, opens in a new tab)`,
  /** The bookstore tab (spec §2, §9); its error names no server message (spec §8). */
  bookstore: {
    loading: 'Loading the bookstore',
    error: `Error loading books: ${UNKNOWN_ERROR}`,
    emptyTitle: 'No Books Yet',
    emptyText: 'The bookstore is being stocked. Please check back soon.',
    buy: 'Buy Now',
    newTab: (title: string) => `: ${title} (opens in a new tab)`,
  },
};

export default en;
