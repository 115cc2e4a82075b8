import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** An empty or error state: a heading, a message and optional actions. */
export function Empty({
  title,
  description,
  icon,
  headingLevel = 3,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      data-slot="empty"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      {icon ? <div className="text-brand-700">{icon}</div> : null}
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {description ? <p className="max-w-prose text-slate-700">{description}</p> : null}
      {children}
    </div>
  );
}
