import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { pageTitle } from '@/config/navigation';
import { notFoundMessages } from '@/i18n/not-found';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The 404 page (spec §2 "404"): 'Page Not Found' with 'Go Home' and 'Go Back'. Go Back returns
 * to the previous page of this visit, or home when the visit started here. In the page's language:
 * an unknown `/es/…` address gets 'Página no encontrada' (and `es/404.html` is prerendered).
 */
export function NotFoundRoute() {
  const m = useMessages(notFoundMessages);
  const navigate = useNavigate();
  // The router gives the first entry of a visit the key 'default': there is no page to go back to.
  const firstPageOfVisit = useLocation().key === 'default';
  return (
    <section className="flex min-h-[80vh] items-center justify-center bg-gradient-to-br from-brand-950 to-brand-800 px-4 pt-24 pb-16 text-center text-white">
      <title>{pageTitle(m.title)}</title>
      <div className="grid max-w-xl justify-items-center gap-5">
        <p className="font-serif text-7xl font-bold text-gold-400" aria-hidden="true">
          404
        </p>
        <h1 className="font-serif text-4xl font-bold">{m.title}</h1>
        <p className="text-lg text-slate-100">{m.text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonVariants({ variant: 'gold', size: 'lg' })}>
            {m.goHome}
          </Link>
          <Button
            variant="outlineLight"
            size="lg"
            onClick={() => void (firstPageOfVisit ? navigate('/') : navigate(-1))}
          >
            <ArrowLeftIcon className="size-5" />
            {m.goBack}
          </Button>
        </div>
      </div>
    </section>
  );
}
