import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';

// The English / Spanish field group of the staff editors (docs/decisions/0034, 0055): the
// church's content in both languages, the staff pages themselves in English.

/** An English field and its Spanish twin (`['title', 'title_es']`). */
export type LanguagePair<T extends FieldValues> = readonly [english: FieldPath<T>, spanish: FieldPath<T>];

/** Whether a text is blank (`''`, spaces, `null`, `undefined`): the database's 'missing'. */
function blank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * Whether a group lacks Spanish, by the rule of the `needs_spanish` columns
 * (`private.lacks_spanish`, decision 0055): some English text of a pair has no Spanish (blank
 * counts as missing). An empty English field needs no Spanish.
 *
 * @param values - the pairs' values, in order: `[english, spanish, english, spanish, …]`.
 */
export function lacksSpanish(values: readonly unknown[]): boolean {
  for (let i = 0; i + 1 < values.length; i += 2) {
    if (!blank(values[i]) && blank(values[i + 1])) return true;
  }
  return false;
}

/**
 * A field group with an 'English' / 'Español' tab pair (Radix Tabs: arrow keys move between the
 * tabs, Tab moves into the open panel). The 'Español' tab carries the words 'Spanish missing'
 * while an English text of `pairs` has no Spanish ({@link lacksSpanish}), so the marker is read
 * out with the tab's name and does not rest on colour. Both panels stay in the form's values
 * whichever is shown (the fields are the row's own columns, saved with its `version`).
 *
 * @param label - names the tab list, e.g. 'Event text'.
 * @param pairs - the translated fields, watched for the marker.
 * @param english - the English fields.
 * @param spanish - the Spanish fields (optional ones, with the English limits).
 */
export function LanguageTabs<T extends FieldValues, P = T>({
  control,
  label,
  pairs,
  english,
  spanish,
  className,
}: {
  control?: Control<T, unknown, P>;
  label: string;
  pairs: readonly LanguagePair<T>[];
  english: ReactNode;
  spanish: ReactNode;
  className?: string;
}) {
  const values = useWatch({ control, name: pairs.flat() as FieldPath<T>[] }) as unknown[];
  const missing = lacksSpanish(values);
  return (
    <Tabs defaultValue="en" className={cn('gap-4', className)}>
      <TabsList aria-label={label} className="justify-start">
        <TabsTrigger value="en">English</TabsTrigger>
        <TabsTrigger value="es">
          <span lang="es">Español</span>
          {missing ? (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
              Spanish missing
            </span>
          ) : null}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="en" className="grid gap-4">
        {english}
      </TabsContent>
      <TabsContent value="es" className="grid gap-4">
        {spanish}
      </TabsContent>
    </Tabs>
  );
}
