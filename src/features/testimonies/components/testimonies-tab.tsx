import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TestimonyList } from './testimony-list';

// The form (react-hook-form, zod) loads when it is first opened, not with the page.
const TestimonyForm = lazy(async () => ({ default: (await import('./testimony-form')).TestimonyForm }));

/**
 * The testimonies tab (spec §2, §4): 'Share Your Testimony' opens and closes the form, which
 * closes itself after a successful submission; below, the approved testimonies.
 */
export function TestimoniesTab() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The form disappears with the focus in it: give the focus back to the button that opened it.
    toggleRef.current?.focus();
  };
  return (
    <div className="grid gap-8">
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-serif text-2xl font-bold text-brand-950">Testimonies</h2>
          <p className="mt-1 text-slate-700">What God is doing in our church family.</p>
        </div>
        <Button
          ref={toggleRef}
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          Share Your Testimony
        </Button>
      </div>
      {open ? (
        <div id={formId}>
          <Suspense
            fallback={
              <p role="status" className="text-slate-700">
                Loading the form...
              </p>
            }
          >
            <TestimonyForm onSubmitted={close} onCancel={close} />
          </Suspense>
        </div>
      ) : null}
      <TestimonyList />
    </div>
  );
}
