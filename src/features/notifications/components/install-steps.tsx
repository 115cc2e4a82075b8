import { Suspense, useId } from 'react';
import { cn } from '@/lib/utils';
import { notificationsMessages } from '@/i18n/notifications';
import { useMessages } from '@/lib/i18n/messages';

interface InstallStepsProps {
  /** The control's label, repeated in the last step ('Notify me when we go live'). */
  control: string;
  className?: string;
}

/** The steps in the page's language (`@/i18n/notifications`). */
function Steps({ control, className }: InstallStepsProps) {
  const id = useId();
  const m = useMessages(notificationsMessages).install;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('rounded-lg border border-gold-500 bg-gold-50 p-4 text-slate-900', className)}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {m.title}
      </h3>
      <p className="mt-1">{m.text}</p>
      <ol className="mt-2 grid list-decimal gap-1 pl-5">
        <li>{m.share}</li>
        <li>{m.add}</li>
        <li>{m.open(control)}</li>
      </ol>
    </section>
  );
}

/**
 * What an iPhone or iPad without the site on its Home Screen sees after tapping a 'Notify me'
 * control (docs/decisions/0049): iOS gives web push only to sites opened from the Home Screen, so
 * the steps to add it come instead of a permission prompt. On a page other than /notifications
 * (live, sermons) their text loads on first showing, without holding up the rest of the page.
 */
export function InstallSteps(props: InstallStepsProps) {
  return (
    <Suspense fallback={null}>
      <Steps {...props} />
    </Suspense>
  );
}
