import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { saveFailureMessage } from '@/components/editor/save-problem';
import { GIVING_PROVIDER_LABELS } from '@/config/value-labels';
import { toast } from '@/hooks/use-toast';
import { Constants, type Enums } from '@/types/database.types';
import {
  addFund,
  givingSettingsQueries,
  saveFund,
  saveGivingSettings,
  type FundRow,
  type GivingSettingsRow,
  type StoredGivingSettings,
} from '../../api/admin-giving-settings';
import { fromGivingForm, toGivingForm, type GivingSettingsForm } from '../../utils/giving-settings';

/** What each giving mode (`giving_settings.provider`, named by `GIVING_PROVIDER_LABELS`) does. */
const MODE_HINTS: Record<Enums<'giving_provider'>, string> = {
  simulated: 'The demonstration form: nothing is charged.',
  external: 'The button opens the giving page you already use.',
  stripe: 'Real gifts through Stripe (README "Taking gifts with Stripe").',
};

const FIELDS: { key: Exclude<keyof GivingSettingsForm, 'provider'>; label: string; hint: string }[] = [
  {
    key: 'externalUrl',
    label: 'External giving page',
    hint: 'For the external mode, e.g. https://give.example.org/church.',
  },
  { key: 'feePercent', label: 'Card fee (percent)', hint: 'Stripe’s US card rate is 2.9.' },
  { key: 'feeFixed', label: 'Card fee (fixed, dollars)', hint: 'Stripe’s US card rate adds 0.30.' },
  { key: 'ein', label: 'EIN', hint: 'Printed on receipts and statements, e.g. 12-3456789.' },
  {
    key: 'signer',
    label: 'Statement signer',
    hint: 'Printed under the year-end statements, e.g. Jane Doe, Treasurer.',
  },
];

/** The mode, the external page, fee rates, EIN and signer: saved together. */
function SettingsForm({ saved }: { saved: StoredGivingSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => toGivingForm(saved));
  // The version the form's values were read at: a save sends it (docs/decisions/0020).
  const [version, setVersion] = useState(saved.version);
  const [problem, setProblem] = useState<{ field: keyof GivingSettingsForm; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (row: GivingSettingsRow) => saveGivingSettings(row, version),
    onSuccess: (stored) => {
      setVersion(stored);
      toast({ title: 'Giving settings saved.' });
      void queryClient.invalidateQueries({ queryKey: givingSettingsQueries.all() });
      void queryClient.invalidateQueries({ queryKey: ['giving'] });
    },
    onError: (error) =>
      setProblem({
        field: 'provider',
        message: saveFailureMessage(error, 'The giving settings could not be saved. Please try again.'),
      }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = fromGivingForm(form);
    if (!checked.ok) {
      setProblem(checked);
      return;
    }
    setProblem(null);
    save.mutate(checked.row);
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Giving settings" className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Giving mode</legend>
        {Constants.public.Enums.giving_provider.map((mode) => (
          <div key={mode} className="flex items-start gap-2">
            <input
              type="radio"
              id={`${id}-${mode}`}
              name="provider"
              className="mt-1 size-4 accent-brand-700"
              checked={form.provider === mode}
              onChange={() => setForm({ ...form, provider: mode })}
            />
            <label htmlFor={`${id}-${mode}`} className="text-slate-900">
              <span className="font-medium">{GIVING_PROVIDER_LABELS[mode]}</span>
              <span className="block text-sm text-slate-700">{MODE_HINTS[mode]}</span>
            </label>
          </div>
        ))}
      </fieldset>
      {FIELDS.map((field) => (
        <div key={field.key} className="grid gap-1">
          <label htmlFor={`${id}-${field.key}`} className="text-sm font-semibold text-slate-900">
            {field.label}
          </label>
          <Input
            id={`${id}-${field.key}`}
            value={form[field.key]}
            inputMode={field.key === 'feePercent' || field.key === 'feeFixed' ? 'decimal' : undefined}
            aria-invalid={problem?.field === field.key}
            aria-describedby={`${id}-${field.key}-hint${problem?.field === field.key ? ` ${id}-problem` : ''}`}
            onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
          />
          <p id={`${id}-${field.key}-hint`} className="text-sm text-slate-700">
            {field.hint}
          </p>
        </div>
      ))}
      <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-800 empty:hidden">
        {problem?.message}
      </p>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save giving settings'}
      </Button>
    </form>
  );
}

/** One fund: its name, whether the Donate page offers it, and its place. */
function FundEditor({ fund }: { fund: FundRow }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(fund);
  const save = useMutation({
    // The version of the fund as last read (the editor is made again when its values change).
    mutationFn: () => saveFund({ ...draft, name: draft.name.trim(), version: fund.version }),
    onSuccess: () => {
      toast({ title: 'Fund saved.' });
      void queryClient.invalidateQueries({ queryKey: givingSettingsQueries.all() });
    },
  });
  return (
    <li className="flex flex-wrap items-end gap-3 border-t border-slate-200 py-3">
      <div className="grid gap-1">
        <label htmlFor={`${id}-name`} className="text-sm font-semibold text-slate-900">
          Fund name
        </label>
        <Input
          id={`${id}-name`}
          value={draft.name}
          maxLength={60}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </div>
      <div className="grid w-24 gap-1">
        <label htmlFor={`${id}-position`} className="text-sm font-semibold text-slate-900">
          Order
        </label>
        <Input
          id={`${id}-position`}
          inputMode="numeric"
          value={String(draft.position)}
          onChange={(event) =>
            setDraft({ ...draft, position: Number(event.target.value.replace(/\D/g, '')) || 0 })
          }
        />
      </div>
      <div className="flex h-11 items-center gap-2">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />
        <label htmlFor={`${id}-enabled`} className="text-sm text-slate-900">
          Offered on the Donate page
        </label>
      </div>
      <Button
        type="button"
        variant="outline"
        disabled={save.isPending || !draft.name.trim()}
        onClick={() => save.mutate()}
      >
        Save<span className="sr-only"> {fund.name}</span>
      </Button>
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {saveFailureMessage(save.error, 'Could not save this fund (is the name already used?).')}
        </p>
      ) : null}
    </li>
  );
}

