import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/config/staff-pages';
import { erasureScopeText, erasureSkipsNewsletter } from '../api/inbox-privacy';

const ErasePersonDialog = lazy(() => import('./erase-person-dialog'));

/**
 * 'Delete all from this person' (docs/decisions/0026): what the role's search covers, and the
 * dialog that lists and deletes everything stored with the address, then returns to the inbox.
 */
export function PrivacySection({ email, role }: { email: string; role: StaffRole }) {
  const navigate = useNavigate();
  const [erasing, setErasing] = useState(false);
  return (
    <section
      aria-labelledby="erase-person-title"
      className="rounded-lg border border-red-200 bg-white p-4 sm:p-6"
    >
      <h2 id="erase-person-title" className="font-serif text-xl font-bold text-brand-950">
        Privacy
      </h2>
      <p className="mt-2 text-slate-700">
        When someone asks for their data to be removed, delete everything stored with {email} that your role (
        {STAFF_ROLE_LABELS[role]}) reads: {erasureScopeText(role)}.
      </p>
      {erasureSkipsNewsletter(role) ? (
        <p className="mt-2 text-slate-700">
          The newsletter list is not searched: ask an admin to remove the address from it too.
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="mt-4 border-red-700! text-red-800!"
        onClick={() => setErasing(true)}
      >
        Delete all from this person
      </Button>
      {erasing ? (
        <Suspense fallback={null}>
          <ErasePersonDialog
            email={email}
            staffRole={role}
            open={erasing}
            onOpenChange={setErasing}
            onErased={() => {
              setErasing(false);
              void navigate('/admin/inbox');
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
