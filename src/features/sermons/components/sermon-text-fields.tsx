import type { Control } from 'react-hook-form';
import { TextField } from '@/components/editor/editor-fields';
import type { SermonFormValues } from '../utils/sermon-form';

// The sermon editor's translated fields (docs/decisions/0034, 0055) and its value lists.

type SermonControl = Control<SermonFormValues, unknown, SermonFormValues>;

/** A value list of a `<datalist>`: the speakers or series already used. */
export function Options({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

/** The sermon's translated fields (decision 0055). */
export const SERMON_TEXT_PAIRS = [
  ['title', 'title_es'],
  ['series', 'series_es'],
  ['description', 'description_es'],
] as const;

/** Title, series and description in English, or with `spanish` their optional Spanish versions. */
export function SermonTextFields({
  control,
  id,
  series,
  spanish = false,
}: {
  control: SermonControl;
  id: string;
  series: readonly string[];
  spanish?: boolean;
}) {
  const required = <span aria-hidden="true"> *</span>;
  const [title, seriesName, description] = spanish
    ? (['title_es', 'series_es', 'description_es'] as const)
    : (['title', 'series', 'description'] as const);
  return (
    <>
      <TextField
        control={control}
        name={title}
        label={spanish ? 'Spanish title' : <>Title{required}</>}
        id={`${id}-${title}`}
        aria-required={!spanish}
        optional={spanish}
      />
      <TextField
        control={control}
        name={seriesName}
        label={spanish ? 'Spanish series' : 'Series'}
        id={`${id}-${seriesName}`}
        optional={spanish}
        {...(spanish
          ? {}
          : {
              list: `${id}-series-options`,
              description: 'Choose a series already used, type a new one, or leave empty.',
            })}
      />
      {spanish ? null : <Options id={`${id}-series-options`} values={series} />}
      <TextField
        control={control}
        name={description}
        label={spanish ? 'Spanish description' : 'Description'}
        id={`${id}-${description}`}
        optional={spanish}
        multiline
      />
    </>
  );
}
