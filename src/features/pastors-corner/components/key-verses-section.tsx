import { useQuery } from '@tanstack/react-query';
import { adminPastorQueries, nextSortOrder, saveRow } from '../api/admin-pastors-corner';
import type { PastorKeyVerse } from '../api/pastor-desk';
import { blankToNull, type RecordFieldSpec } from '../utils/record-fields';
import { AdminOrderedSection } from './admin-ordered-section';
import { AdminRecordForm } from './admin-record-form';

type VerseValues = { reference: string; verse_text: string; reference_es: string; verse_text_es: string };

const VERSE_FIELDS: readonly RecordFieldSpec<VerseValues>[] = [
  {
    name: 'reference',
    label: 'Reference',
    required: 'Enter the reference.',
    max: 120,
    spanish: 'reference_es',
  },
  {
    name: 'verse_text',
    label: 'Text',
    kind: 'textarea',
    required: 'Enter the verse.',
    max: 2000,
    spanish: 'verse_text_es',
  },
];

/** The public reads a change of the desk refreshes. */
const DESK_KEYS = [['pastor_desk']] as const;

/** The key verses of /admin/pastors-corner, in order, each edited in place. */
export function KeyVersesSection() {
  const verses = useQuery(adminPastorQueries.verses());
  return (
    <AdminOrderedSection<PastorKeyVerse>
      id="verses"
      heading="Key verses"
      noun="key verse"
      table="pastor_key_verses"
      query={verses}
      invalidate={DESK_KEYS}
      labelOf={(verse) => verse.reference}
      detailOf={(verse) => <p className="line-clamp-2">{verse.verse_text}</p>}
      empty="No key verses yet."
      renderForm={(verse, done) => (
        <AdminRecordForm<VerseValues>
          idPrefix={`verse-${verse?.id ?? 'new'}`}
          title={verse ? `Edit ${verse.reference}` : 'New key verse'}
          fields={VERSE_FIELDS}
          initial={{
            reference: verse?.reference ?? '',
            verse_text: verse?.verse_text ?? '',
            reference_es: verse?.reference_es ?? '',
            verse_text_es: verse?.verse_text_es ?? '',
          }}
          draftKey={`pastor-verse:${verse?.id ?? 'new'}`}
          submitLabel={verse ? 'Save verse' : 'Add verse'}
          savedText="Key verse saved."
          invalidate={DESK_KEYS}
          onDone={done}
          save={(values) => {
            const fields = {
              reference: values.reference.trim(),
              verse_text: values.verse_text.trim(),
              reference_es: blankToNull(values.reference_es),
              verse_text_es: blankToNull(values.verse_text_es),
            };
            return saveRow(
              'pastor_key_verses',
              verse ? fields : { ...fields, sort_order: nextSortOrder(verses.data ?? []) },
              verse ?? undefined,
            );
          }}
        />
      )}
    />
  );
}
