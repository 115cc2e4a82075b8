import type { SVGProps } from 'react';

/**
 * A 24 × 24 stroke icon of a photo (a frame with hills and a sun), drawn like the icons of
 * `src/components/ui/icons.tsx`; decorative (hidden from assistive technology). Used by the
 * gallery's photo counts and empty states.
 */
export function ImagesIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-5'}
      {...props}
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 17l5-5 4 4 3-3 5 5" />
      <circle cx="15.5" cy="9.5" r="1.5" />
    </svg>
  );
}
