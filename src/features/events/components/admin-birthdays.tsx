import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { ListFrame } from '@/components/admin/list-frame';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { toast } from '@/hooks/use-toast';
import {
  BIRTHDAY_CHANGE_KEYS,
  deleteBirthday,
  staffBirthdayQueries,
  type StaffBirthday,
} from '../api/staff-birthdays';
import { formatDate } from '@/lib/dates';

// The form (react-hook-form and its rules) loads on demand, after the page (decision 0029).
const AdminBirthdayForm = lazy(async () => ({
  default: (await import('./admin-birthday-form')).AdminBirthdayForm,
}));

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The birthdays editor of /admin/birthdays (issue "Birthdays"; admins and care): a form to add
 * one, then every birthday grouped by month (January first; within a month by day and name),
 * each with Edit (the row becomes the form) and Remove (after a confirmation). The public
 * calendar shows only name, month and day.
 */
export function AdminBirthdays() {
  const queryClient = useQueryClient();
  const query = useQuery(staffBirthdayQueries.list());
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StaffBirthday | null>(null);
  const addHeading = useRef<HTMLHeadingElement>(null);
  const remove = useMutation({
    mutationFn: (birthday: StaffBirthday) => deleteBirthday(birthday.id),
    onSuccess: async (_result, birthday) => {
      toast({ title: `The birthday of ${birthday.member_name} was removed.` });
      setRemoving(null);
      await Promise.all(BIRTHDAY_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: () => {
      toast({ title: 'The birthday could not be removed. Please try again.', variant: 'destructive' });
      setRemoving(null);
    },
  });

  return (
    <div className="mt-6 grid gap-8">
      <section aria-labelledby="add-birthday-heading" className="grid gap-3">
        <h2
          id="add-birthday-heading"
          ref={addHeading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900"
        >
          Add a birthday
        </h2>
        <Suspense fallback={<ListSkeleton label="Loading the form" rows={1} />}>
          <AdminBirthdayForm />
        </Suspense>
      </section>
      <section aria-labelledby="birthday-list-heading" className="grid gap-4">
        <h2 id="birthday-list-heading" className="text-xl font-semibold text-slate-900">
          Birthdays by month
        </h2>
        <ListFrame
          query={query}
          loadingLabel="Loading birthdays"
          errorText="Error loading birthdays. Please try again later."
          count={(data) => data.length}
          empty={{
            title: 'No birthdays yet',
            description: 'Birthdays you add appear here and on the calendar.',
          }}
        >
          {(data) =>
            MONTHS.map((month, index) => {
              const rows = data.filter((birthday) => birthday.birth_month === index + 1);
              if (rows.length === 0) return null;
              return (
                <section key={month} aria-labelledby={`birthdays-${index + 1}`} className="grid gap-2">
                  <h3 id={`birthdays-${index + 1}`} className="text-lg font-semibold text-brand-950">
                    {month}
                  </h3>
                  <ul className="grid gap-2">
                    {rows.map((birthday) => (
                      <li key={birthday.id}>
                        {editing === birthday.id ? (
                          <Suspense fallback={<ListSkeleton label="Loading the form" rows={1} />}>
                            <AdminBirthdayForm birthday={birthday} onDone={() => setEditing(null)} />
                          </Suspense>
                        ) : (
                          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3">
                            <p>
                              <span className="font-semibold text-slate-900">{birthday.member_name}</span>{' '}
                              <span className="text-slate-700">
                                {formatDate(birthday.birth_date, 'MMMM d, yyyy')}
                              </span>
                            </p>
                            <div className="flex gap-2">
                              <Button variant="outline" size="sm" onClick={() => setEditing(birthday.id)}>
                                Edit<span className="sr-only"> the birthday of {birthday.member_name}</span>
                              </Button>
                              <Button variant="outline" size="sm" onClick={() => setRemoving(birthday)}>
                                Remove<span className="sr-only"> the birthday of {birthday.member_name}</span>
                              </Button>
                            </div>
                          </div>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          }
        </ListFrame>
      </section>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this birthday?"
        description={`The birthday of ${removing?.member_name ?? ''} will be removed from the calendar. This cannot be undone.`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        returnFocusRef={addHeading}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </div>
  );
}
