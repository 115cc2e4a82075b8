import type { ReactNode, SVGProps } from 'react';

/** Props of every icon: any `<svg>` attribute. */
export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A 24 × 24 stroke icon; decorative (hidden from assistive technology) unless labelled.
 *
 * Where icons live: the bundler places each module in one chunk, and `./icons.tsx` rides in the
 * entry chunk (the header and the footer use it), with every icon that any page imports from it.
 * So it holds the icons of the layout and of several pages; an icon that a single feature uses is
 * defined in that feature and loads with its page (docs/decisions/0006, first-visit budget).
 * Calls are marked pure so that unused icons drop out.
 *
 * @param displayName - the component's name in React's developer tools, e.g. `'MenuIcon'`.
 * @param children - the SVG content, on a 24 × 24 grid.
 * @returns a component taking any `<svg>` attribute; `className` defaults to `size-5`.
 */
export function icon(displayName: string, children: ReactNode) {
  function Icon({ className, ...props }: IconProps) {
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
        {children}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
