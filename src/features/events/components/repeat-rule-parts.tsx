import { FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  MAX_COUNT,
  MAX_INTERVAL,
  ORDINAL_VALUES,
  WEEKDAY_CODES,
  type RepeatFrequency,
  type RepeatRule,
} from '../utils/repeat-rule-model';
import { ORDINALS, WEEKDAY_NAMES } from '../utils/repeat-rule-words';

/**
 * The parts of the event form's repeat-rule control ({@link RepeatRuleFields} of
 * `./repeat-rule-fields`): every N days/weeks/…, a weekly rule's weekdays, a monthly rule's day,
 * and how the rule ends. Each gets the rule, a setter, ids and errors ({@link RuleParts}).
 */

export const selectClass = 'h-11 rounded-md border border-slate-400 bg-white px-3 text-slate-900';

const UNITS: Record<Exclude<RepeatFrequency, 'none'>, [string, string]> = {
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  yearly: ['year', 'years'],
};

/** The errors of the rule's parts, as react-hook-form reports them. */
export interface RepeatRuleErrors {
  interval?: { message?: string };
  weekdays?: { message?: string };
  until?: { message?: string };
  count?: { message?: string };
}

function numberValue(text: string): number {
  return text === '' ? Number.NaN : Number(text);
}

/** What each part of the rule's control gets: the rule, a setter, ids and errors. */
export interface RuleParts {
  value: RepeatRule;
  set: (changes: Partial<RepeatRule>) => void;
  id: (part: string) => string;
  errors: RepeatRuleErrors;
  errorProps: (part: keyof RepeatRuleErrors) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

/** 'Repeat every N days/weeks/…'. */
export function RepeatInterval({ value, set, id, errors, errorProps }: RuleParts) {
  if (value.frequency === 'none') return null;
  return (
    <div className="grid gap-1.5">
      <FieldLabel htmlFor={id('interval')}>Repeat every</FieldLabel>
      <div className="flex items-center gap-2">
        <Input
          id={id('interval')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_INTERVAL}
          className="w-24"
          value={Number.isNaN(value.interval) ? '' : value.interval}
          onChange={(event) => set({ interval: numberValue(event.target.value) })}
          {...errorProps('interval')}
        />
        <span className="text-slate-800">{UNITS[value.frequency][value.interval === 1 ? 0 : 1]}</span>
      </div>
      <FieldError id={id('interval')} error={errors.interval} />
    </div>
  );
}

/** The weekdays of a weekly rule. */
export function WeeklyDays({ value, set, id, errors, errorProps }: RuleParts) {
  return (
    <fieldset className="grid gap-2" {...errorProps('weekdays')}>
      <legend className="text-sm font-medium text-slate-900">On</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {WEEKDAY_CODES.map((code) => (
          <label key={code} className="flex items-center gap-2 text-slate-900">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={value.weekdays.includes(code)}
              onChange={(event) =>
                set({
                  weekdays: event.target.checked
                    ? WEEKDAY_CODES.filter((day) => day === code || value.weekdays.includes(day))
                    : value.weekdays.filter((day) => day !== code),
                })
              }
            />
            {WEEKDAY_NAMES[code]}
          </label>
        ))}
      </div>
      <FieldError id={id('weekdays')} error={errors.weekdays} />
    </fieldset>
  );
}

/** A monthly rule's day of the month, or its nth (or last) weekday. */
export function MonthlyDay({ value, set, id }: RuleParts) {
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-slate-900">On</legend>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id('by-day')}
          type="radio"
          name={id('monthly-by')}
          className="size-5 accent-brand-700"
          checked={value.monthlyBy === 'day'}
          onChange={() => set({ monthlyBy: 'day' })}
        />
        <label htmlFor={id('by-day')} className="text-slate-900">
          A day of the month
        </label>
        <label htmlFor={id('month-day')} className="sr-only">
          Day of the month
        </label>
        <select
          id={id('month-day')}
          className={selectClass}
          value={value.monthDay}
          disabled={value.monthlyBy !== 'day'}
          onChange={(event) => set({ monthDay: Number(event.target.value) })}
        >
          {Array.from({ length: 31 }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index + 1}
            </option>
          ))}
          <option value={-1}>Last day</option>
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id('by-weekday')}
          type="radio"
          name={id('monthly-by')}
          className="size-5 accent-brand-700"
          checked={value.monthlyBy === 'weekday'}
          onChange={() => set({ monthlyBy: 'weekday' })}
        />
        <label htmlFor={id('by-weekday')} className="text-slate-900">
          A weekday of the month
        </label>
        <label htmlFor={id('ordinal')} className="sr-only">
          Which one
        </label>
        <select
          id={id('ordinal')}
          className={selectClass}
          value={value.ordinal}
          disabled={value.monthlyBy !== 'weekday'}
          onChange={(event) => set({ ordinal: Number(event.target.value) })}
        >
          {ORDINAL_VALUES.map((ordinal) => (
            <option key={ordinal} value={ordinal}>
              {ORDINALS[ordinal]}
            </option>
          ))}
        </select>
        <label htmlFor={id('ordinal-weekday')} className="sr-only">
          Weekday
        </label>
        <select
          id={id('ordinal-weekday')}
          className={selectClass}
          value={value.ordinalWeekday}
          disabled={value.monthlyBy !== 'weekday'}
          onChange={(event) => set({ ordinalWeekday: event.target.value as RepeatRule['ordinalWeekday'] })}
        >
          {WEEKDAY_CODES.map((code) => (
            <option key={code} value={code}>
              {WEEKDAY_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/** How the rule ends: never, on a date, after N times. */
export function RuleEnds({ value, set, id, errors, errorProps }: RuleParts) {
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-slate-900">Ends</legend>
      <div className="flex items-center gap-2">
        <input
          id={id('ends-never')}
          type="radio"
          name={id('ends')}
          className="size-5 accent-brand-700"
          checked={value.ends === 'never'}
          onChange={() => set({ ends: 'never' })}
        />
        <label htmlFor={id('ends-never')} className="text-slate-900">
          Never
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id('ends-on')}
          type="radio"
          name={id('ends')}
          className="size-5 accent-brand-700"
          checked={value.ends === 'on'}
          onChange={() => set({ ends: 'on' })}
        />
        <label htmlFor={id('ends-on')} className="text-slate-900">
          On a date
        </label>
        <label htmlFor={id('until')} className="sr-only">
          Last date
        </label>
        <Input
          id={id('until')}
          type="date"
          className="w-auto"
          value={value.until}
          disabled={value.ends !== 'on'}
          onChange={(event) => set({ until: event.target.value })}
          {...errorProps('until')}
        />
      </div>
      <FieldError id={id('until')} error={errors.until} />
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id('ends-after')}
          type="radio"
          name={id('ends')}
          className="size-5 accent-brand-700"
          checked={value.ends === 'after'}
          onChange={() => set({ ends: 'after' })}
        />
        <label htmlFor={id('ends-after')} className="text-slate-900">
          After a number of times
        </label>
        <label htmlFor={id('count')} className="sr-only">
          Number of times
        </label>
        <Input
          id={id('count')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_COUNT}
          className="w-24"
          value={Number.isNaN(value.count) ? '' : value.count}
          disabled={value.ends !== 'after'}
          onChange={(event) => set({ count: numberValue(event.target.value) })}
          {...errorProps('count')}
        />
      </div>
      <FieldError id={id('count')} error={errors.count} />
    </fieldset>
  );
}
