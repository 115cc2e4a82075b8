/** One choice of a {@link FilterSelect}: the value sent and the text shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled native `<select>` for the filters above a staff list (activity, inbox): the first
 * option is "no filter" (value `''`), then `options` in order. A native select keeps keyboard and
 * screen-reader behaviour as the platform gives it.
 *
 * @param id - the select's id (the label points at it).
 * @param label - the visible label, e.g. 'Status'.
 * @param value - the chosen value, `''` for none.
 * @param anyLabel - the text of the "no filter" option, e.g. 'Any status'.
 * @param options - the other choices.
 * @param onChange - called with the chosen value (`''` for none).
 */
export function FilterSelect({
  id,
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  anyLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <select
        id={id}
        className="h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
