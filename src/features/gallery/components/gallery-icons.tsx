import { icon } from '@/components/ui/icon';

// Icons that only the gallery pages show. Defined here rather than in
// @/components/ui/icons so that the entry chunk does not carry them (see `icon`).

/** A photo: a frame with hills and a sun (gallery counts and empty states). */
export const ImagesIcon = /* @__PURE__ */ icon(
  'ImagesIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 17l5-5 4 4 3-3 5 5" />
    <circle cx="15.5" cy="9.5" r="1.5" />
  </>,
);

export const ArrowRightIcon = /* @__PURE__ */ icon('ArrowRightIcon', <path d="M5 12h14M13 6l6 6-6 6" />);