/** The funds and 'Add fund'. */
function Funds({ funds }: { funds: FundRow[] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: () => addFund(name.trim(), Math.max(0, ...funds.map((f) => f.position)) + 1),
    onSuccess: () => {
      setName('');
      toast({ title: 'Fund added.' });
      void queryClient.invalidateQueries({ queryKey: givingSettingsQueries.all() });
    },
  });
  return (
    <section aria-labelledby={`${id}-funds`} className="grid gap-2">
      <h2 id={`${id}-funds`} className="text-lg font-semibold text-slate-900">
        Funds
      </h2>
      <ul>
        {funds.map((fund) => (
          <FundEditor key={`${fund.id}-${fund.name}-${fund.position}-${String(fund.enabled)}`} fund={fund} />
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) add.mutate();
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-new`} className="text-sm font-semibold text-slate-900">
            New fund
          </label>
          <Input
            id={`${id}-new`}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={add.isPending || !name.trim()}>
          Add fund
        </Button>
        {add.isError ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            Could not add the fund (is the name already used?).
          </p>
        ) : null}
      </form>
    </section>
  );
}

/**
 * The body of /admin/settings/giving (admins; issue 31, docs/decisions/0038): the giving mode
 * (simulated, external page, Stripe Checkout), the external page's address (the settings' one
 * URL rule, https only), card fee rates for 'Cover the processing fee', the EIN and the statement
 * signer, and the funds (name, offered or not, order). Self-contained (its own queries and forms).
 */
export function GivingSettings() {
  const settings = useQuery(givingSettingsQueries.settings());
  const funds = useQuery(givingSettingsQueries.funds());
  return (
    <div className="grid max-w-2xl gap-6">
      {settings.isPending || funds.isPending ? (
        <p role="status" className="text-slate-700">
          Loading the giving settings...
        </p>
      ) : settings.isError || funds.isError ? (
        <p role="alert" className="font-medium text-red-800">
          Could not load the giving settings.
        </p>
      ) : (
        <>
          <SettingsForm saved={settings.data} />
          <Funds funds={funds.data} />
        </>
      )}
    </div>
  );
}
