import { FieldLabel } from '@/components/ui/field';
import type { LocalDay, RepeatFrequency, RepeatRule } from '../utils/repeat-rule-model';
import { withFrequency } from '../utils/repeat-rule';
import { describeRepeatRule } from '../utils/repeat-rule-words';
import {
  MonthlyDay,
  RepeatInterval,
  RuleEnds,
  selectClass,
  WeeklyDays,
  type RepeatRuleErrors,
  type RuleParts,
} from './repeat-rule-parts';

/**
 * The repeat-rule control of the event form (issue "Repeat rules"): 'Repeat' (does not repeat,
 * daily, weekly, monthly, yearly), 'Every N days/weeks/…', the weekdays of a weekly rule, a
 * monthly rule's day of the month or nth (or last) weekday, and the ending (never, on a date,
 * after N times). The rule in words ('Every 2 weeks on Friday, until June 26, 2027') is shown
 * under it and announced politely as it changes. Native controls: each has a visible label,
 * groups are fieldsets with legends.
 *
 * @param idPrefix - prefix of the controls' ids.
 * @param value - the rule.
 * @param onChange - called with the changed rule.
 * @param start - the event's first day (fills the defaults of a new frequency; yearly wording).
 * @param errors - the rule's field errors.
 */
export function RepeatRuleFields({
  idPrefix,
  value,
  onChange,
  start,
  errors = {},
}: {
  idPrefix: string;
  value: RepeatRule;
  onChange: (rule: RepeatRule) => void;
  start: LocalDay | null;
  errors?: RepeatRuleErrors;
}) {
  const id = (part: string) => `${idPrefix}-${part}`;
  const parts: RuleParts = {
    value,
    set: (changes) => onChange({ ...value, ...changes }),
    id,
    errors,
    errorProps: (part) =>
      errors[part]?.message ? { 'aria-invalid': true, 'aria-describedby': `${id(part)}-error` } : {},
  };

  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Repeat</legend>
      <div className="grid gap-1.5">
        <FieldLabel htmlFor={id('frequency')}>Repeats</FieldLabel>
        <select
          id={id('frequency')}
          className={selectClass}
          value={value.frequency}
          onChange={(event) => onChange(withFrequency(value, event.target.value as RepeatFrequency, start))}
        >
          <option value="none">Does not repeat</option>
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
          <option value="monthly">Monthly</option>
          <option value="yearly">Yearly</option>
        </select>
      </div>

      {value.frequency === 'none' ? null : (
        <>
          <RepeatInterval {...parts} />

          {value.frequency === 'weekly' ? <WeeklyDays {...parts} /> : null}

          {value.frequency === 'monthly' ? <MonthlyDay {...parts} /> : null}

          <RuleEnds {...parts} />
        </>
      )}
      <p id={id('summary')} aria-live="polite" className="font-medium text-brand-950">
        {describeRepeatRule(value, start)}
      </p>
    </fieldset>
  );
}
