import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { HeartIcon } from '@/components/ui/icons';
import { homeMessages } from '@/i18n/home';
import { useMessages } from '@/lib/i18n/messages';

/** Home section 4 (spec §2): 'Support Our Ministry' with a button to /donate. */
export function SupportSection() {
  const m = useMessages(homeMessages);
  return (
    <section aria-labelledby="support-title" className="bg-brand-900 px-4 py-16 text-white sm:px-6 md:py-20">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
        <HeartIcon className="size-12 text-gold-400" />
        <h2 id="support-title" className="font-serif text-3xl font-bold md:text-4xl">
          {m.supportTitle}
        </h2>
        <p className="max-w-2xl text-lg text-slate-100">{m.supportText}</p>
        <Link to="/donate" className={buttonVariants({ variant: 'gold', size: 'lg' })}>
          {m.giveNow}
        </Link>
      </div>
    </section>
  );
}
