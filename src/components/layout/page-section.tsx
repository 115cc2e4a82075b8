import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A home page section with an `<h2>` that names it (a labelled region landmark).
 */
export function PageSection({
  id,
  title,
  intro,
  className,
  children,
  tone = 'light',
  ...props
}: Omit<ComponentProps<'section'>, 'title'> & {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'light' | 'muted' | 'dark';
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'px-4 py-16 sm:px-6 md:py-20',
        tone === 'muted' && 'bg-slate-50',
        tone === 'dark' && 'bg-brand-900 text-white',
        className,
      )}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <h2
            id={`${id}-title`}
            className={cn('font-serif text-3xl font-bold md:text-4xl', tone !== 'dark' && 'text-brand-950')}
          >
            {title}
          </h2>
          {intro ? (
            <div className={cn('mt-4 text-lg', tone === 'dark' ? 'text-slate-100' : 'text-slate-700')}>
              {intro}
            </div>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
