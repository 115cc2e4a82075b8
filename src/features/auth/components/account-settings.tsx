import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@supabase/auth-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import {
  changeDisplayName,
  DisplayNameFormSchema,
  displayNameOf,
  signOutEverywhere,
  type DisplayNameInput,
  type DisplayNameValues,
} from '../api/passwords';
import { useAuthSubmit } from '../api/use-auth-submit';
import { DisplayNameField } from './account-fields';
import { FormAlert } from './auth-card';
import { AuthForm } from './auth-form';
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

function DisplayNameForm({ user }: { user: User }) {
  const form = useForm<DisplayNameInput, unknown, DisplayNameValues>({
    resolver: zodResolver(DisplayNameFormSchema),
    defaultValues: { displayName: displayNameOf(user.user_metadata) },
  });
  const { props } = useAuthSubmit(form, changeDisplayName, () =>
    toast({ title: 'Your name has been saved.' }),
  );
  return (
    <AuthForm
      {...props}
      label="Display name"
      submitLabel="Save name"
      pendingLabel="Saving..."
      size="default"
      buttonClassName="justify-self-start"
    >
      <DisplayNameField control={form.control} id="account-name" disabled={props.pending} />
    </AuthForm>
  );
}

function SignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
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
      {mutation.isError ? <FormAlert>{mutation.error.message}</FormAlert> : null}
      <Button
        variant="outline"
        disabled={mutation.isPending}
        className="justify-self-start"
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? 'Signing out...' : 'Sign out everywhere'}
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
        <NewPasswordForm
          idPrefix="account"
          submitLabel="Change password"
          onDone={() => toast({ title: 'Your password has been changed.' })}
        />
      </Section>
      <Section id="account-sessions-heading" title="Sign out everywhere">
        <SignOutEverywhere />
      </Section>
    </div>
  );
}
