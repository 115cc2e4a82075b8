import { queryOptions } from '@tanstack/react-query';

/**
 * The passage parser, loaded on demand: `bible-passage-reference-parser` with its English module
 * is a separate chunk that only a query that looks like a reference downloads, so the archive's
 * first visit does not pay for it (issue "Search that understands keywords and passages").
 * Cached for the whole visit once loaded.
 */
export const passageSearchQuery = queryOptions({
  queryKey: ['bible-passage-parser'] as const,
  queryFn: async () => {
    const { createPassageSearch } = await import('../utils/passages');
    return { createPassageSearch };
  },
  staleTime: Infinity,
  gcTime: Infinity,
});
