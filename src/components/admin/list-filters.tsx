import { useEffect, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * The filter bar above a staff list (docs/decisions/0034): a search landmark named `label`
 * holding the list's filters ({@link ListSearch}, `FilterSelect`, dates) and, when `onClear` is
 * given, 'Clear filters' (disabled while nothing is filtered). The values live in the address
 * (`useListParams`), so the bar itself keeps no state.
 *
 * @param label - the landmark's name, e.g. 'Filter the inbox'.
 * @param filtered - whether a filter is set (enables 'Clear filters').
 * @param onClear - removes every filter; omit for lists with nothing to clear.
 */
export function ListFilters({
  label,
  filtered = false,
  onClear,
  className,
  children,
}: {
  label: string;
  filtered?: boolean;
  onClear?: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className={cn(
        'flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 *:min-w-0',
        className,
      )}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
      {onClear ? (
        <Button type="button" variant="outline" disabled={!filtered} onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}

/**
 * The search box of a staff list's filter bar: a labelled search field whose words are applied
 * with Enter or 'Search' (`live`: on every change, for lists filtered in the browser). The
 * field follows the address, so Back and 'Clear filters' empty it.
 *
 * @param id - the field's id.
 * @param value - the search in the address (`''` for none).
 * @param onSearch - called with the trimmed words (`''` removes the search).
 * @param maxLength - the longest search the request takes.
 * @param inputRef - the field (where focus returns after a dialog of the list, for example).
 */
export function ListSearch({
  id,
  label = 'Search',
  value,
  placeholder,
  maxLength,
  live = false,
  className,
  inputRef,
  onSearch,
}: {
  id: string;
  label?: string;
  value: string;
  placeholder?: string;
  maxLength?: number;
  live?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  onSearch: (words: string) => void;
}) {
  const [text, setText] = useState(value);
  // The address changed under the field (Back, 'Clear filters'): show what it says now.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  const apply = () => onSearch(text.trim());
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          type="search"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          className="w-72 max-w-full"
          onChange={(event) => {
            setText(event.target.value);
            if (live) onSearch(event.target.value.trim());
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        {live ? null : (
          <Button type="button" variant="outline" onClick={apply}>
            Search
          </Button>
        )}
      </div>
    </div>
  );
}

/** The address parameter of {@link NeedsSpanishFilter}: `?spanish=missing`. */
export const NEEDS_SPANISH_PARAM = 'spanish';

/**
 * 'Needs Spanish', a checkbox of a staff list's filter bar (decision 0055): keeps the records
 * whose `needs_spanish` column is true (`?needs_spanish=is.true` for lists read page by page).
 * Its value lives in the address as `?spanish=missing` (`useListParams`).
 *
 * @param checked - whether the address asks for it.
 * @param onChange - called with the new state.
 */
export function NeedsSpanishFilter({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        Needs Spanish
      </label>
    </div>
  );
}
