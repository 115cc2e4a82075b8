import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { donateMessages } from '@/i18n/donate';
import { useMessages } from '@/lib/i18n/messages';

/** Where the checkout result pages send people back to (spec §2 "Checkout result pages"). */
export const BOOKSTORE_HREF = '/pastors-corner?tab=bookstore';

/**
 * The body of a checkout result page: an icon, a heading, a sentence, and links back to the
 * bookstore tab (or `backTo`, e.g. the Donate page after a gift) and the home page.
 */
export function CheckoutResult({
  icon,
  title,
  children,
  bookstoreLabel,
  backTo = BOOKSTORE_HREF,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  bookstoreLabel: string;
  backTo?: string;
}) {
  const m = useMessages(donateMessages);
  return (
    <section className="flex min-h-[80vh] items-center justify-center bg-slate-50 px-4 pt-28 pb-16">
      <div className="grid max-w-xl justify-items-center gap-5 rounded-xl bg-white p-8 text-center shadow-md sm:p-10">
        <div
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700"
        >
          {icon}
        </div>
        <h1 className="font-serif text-3xl font-bold text-brand-950 sm:text-4xl">{title}</h1>
        <div className="text-lg text-slate-700">{children}</div>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={backTo} className={buttonVariants({ size: 'lg' })}>
            {bookstoreLabel}
          </Link>
          <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {m.backHome}
          </Link>
        </div>
      </div>
    </section>
  );
}
