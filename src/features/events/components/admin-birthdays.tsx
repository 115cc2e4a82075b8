import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { ListFrame } from '@/components/admin/list-frame';
import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
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
  const query = useQuery(staffBirthdayQueries.list());
  const [editing, setEditing] = useState<string | null>(null);
  const addHeading = useRef<HTMLHeadingElement>(null);
  const remove = useRowAction({
    run: (birthday: StaffBirthday) => deleteBirthday(birthday.id),
    successToast: (_result, birthday) => ({ title: `The birthday of ${birthday.member_name} was removed.` }),
    failureToast: { title: 'The birthday could not be removed. Please try again.', variant: 'destructive' },
    invalidate: BIRTHDAY_CHANGE_KEYS,
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
                              <Button variant="outline" size="sm" onClick={() => remove.ask(birthday)}>
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
      <RowActionDialog
        action={remove}
        title="Remove this birthday?"
        description={(birthday) =>
          `The birthday of ${birthday.member_name} will be removed from the calendar. This cannot be undone.`
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        returnFocusRef={addHeading}
      />
    </div>
  );
}
