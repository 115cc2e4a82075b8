import { Controller, type Control } from 'react-hook-form';
import { Field, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { RegistrationInput, RegistrationQuestion } from '../api/registrations';
import type { RegisterText, RegistrationFormValues } from '../utils/register-form';

/** The register form's control: what is typed in, what is sent out. */
type RegisterControl = Control<RegistrationFormValues, unknown, RegistrationInput>;

/** The text fields; each label is the register form's word of the same name. */
const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false },
] as const;

/** A text field (name, e-mail, phone) with its label and error. */
function TextField({
  control,
  idPrefix,
  spec,
  text,
}: {
  control: RegisterControl;
  idPrefix: string;
  spec: (typeof TEXT_FIELDS)[number];
  text: RegisterText;
}) {
  const id = `${idPrefix}-${spec.name}`;
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field, fieldState }) => (
        <Field>
          <FieldLabel htmlFor={id}>{text[spec.name]}</FieldLabel>
          <Input
            {...field}
            {...fieldControlProps(id, fieldState)}
            type={spec.type}
            autoComplete={spec.autoComplete}
            required={spec.required}
          />
          <FieldError id={id} error={fieldState.error} />
        </Field>
      )}
    />
  );
}

/** Name, e-mail, party size (1–10) and the optional phone, two by two on wide screens. */
export function PersonFields({
  control,
  idPrefix,
  text,
}: {
  control: RegisterControl;
  idPrefix: string;
  text: RegisterText;
}) {
  const partyId = `${idPrefix}-party`;
  const [name, email, phone] = TEXT_FIELDS;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField control={control} idPrefix={idPrefix} spec={name} text={text} />
      <TextField control={control} idPrefix={idPrefix} spec={email} text={text} />
      <Controller
        control={control}
        name="party_size"
        render={({ field, fieldState }) => (
          <Field>
            <FieldLabel htmlFor={partyId}>{text.partySize}</FieldLabel>
            <select
              ref={field.ref}
              name={field.name}
              {...fieldControlProps(partyId, fieldState)}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(Number(event.target.value))}
              className="h-11 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
            >
              {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <FieldError id={partyId} error={fieldState.error} />
          </Field>
        )}
      />
      <TextField control={control} idPrefix={idPrefix} spec={phone} text={text} />
    </div>
  );
}

/**
 * One of the event's questions: a short text, or radios for yes/no and for a choice; its label
 * says '(optional)' unless an answer is required.
 */
export function QuestionField({
  control,
  question,
  idPrefix,
  text,
}: {
  control: RegisterControl;
  question: RegistrationQuestion;
  idPrefix: string;
  text: RegisterText;
}) {
  const id = `${idPrefix}-${question.id}`;
  const label = `${question.label}${question.required ? '' : text.optional}`;
  const yesNo = question.kind === 'yes_no';
  const options = yesNo ? [text.yes, text.no] : (question.options ?? []);
  return (
    <Controller
      control={control}
      name={`answers.${question.id}`}
      render={({ field, fieldState }) => {
        if (question.kind === 'text') {
          return (
            <Field>
              <FieldLabel htmlFor={id}>{label}</FieldLabel>
              <Input
                ref={field.ref}
                name={field.name}
                {...fieldControlProps(id, fieldState)}
                value={typeof field.value === 'string' ? field.value : ''}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
                required={question.required}
              />
              <FieldError id={id} error={fieldState.error} />
            </Field>
          );
        }
        const selected = yesNo
          ? field.value === true
            ? text.yes
            : field.value === false
              ? text.no
              : ''
          : field.value;
        return (
          <fieldset
            className="grid gap-1.5"
            {...(fieldState.error ? { 'aria-describedby': `${id}-error` } : {})}
          >
            <legend className="text-sm font-medium text-slate-900">{label}</legend>
            <div className="flex flex-wrap gap-4">
              {options.map((option, index) => (
                <label key={option} className="inline-flex min-h-11 items-center gap-2 text-slate-900">
                  <input
                    ref={index === 0 ? field.ref : undefined}
                    type="radio"
                    name={id}
                    value={option}
                    checked={selected === option}
                    onBlur={field.onBlur}
                    onChange={() => field.onChange(yesNo ? option === text.yes : option)}
                    className="size-5 accent-brand-700"
                  />
                  {option}
                </label>
              ))}
            </div>
            <FieldError id={id} error={fieldState.error} />
          </fieldset>
        );
      }}
    />
  );
}
