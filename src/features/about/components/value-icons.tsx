import { icon } from '@/components/ui/icon';

// Icons of the About values (spec §3 `about_us_values`) that only the About page shows. Defined here rather than in
// @/components/ui/icons so that the entry chunk does not carry them (see `icon`).

export const AwardIcon = /* @__PURE__ */ icon(
  'AwardIcon',
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="M8.5 14l-1.5 7 5-3 5 3-1.5-7" />
  </>,
);

export const HandshakeIcon = /* @__PURE__ */ icon(
  'HandshakeIcon',
  <>
    <path d="M2 11l4-4 4 2 3-2 4 1 5 3" />
    <path d="M6 7v6l5 5c.8.8 2 .8 2.8 0l4.7-4.7" />
    <path d="M10 9l3 3M12.5 14.5l2 2M9.5 15.5l1.5 1.5" />
  </>,
);

export const UsersIcon = /* @__PURE__ */ icon(
  'UsersIcon',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.5c2.2.8 3.5 2.8 3.5 5.5" />
  </>,
);
