/** A radio drawn as a button: the checked one filled, a focus ring when reached by keyboard. */
const PILL =
  'flex h-11 cursor-pointer items-center justify-center rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-slate-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700';

/**
 * The Donate page's choices drawn as buttons (the amounts, the frequencies): real radios, visually
 * hidden, each with its label as the button, so that arrow keys, Space and screen readers work as
 * for any radio group.
 *
 * @param name - the radios' `name` (one group).
 * @param idOf - each option's input id (its label's `htmlFor`).
 * @param labelOf - each option's visible name ('$50', 'Monthly').
 * @param label - when given, the group is a `radiogroup` with this name (for a group inside a
 *   fieldset whose legend names something else).
 * @param className - the grid of the buttons.
 */
export function PillRadios<T extends string | number>({
  name,
  options,
  value,
  onChange,
  onBlur,
  idOf,
  labelOf,
  label,
  className,
}: {
  name: string;
  options: readonly T[];
  value: T | null | undefined;
  onChange: (option: T) => void;
  onBlur?: () => void;
  idOf: (option: T) => string;
  labelOf: (option: T) => string;
  label?: string;
  className: string;
}) {
  return (
    <div {...(label ? { role: 'radiogroup', 'aria-label': label } : {})} className={className}>
      {options.map((option) => (
        <div key={option}>
          <input
            type="radio"
            id={idOf(option)}
            className="peer sr-only"
            name={name}
            checked={value === option}
            onChange={() => onChange(option)}
            onBlur={onBlur}
          />
          <label htmlFor={idOf(option)} className={PILL}>
            {labelOf(option)}
          </label>
        </div>
      ))}
    </div>
  );
}
