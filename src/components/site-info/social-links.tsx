import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, ThreadsIcon, TwitterIcon, YoutubeIcon } from '@/components/ui/icons';
import { layoutMessages } from '@/i18n/layout';
import { useMessages } from '@/lib/i18n/messages';
import type { SocialLink, SocialPlatform } from '@/lib/site-settings/schemas';
import { cn } from '@/lib/utils';

const ICONS: Record<SocialPlatform, ComponentType<SVGProps<SVGSVGElement>>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  twitter: TwitterIcon,
  threads: ThreadsIcon,
};

/**
 * Icon links to the church's social accounts (spec §3 `social_media_links`), opening in a new
 * tab; each link's accessible name is the platform.
 */
export function SocialLinks({
  links,
  className,
  linkClassName,
}: {
  links: readonly SocialLink[];
  className?: string;
  linkClassName?: string;
}) {
  const m = useMessages(layoutMessages);
  return (
    <ul className={cn('flex flex-wrap gap-3', className)} aria-label={m.socialMedia}>
      {links.map(({ platform, label, url }) => {
        const Icon = ICONS[platform];
        return (
          <li key={platform}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={m.opensInNewTab(label)}
              className={cn(
                'inline-flex size-11 items-center justify-center rounded-full border transition-colors',
                linkClassName,
              )}
            >
              <Icon className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
