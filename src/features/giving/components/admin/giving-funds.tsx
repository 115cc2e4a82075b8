import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import * as z from 'zod/mini';
import { ListFrame } from '@/components/admin/list-frame';
import { CheckboxField, TextField } from '@/components/editor/editor-fields';
import { wholeNumber } from '@/components/editor/field-values';
import { EditorForm, useRowEditor } from '@/components/editor/row-editor';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { LanguageTabs } from '@/components/editor/language-tabs';
import { optionalText, requiredText } from '@/lib/validation';
import { addFund, givingSettingsQueries, saveFund, type FundRow } from '../../api/admin-giving-settings';

/** A fund's name: what `giving_funds.name` takes (1 to 60 characters, unique). */
const fundName = requiredText('The fund name', 60, 'Enter the fund’s name.');

const fundSchema = z.object({
  name: fundName,
  // Optional, with the English limit (decision 0055); blank stores none.
  name_es: optionalText('The Spanish fund name', 60),
  position: wholeNumber(0, 10000, 'Enter a whole number from 0 to 10,000.'),
  enabled: z.boolean(),
});

/** The database's refusal of a name another fund has (23505). */
function nameInUse(error: unknown): string | undefined {
  return (error as { code?: unknown } | null)?.code === '23505'
    ? 'Another fund already has this name.'
    : undefined;
}

const toFundForm = (fund: FundRow) => ({
  name: fund.name,
  name_es: fund.name_es ?? '',
  position: String(fund.position),
  enabled: fund.enabled,
});

/**
 * One fund: its name and Spanish name (English / Español tabs, decision 0055), whether the Donate
 * page offers it, and its place; saved with its version.
 */
function FundEditor({ fund }: { fund: FundRow }) {
  const id = useId();
  const editor = useRowEditor({
    row: fund,
    toForm: toFundForm,
    schema: fundSchema,
    draftKey: `giving-fund:${fund.id}`,
    save: (values, stored) => saveFund({ ...stored, ...values }),
    successToast: { title: 'Fund saved.' },
    failureMessage: 'Could not save this fund. Please try again.',
    knownError: nameInUse,
    invalidate: [givingSettingsQueries.all()],
  });
  return (
    <li className="border-t border-slate-200 py-3">
      <EditorForm
        editor={editor}
        label={`Fund ${fund.name}`}
        className="sm:grid-cols-[1fr_6rem] sm:items-end"
        saveLabel={
          <>
            Save<span className="sr-only"> {fund.name}</span>
          </>
        }
      >
        <LanguageTabs
          label={`Name of ${fund.name}`}
          pairs={FUND_NAME_PAIRS}
          english={<TextField name="name" id={`${id}-name`} label="Fund name" maxLength={60} />}
          spanish={
            <TextField name="name_es" id={`${id}-name-es`} label="Spanish name (optional)" maxLength={60} />
          }
        />
        <TextField name="position" id={`${id}-position`} label="Order" inputMode="numeric" />
        <CheckboxField name="enabled" id={`${id}-enabled`} label="Offered on the Donate page" />
      </EditorForm>
    </li>
  );
}

const FUND_NAME_PAIRS = [['name', 'name_es']] as const;

/** 'Add fund': a name, added at the end of the list. */
function AddFund({ funds }: { funds: readonly FundRow[] }) {
  const editor = useStaffEditor({
    schema: z.object({ name: fundName }),
    defaultValues: { name: '' },
    draftKey: 'giving-fund:new',
    save: ({ name }) => addFund(name, Math.max(0, ...funds.map((fund) => fund.position)) + 1),
    // The form empties for the next fund.
    savedValues: () => ({ name: '' }),
    successToast: { title: 'Fund added.' },
    failureMessage: 'Could not add the fund. Please try again.',
    knownError: nameInUse,
    invalidate: [givingSettingsQueries.all()],
  });
  return (
    <EditorForm editor={editor} label="New fund" saveLabel="Add fund">
      <TextField name="name" id="giving-new-fund" label="New fund" maxLength={60} />
    </EditorForm>
  );
}

/** The funds of the Giving settings, each saved on its own, and 'Add fund'. */
export function Funds() {
  const id = useId();
  const funds = useQuery(givingSettingsQueries.funds());
  return (
    <section aria-labelledby={`${id}-funds`} className="grid gap-2">
      <h2 id={`${id}-funds`} className="text-lg font-semibold text-slate-900">
        Funds
      </h2>
      <ListFrame
        query={funds}
        loadingLabel="Loading the funds"
        errorText="The funds could not be loaded."
        count={(rows) => rows.length}
        empty={{ title: 'No fund yet.', description: 'Add the first one below.' }}
      >
        {(rows) => (
          <ul>
            {rows.map((fund) => (
              <FundEditor key={`${fund.id}-${fund.version}`} fund={fund} />
            ))}
          </ul>
        )}
      </ListFrame>
      {funds.data ? <AddFund funds={funds.data} /> : null}
    </section>
  );
}
