import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import {
  formGuardQueries,
  saveFormGuardSettings,
  type FormGuardSettings,
  type MyClientAddress,
} from '../../api/form-guard-settings';

/** The admin's address as the flood guard sees it, with 'Add this network'. */
function MyAddress({
  mine,
  saving,
  onAdd,
}: {
  mine: MyClientAddress | undefined;
  saving: boolean;
  onAdd: (address: string) => void;
}) {
  if (!mine) return <p className="text-slate-700">Reading your address…</p>;
  const known = mine.address !== 'unknown';
  return (
    <div className="grid gap-2">
      <p className="text-slate-900">
        Your address as the site’s API sees it: <strong>{mine.address}</strong>
        {mine.in_church_network ? ' (in a church network)' : ''}.
      </p>
      {known && !mine.in_church_network ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={saving}
          onClick={() => onAdd(mine.address)}
        >
          Add this network
        </Button>
      ) : null}
      {mine.cloudflare_address && !mine.behind_cloudflare ? (
        <p className="text-sm text-slate-700">
          Your request came through Cloudflare, which gives your address as {mine.cloudflare_address}. If the
          site’s API is a hosted Supabase project, tick ‘The API sits behind Cloudflare’ below.
        </p>
      ) : null}
    </div>
  );
}

/** The networks with 'Remove', 'Add' for another one, and the Cloudflare setting. */
function NetworksForm({ saved, mine }: { saved: FormGuardSettings; mine: MyClientAddress | undefined }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  // A typed address that is missing; a refused save's sentence comes from the kit (`save.error`:
  // the database's reason in words, the conflict message, or the general sentence).
  const [missing, setMissing] = useState<string | null>(null);
  const save = useRowAction({
    run: (next: Omit<FormGuardSettings, 'version'>) =>
      saveFormGuardSettings({ ...next, version: saved.version }),
    successToast: { title: 'Church network saved.' },
    failureToast: null,
    failureMessage: 'The church network could not be saved. Please try again.',
    invalidate: [formGuardQueries.myAddress().queryKey],
    onDone: (row, next) => {
      queryClient.setQueryData(formGuardQueries.settings().queryKey, row);
      if (next.church_networks.length > saved.church_networks.length) setTyped('');
    },
  });
  const problem = missing ?? save.error;
  const networks = saved.church_networks;
  const mutate = (next: Omit<FormGuardSettings, 'version'>) => {
    setMissing(null);
    save.run(next);
  };
  const add = (network: string) =>
    mutate({ church_networks: [...networks, network], behind_cloudflare: saved.behind_cloudflare });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!value) {
      save.reset();
      setMissing('Enter an address such as 203.0.113.7 or a range such as 192.0.2.0/24.');
      return;
    }
    add(value);
  };

  return (
    <div className="grid gap-4">
      <MyAddress mine={mine} saving={save.busy} onAdd={add} />
      <div className="grid gap-1">
        <h2 id={`${id}-list`} className="text-lg font-semibold text-slate-900">
          Church networks
        </h2>
        {networks.length === 0 ? (
          <p className="text-slate-700">No church network yet: every connection has the usual limits.</p>
        ) : (
          <ul aria-labelledby={`${id}-list`} className="grid gap-1">
            {networks.map((network) => (
              <li key={network} className="flex flex-wrap items-center gap-3 border-t border-slate-200 py-2">
                <span className="font-mono break-all text-slate-900">{network}</span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={save.busy}
                  onClick={() =>
                    mutate({
                      church_networks: networks.filter((n) => n !== network),
                      behind_cloudflare: saved.behind_cloudflare,
                    })
                  }
                >
                  Remove<span className="sr-only"> {network}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-network`} className="text-sm font-semibold text-slate-900">
            Add an address or range
          </label>
          <Input
            id={`${id}-network`}
            className="w-64 max-w-full"
            autoComplete="off"
            spellCheck={false}
            placeholder="203.0.113.7 or 192.0.2.0/24"
            value={typed}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={save.busy}>
          Add
        </Button>
      </form>
      <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-800 empty:hidden">
        {problem}
      </p>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-cloudflare`}
          type="checkbox"
          className="mt-1 size-4 accent-brand-700"
          checked={saved.behind_cloudflare}
          disabled={save.busy}
          aria-describedby={`${id}-cloudflare-hint`}
          onChange={(event) => mutate({ church_networks: networks, behind_cloudflare: event.target.checked })}
        />
        <div className="grid gap-1">
          <label htmlFor={`${id}-cloudflare`} className="font-medium text-slate-900">
            The API sits behind Cloudflare
          </label>
          <p id={`${id}-cloudflare-hint`} className="text-sm text-slate-700">
            Tick it for a hosted Supabase project: the address Cloudflare reports is then the visitor’s. Leave
            it off elsewhere, where anyone could send that header.
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * The body of /admin/settings/church-network (admins; issue 41, docs/decisions/0046): the addresses of
 * the church's own network, from which every public form (giving, event registration, contact,
 * prayer, first-timer cards, testimonies, the newsletter) allows ten times as many submissions
 * per connection; the admin's own address as the flood guard reads it, with 'Add this network';
 * and whether the API sits behind Cloudflare. A failed read shows the error and 'Try again', and
 * nothing to save. Self-contained (its own query and form).
 */
export function ChurchNetworks() {
  const settings = useQuery(formGuardQueries.settings());
  const mine = useQuery(formGuardQueries.myAddress());
  return (
    <div className="grid max-w-2xl gap-4 rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
      <p className="text-slate-700">
        The public forms refuse a sixth submission from one connection within 10 minutes. From the church’s
        own network they allow ten times as many, so that the offering or a welcome table on the church’s
        Wi-Fi is not refused. Add it while you are on that network.
      </p>
      {settings.isPending ? (
        <p role="status" className="text-slate-700">
          Loading the church network…
        </p>
      ) : settings.isError ? (
        <ErrorState onRetry={() => void settings.refetch()} retrying={settings.isFetching}>
          The church network settings could not be loaded.
        </ErrorState>
      ) : (
        <NetworksForm saved={settings.data} mine={mine.data} />
      )}
    </div>
  );
}
