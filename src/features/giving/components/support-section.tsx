import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { HeartIcon } from '@/components/ui/icons';

/** Home section 4 (spec §2): 'Support Our Ministry' with a button to /donate. */
export function SupportSection() {
  return (
    <section aria-labelledby="support-title" className="bg-brand-900 px-4 py-16 text-white sm:px-6 md:py-20">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
        <HeartIcon className="size-12 text-gold-400" />
        <h2 id="support-title" className="font-serif text-3xl font-bold md:text-4xl">
          Support Our Ministry
        </h2>
        <p className="max-w-2xl text-lg text-slate-100">
          Your generosity helps us reach our city and the nations with the gospel, care for families in need
          and build a home where every generation can grow in faith.
        </p>
        <Link to="/donate" className={buttonVariants({ variant: 'gold', size: 'lg' })}>
          Give Now
        </Link>
      </div>
    </section>
  );
}
