import type { User } from '@supabase/auth-js';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRowAction } from '@/components/admin/use-row-action';
import { EditorNotices, SaveButton } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import { displayNameOf } from '../api/display-name';
import { changeDisplayName, DisplayNameFormSchema, signOutEverywhere } from '../api/passwords';
import { DisplayNameField } from './account-fields';
import { FormAlert } from './auth-card';
import { NewPasswordForm } from './new-password-form';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="font-serif text-xl font-bold text-brand-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * The name colleagues see, saved through the staff kit (docs/decisions/0034). Auth's refusals
 * are already worded for people (`passwordErrorMessage`), so their message is shown.
 */
function DisplayNameForm({ user }: { user: User }) {
  const editor = useStaffEditor({
    schema: DisplayNameFormSchema,
    defaultValues: { displayName: displayNameOf(user.user_metadata) },
    draftKey: `account-name:${user.id}`,
    save: changeDisplayName,
    successToast: { title: 'Your name has been saved.' },
    failureMessage: 'Your name could not be saved. Please try again.',
    knownError: (error) => (error instanceof Error ? error.message : undefined),
  });
  return (
    <form noValidate aria-label="Display name" onSubmit={(event) => void editor.submit(undefined)(event)}>
      <FieldGroup>
        <EditorNotices draft={editor.draft} />
        <DisplayNameField control={editor.form.control} id="account-name" disabled={editor.busy} />
        {editor.error === null ? null : <FormAlert>{editor.error}</FormAlert>}
        <SaveButton busy={editor.busy} buttonRef={editor.saveButtonRef} className="justify-self-start">
          Save name
        </SaveButton>
      </FieldGroup>
    </form>
  );
}

/**
 * 'Sign out everywhere' as a row action of the kit (docs/decisions/0034): Auth's refusal is
 * already worded for people, so its message is said beside the button; success opens the
 * sign-in page, so it needs no toast.
 */
function SignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useRowAction<void, void>({
    run: signOutEverywhere,
    successToast: null,
    failureToast: null,
    failureMessage: (error) =>
      error instanceof Error ? error.message : 'You could not be signed out everywhere. Please try again.',
    onDone: () => {
      queryClient.clear();
      void navigate('/admin/sign-in', { replace: true });
    },
  });
  return (
    <div className="grid gap-4">
      <p className="text-slate-700">
        Signs you out on every computer and phone, this one included. Use it if you signed in on a shared
        device or think someone else knows your password.
      </p>
      {signOut.error === null ? null : <FormAlert>{signOut.error}</FormAlert>}
      <Button
        variant="outline"
        disabled={signOut.busy}
        className="justify-self-start"
        onClick={() => signOut.run()}
      >
        {signOut.busy ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
    </div>
  );
}

/**
 * The signed-in staff member's own account (`/admin/account`): the name colleagues see, a new
 * password (at least 10 characters, typed twice) and 'Sign out everywhere', which revokes every
 * session of the account (`scope: 'global'`) and opens the sign-in page.
 *
 * @param user - the signed-in user (the session's `user`).
 */
export function AccountSettings({ user }: { user: User }) {
  return (
    <div className="mt-6 grid max-w-xl gap-6">
      <p className="text-slate-700">
        Signed in as <span className="font-semibold break-all">{user.email}</span>
      </p>
      <Section id="account-name-heading" title="Name">
        <DisplayNameForm user={user} />
      </Section>
      <Section id="account-password-heading" title="Password">
        <NewPasswordForm idPrefix="account" submitLabel="Change password" />
      </Section>
      <Section id="account-sessions-heading" title="Sign out everywhere">
        <SignOutEverywhere />
      </Section>
    </div>
  );
}
