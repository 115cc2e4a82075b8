import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import type { ContactInfo } from '@/lib/site-settings/schemas';
import { cn } from '@/lib/utils';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Address, phone (a `tel:` link) and e-mail (a `mailto:` link) of the church. */
export function ContactDetails({
  info,
  className,
  linkClassName,
}: {
  info: ContactInfo;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={cn('grid gap-3', className)}>
      <li className="flex gap-3">
        <MapPinIcon className="mt-0.5 size-5 shrink-0" />
        <address className="not-italic">{info.address}</address>
      </li>
      <li className="flex gap-3">
        <PhoneIcon className="mt-0.5 size-5 shrink-0" />
        <a href={telHref(info.phone)} className={cn('underline-offset-4 hover:underline', linkClassName)}>
          {info.phone}
        </a>
      </li>
      <li className="flex gap-3">
        <MailIcon className="mt-0.5 size-5 shrink-0" />
        <a
          href={`mailto:${info.email}`}
          className={cn('break-all underline-offset-4 hover:underline', linkClassName)}
        >
          {info.email}
        </a>
      </li>
    </ul>
  );
}
