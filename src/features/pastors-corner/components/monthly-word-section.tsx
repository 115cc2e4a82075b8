import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { adminPastorQueries, saveRow } from '../api/admin-pastors-corner';
import type { PastorWord } from '../api/pastor-desk';
import {
  blankToNull,
  firstDay,
  monthCheck,
  monthName,
  monthOf,
  type RecordFieldSpec,
} from '../utils/record-fields';
import { AdminRecordForm } from './admin-record-form';

type WordValues = {
  title: string;
  month: string;
  body: string;
  closing_verse: string;
  signature: string;
  title_es: string;
  body_es: string;
  closing_verse_es: string;
};

const WORD_FIELDS: readonly RecordFieldSpec<WordValues>[] = [
  { name: 'title', label: 'Title', required: 'Enter a title.', max: 200, spanish: 'title_es' },
  { name: 'month', label: 'Month', kind: 'month', required: 'Choose a month.', check: monthCheck },
  {
    name: 'body',
    label: 'Word',
    kind: 'textarea',
    required: 'Write the word.',
    max: 20000,
    description: 'Plain text; leave a blank line between paragraphs.',
    spanish: 'body_es',
  },
  {
    name: 'closing_verse',
    label: 'Closing verse',
    kind: 'textarea',
    max: 1000,
    description: 'The verse with its reference, e.g. "…" (Philippians 4:13).',
    spanish: 'closing_verse_es',
  },
  {
    name: 'signature',
    label: 'Signature',
    max: 120,
    description: 'Who signs it, e.g. Pastor Samuel Adeyemi.',
  },
];

function wordValues(word: PastorWord | null): WordValues {
  return {
    title: word?.title ?? '',
    month: monthOf(word?.month),
    body: word?.body ?? '',
    closing_verse: word?.closing_verse ?? '',
    signature: word?.signature ?? '',
    title_es: word?.title_es ?? '',
    body_es: word?.body_es ?? '',
    closing_verse_es: word?.closing_verse_es ?? '',
  };
}

/** The monthly word of /admin/pastors-corner: the latest month's word in a form, or a new month's. */
export function MonthlyWordSection() {
  const words = useQuery(adminPastorQueries.words());
  const [creating, setCreating] = useState(false);

  let content;
  if (words.isPending) content = <ListSkeleton label="Loading the monthly word" rows={1} />;
  else if (words.isError) {
    content = (
      <ErrorState onRetry={() => void words.refetch()} retrying={words.isFetching}>
        Could not load the monthly word.
      </ErrorState>
    );
  } else {
    const latest = creating ? null : (words.data[0] ?? null);
    content = (
      <>
        <p className="text-slate-700">
          {latest
            ? `The Pastor's Desk shows the word of the latest month: ${monthName(latest.month)}.`
            : "A new month's word; the Pastor's Desk shows the latest month."}
        </p>
        <AdminRecordForm<WordValues>
          key={latest ? `${latest.id}:${latest.version}` : 'new'}
          idPrefix="word"
          title={latest ? 'Edit the monthly word' : "New month's word"}
          fields={WORD_FIELDS}
          initial={wordValues(latest)}
          draftKey={`pastor-word:${latest?.id ?? 'new'}`}
          submitLabel={latest ? 'Save word' : 'Add word'}
          savedText="Monthly word saved."
          invalidate={[['pastor_desk']]}
          onDone={() => setCreating(false)}
          save={(values) =>
            saveRow(
              'pastor_words',
              {
                title: values.title.trim(),
                month: firstDay(values.month),
                body: values.body,
                closing_verse: blankToNull(values.closing_verse),
                signature: blankToNull(values.signature),
                title_es: blankToNull(values.title_es),
                body_es: blankToNull(values.body_es),
                closing_verse_es: blankToNull(values.closing_verse_es),
              },
              latest ?? undefined,
            )
          }
        />
        {latest ? (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setCreating(true)}
          >
            Start a new month&apos;s word
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby="word-heading" className="grid gap-4">
      <h2 id="word-heading" className="font-serif text-2xl font-bold text-brand-950">
        Monthly word
      </h2>
      {content}
    </section>
  );
}
