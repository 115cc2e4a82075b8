import { icon } from '@/components/ui/icon';

// The feed icon of the blog's 'RSS feed' control. Defined here rather than in
// @/components/ui/icons so that the entry chunk does not carry them (see `icon`).

export const RssIcon = /* @__PURE__ */ icon(
  'RssIcon',
  <>
    <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
    <circle cx="6" cy="18" r="1.5" fill="currentColor" />
  </>,
);
