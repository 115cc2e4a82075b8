import { icon } from './icon';

// Icons of the layout and of more than one page; see `icon` for where the others live.

export const MenuIcon = /* @__PURE__ */ icon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);

export const XIcon = /* @__PURE__ */ icon('XIcon', <path d="M6 6l12 12M18 6L6 18" />);

export const ArrowUpIcon = /* @__PURE__ */ icon('ArrowUpIcon', <path d="M12 19V5M6 11l6-6 6 6" />);

export const ArrowLeftIcon = /* @__PURE__ */ icon('ArrowLeftIcon', <path d="M19 12H5M11 6l-6 6 6 6" />);

export const PlayIcon = /* @__PURE__ */ icon('PlayIcon', <path d="M7 4.5v15l12-7.5z" fill="currentColor" />);

export const HeartIcon = /* @__PURE__ */ icon(
  'HeartIcon',
  <path d="M12 20s-7.5-4.6-9.2-9.3C1.6 7.2 3.9 4 7.2 4c2 0 3.6 1.2 4.8 3 1.2-1.8 2.8-3 4.8-3 3.3 0 5.6 3.2 4.4 6.7C19.5 15.4 12 20 12 20z" />,
);

export const MapPinIcon = /* @__PURE__ */ icon(
  'MapPinIcon',
  <>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const PhoneIcon = /* @__PURE__ */ icon(
  'PhoneIcon',
  <path d="M5 3h3.5l1.8 4.6-2.3 1.6a12 12 0 0 0 6.8 6.8l1.6-2.3L21 15.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />,
);

export const MailIcon = /* @__PURE__ */ icon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);

export const ClockIcon = /* @__PURE__ */ icon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const CalendarIcon = /* @__PURE__ */ icon(
  'CalendarIcon',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);

export const FacebookIcon = /* @__PURE__ */ icon(
  'FacebookIcon',
  <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />,
);

export const InstagramIcon = /* @__PURE__ */ icon(
  'InstagramIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);

export const YoutubeIcon = /* @__PURE__ */ icon(
  'YoutubeIcon',
  <>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="M10 9v6l5-3z" fill="currentColor" />
  </>,
);

export const TwitterIcon = /* @__PURE__ */ icon(
  'TwitterIcon',
  <path d="M4 4l16 16M20 4l-6.5 6.5M10.5 13.5L4 20" />,
);

export const ThreadsIcon = /* @__PURE__ */ icon(
  'ThreadsIcon',
  <path d="M17 8.5C16 5.5 14 4 11.8 4 7.5 4 5 7.4 5 12s2.5 8 7 8c3.5 0 6-2.2 6-5s-2.3-4.2-5.5-4.2c-2.2 0-3.5 1.2-3.5 2.7s1.2 2.5 2.8 2.5c2.5 0 3.7-2.2 3.7-6" />,
);
