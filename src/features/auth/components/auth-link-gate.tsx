import type { Session } from '@supabase/auth-js';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { parseAuthLink, signInWithLinkTokens } from '../api/auth-link';
import { useSession } from '../api/session';
import { AuthCard } from './auth-card';

/**
 * The gate of a page opened from an Auth e-mail link (invitation welcome, password reset). It
 * reads the link's result from the address once (GoTrue's implicit-flow redirect, see
 * `parseAuthLink`): with tokens it signs in with them and removes them from the address (and so
 * from the history); with GoTrue's error (`error_code=otp_expired`: expired or already used) it
 * shows `problem`. Without a link, a signed-in user sees the page and anyone else `problem`.
 *
 * @param problem - what to show when the link is expired, used, invalid or missing.
 * @param children - the page, given the session.
 */
export function AuthLinkGate({
  problem,
  children,
}: {
  problem: ReactNode;
  children: (session: Session) => ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [link] = useState(() => parseAuthLink(location.search, location.hash));
  const [signingIn, setSigningIn] = useState(link.kind === 'session');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (link.kind !== 'session') return undefined;
    let current = true;
    signInWithLinkTokens(link.accessToken, link.refreshToken).then(
      () => {
        if (!current) return;
        setSigningIn(false);
        void navigate(location.pathname, { replace: true });
      },
      () => {
        if (!current) return;
        setSigningIn(false);
        setFailed(true);
        void navigate(location.pathname, { replace: true });
      },
    );
    return () => {
      current = false;
    };
    // The link is read once, on arrival; the path does not change while this page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link]);

  if (link.kind === 'error' || failed) return <>{problem}</>;
  if (signingIn || session.status === 'loading') {
    return <Spinner label="Checking your link" showLabel className="py-8 text-brand-700" />;
  }
  if (session.status === 'signed-out') return <>{problem}</>;
  return <>{children(session.session)}</>;
}

/**
 * The message of an expired, used or invalid link, with what to do next.
 *
 * @param title - e.g. 'This link has expired'.
 * @param children - the explanation and the way forward (a link or an instruction).
 */
export function LinkProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mt-6 grid gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-4">
      <h2 className="font-semibold text-amber-950">{title}</h2>
      <div className="grid gap-2 text-sm text-amber-950">{children}</div>
    </div>
  );
}

/**
 * The page an Auth e-mail link lands on (`/admin/welcome`, `/admin/reset-password`): an
 * {@link AuthCard} whose content passes through {@link AuthLinkGate}. An expired, used, invalid or
 * missing link shows a {@link LinkProblem}; a signed-in visitor sees the introduction (which names
 * the account) above the page's form.
 *
 * @param title - the page's `<h1>` and document title.
 * @param description - the page's meta description.
 * @param problemTitle - the heading of the link problem, e.g. 'This reset link has expired or was
 *   already used'.
 * @param problem - the explanation and the way forward under that heading.
 * @param intro - the paragraph above the form, given the signed-in user's e-mail address.
 * @param children - the form, given the session.
 */
export function AuthLinkPage({
  title,
  description,
  problemTitle,
  problem,
  intro,
  children,
}: {
  title: string;
  description: string;
  problemTitle: string;
  problem: ReactNode;
  intro: (email: string | undefined) => ReactNode;
  children: (session: Session) => ReactNode;
}) {
  return (
    <AuthCard title={title} description={description}>
      <AuthLinkGate problem={<LinkProblem title={problemTitle}>{problem}</LinkProblem>}>
        {(session) => (
          <>
            <p className="mt-2 mb-6 text-slate-700">{intro(session.user.email)}</p>
            {children(session)}
          </>
        )}
      </AuthLinkGate>
    </AuthCard>
  );
}
