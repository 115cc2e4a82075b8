import { useId, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { Field, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { sermonsMessages } from '@/i18n/sermons';
import { getLocale, INTL_TAG } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/messages';
import { CONTENT_LANGUAGES, isContentLanguage } from '@/lib/localized';
import { SERMON_SORTS, type SermonSort } from '../utils/sort';
import type { SermonSearchState } from '../utils/search-params';
import { isTypedLocation } from './use-sermon-search';

const selectClasses =
  'h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 focus-visible:border-brand-700';

/** A language's name in the page's language ('Spanish', 'Español'), from the platform's `Intl`. */
function languageName(code: string): string {
  const name = new Intl.DisplayNames([INTL_TAG[getLocale()]], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(INTL_TAG[getLocale()]) + name.slice(1);
}

interface SermonFiltersProps {
  state: SermonSearchState;
  speakers: readonly string[];
  seriesList: readonly string[];
  onChange: (change: Partial<SermonSearchState>) => void;
}

/**
 * The archive's search box ('Keywords, scriptures...'), speaker and series filters ('All
 * Speakers', 'All Series' plus each value in the data), the language preached in (issue 43
 * item 5) and sort menu (spec §2, §4). The box keeps
 * what is typed locally so the caret never jumps while the address catches up, and follows the
 * address when it changes from elsewhere (Back, 'Clear search and filters').
 */
export function SermonFilters({ state, speakers, seriesList, onChange }: SermonFiltersProps) {
  const id = useId();
  const m = useMessages(sermonsMessages).search;
  const [text, setText] = useState(state.q);
  const [addressQ, setAddressQ] = useState(state.q);
  const location = useLocation();
  const navigationType = useNavigationType();
  // An address written by our own typing arrives after the keystroke, maybe after later ones:
  // taking it back would drop what was typed since. Back/Forward and other changes are followed.
  const typedHere = navigationType !== 'POP' && isTypedLocation(location.state);
  if (addressQ !== state.q) {
    setAddressQ(state.q);
    if (!typedHere && text !== state.q) setText(state.q);
  }

  return (
    <div
      role="search"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
    >
      <Field className="sm:col-span-2 lg:col-span-1">
        <FieldLabel htmlFor={`${id}-q`} className="sr-only">
          {m.label}
        </FieldLabel>
        <Input
          id={`${id}-q`}
          type="search"
          placeholder={m.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange({ q: event.target.value });
          }}
        />
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-speaker`} className="sr-only">
          {m.speaker}
        </FieldLabel>
        <select
          id={`${id}-speaker`}
          className={selectClasses}
          value={state.speaker}
          onChange={(event) => onChange({ speaker: event.target.value })}
        >
          <option value="">{m.allSpeakers}</option>
          {speakers.map((speaker) => (
            <option key={speaker} value={speaker}>
              {speaker}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-series`} className="sr-only">
          {m.series}
        </FieldLabel>
        <select
          id={`${id}-series`}
          className={selectClasses}
          value={state.series}
          onChange={(event) => onChange({ series: event.target.value })}
        >
          <option value="">{m.allSeries}</option>
          {seriesList.map((series) => (
            <option key={series} value={series}>
              {series}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-language`} className="sr-only">
          {m.language}
        </FieldLabel>
        <select
          id={`${id}-language`}
          className={selectClasses}
          value={state.language ?? ''}
          onChange={(event) =>
            onChange({ language: isContentLanguage(event.target.value) ? event.target.value : '' })
          }
        >
          <option value="">{m.allLanguages}</option>
          {CONTENT_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageName(language)}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-sort`} className="sr-only">
          {m.sort}
        </FieldLabel>
        <select
          id={`${id}-sort`}
          className={selectClasses}
          value={state.sort}
          onChange={(event) => onChange({ sort: event.target.value as SermonSort })}
        >
          {SERMON_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {m.sorts[sort]}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
