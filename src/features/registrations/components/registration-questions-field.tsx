import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { RegistrationQuestion } from '../api/registrations';

const KINDS = [
  ['text', 'Short text'],
  ['yes_no', 'Yes / no'],
  ['choice', 'Choice'],
] as const;

/** The first free id of q1–q5. */
function nextId(questions: readonly RegistrationQuestion[]): string {
  for (let i = 1; i <= 5; i += 1) if (!questions.some((q) => q.id === `q${i}`)) return `q${i}`;
  return 'q5';
}

/**
 * Up to 5 questions for the register form: label, kind (short text, yes/no, choice with one
 * option per line) and 'Required'. Answers are kept by the question's id (q1–q5), so changing a
 * label keeps the answers already given.
 */
export function QuestionsField({
  questions,
  errors,
  onChange,
}: {
  questions: RegistrationQuestion[];
  errors: Partial<Record<string, string>>;
  onChange: (questions: RegistrationQuestion[]) => void;
}) {
  const update = (i: number, patch: Partial<RegistrationQuestion>) =>
    onChange(
      questions.map((q, j) => {
        if (j !== i) return q;
        const next = { ...q, ...patch };
        if (next.kind !== 'choice') delete next.options;
        else next.options ??= [];
        return next;
      }),
    );
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-slate-900">Questions (up to 5)</legend>
      {questions.map((q, i) => (
        <div key={q.id} className="grid gap-2 rounded-md border border-slate-200 p-3">
          <label className="grid gap-1 text-sm text-slate-900" htmlFor={`question-${q.id}`}>
            Question {i + 1}
            <Input
              id={`question-${q.id}`}
              value={q.label}
              onChange={(e) => update(i, { label: e.target.value })}
            />
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <label className="grid gap-1 text-sm text-slate-900" htmlFor={`question-${q.id}-kind`}>
              Kind
              <select
                id={`question-${q.id}-kind`}
                value={q.kind}
                onChange={(e) => update(i, { kind: e.target.value as RegistrationQuestion['kind'] })}
                className="h-11 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
              >
                {KINDS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                checked={Boolean(q.required)}
                onChange={(e) => update(i, { required: e.target.checked })}
                className="size-5 accent-brand-700"
              />
              Required
            </label>
            <Button
              type="button"
              variant="ghost"
              onClick={() => onChange(questions.filter((_, j) => j !== i))}
            >
              Remove<span className="sr-only"> question {i + 1}</span>
            </Button>
          </div>
          {q.kind === 'choice' ? (
            <label className="grid gap-1 text-sm text-slate-900" htmlFor={`question-${q.id}-options`}>
              Options, one per line
              <Textarea
                id={`question-${q.id}-options`}
                rows={3}
                value={(q.options ?? []).join('\n')}
                onChange={(e) =>
                  update(i, {
                    options: e.target.value
                      .split('\n')
                      .map((o) => o.trimStart())
                      .filter((o, k, all) => o !== '' || k === all.length - 1),
                  })
                }
              />
            </label>
          ) : null}
          <FieldError
            id={`question-${q.id}`}
            error={errors[`q${i}`] ? { message: errors[`q${i}`] } : undefined}
          />
        </div>
      ))}
      {questions.length < 5 ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => onChange([...questions, { id: nextId(questions), label: '', kind: 'text' }])}
        >
          Add a question
        </Button>
      ) : null}
    </fieldset>
  );
}
