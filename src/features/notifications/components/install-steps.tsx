import { useId } from 'react';
import { cn } from '@/lib/utils';

/**
 * What an iPhone or iPad without the site on its Home Screen sees after tapping a 'Notify me'
 * control (docs/decisions/0049): iOS gives web push only to sites opened from the Home Screen, so
 * the steps to add it come instead of a permission prompt.
 *
 * @param control - the control's label, repeated in the last step ('Notify me when we go live').
 */
export function InstallSteps({ control, className }: { control: string; className?: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('rounded-lg border border-gold-500 bg-gold-50 p-4 text-slate-900', className)}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Add this site to your Home Screen first
      </h3>
      <p className="mt-1">On iPhone and iPad, notifications work once the site is on your Home Screen.</p>
      <ol className="mt-2 grid list-decimal gap-1 pl-5">
        <li>Tap the Share button (the square with an arrow pointing up) in Safari’s toolbar.</li>
        <li>Scroll down, tap ‘Add to Home Screen’, then ‘Add’.</li>
        <li>Open the site from its new icon on your Home Screen and tap ‘{control}’ again.</li>
      </ol>
    </section>
  );
}
