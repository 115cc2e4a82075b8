import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import * as z from 'zod/mini';
import { TextField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { addNote, NOTE_MAX_LENGTH, noteAuthor } from '../api/inbox-item';
import { inboxQueries } from '../api/inbox';
import { type InboxKind } from '../api/inbox-kinds';

const DATE_TIME = 'MMM d, yyyy, h:mm a';

const noteSchema = z.object({
  body: z.string().check(
    z.refine((text) => text.trim() !== '', 'Write a note first.'),
    z.refine(
      (text) => text.length <= NOTE_MAX_LENGTH,
      `A note can be at most ${NOTE_MAX_LENGTH} characters.`,
    ),
  ),
});

/** The notes so far: loading, a failed read with 'Try again', none, or the list. */
function NoteList({ kind, id }: { kind: InboxKind; id: string }) {
  const notes = useQuery(inboxQueries.notes(kind, id));
  const assignees = useQuery(inboxQueries.assignees());
  if (notes.isPending) return <Skeleton className="h-12 w-full" />;
  if (notes.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-800">Could not load the notes.</p>
        <Button variant="outline" onClick={() => void notes.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (notes.data.length === 0) return <p className="text-slate-700">No notes yet.</p>;
  return (
    <ol className="grid gap-3">
      {notes.data.map((note) => (
        <li key={note.id} className="rounded-md border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{noteAuthor(note, assignees.data)}</span>
            {', '}
            <time dateTime={note.created_at}>{formatDate(note.created_at, DATE_TIME)}</time>
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The private notes of an inbox item and the form that adds one, through the staff kit
 * (docs/decisions/0034). A note is pastoral and private (decision 0026), so nothing of it is kept
 * on the device; 'Leave page?' still guards a note being written.
 */
export function InboxNotes({ kind, id }: { kind: InboxKind; id: string }) {
  const formId = useId();
  const editor = useStaffEditor({
    schema: noteSchema,
    defaultValues: { body: '' },
    draftKey: null,
    save: ({ body }) => addNote(kind, id, body),
    savedValues: () => ({ body: '' }),
    successToast: { title: 'Note added.' },
    failureMessage: 'Could not add the note. Try again.',
    invalidate: [inboxQueries.notes(kind, id).queryKey],
  });
  return (
    <section aria-labelledby={`${formId}-title`} className="grid gap-4">
      <h2 id={`${formId}-title`} className="font-serif text-xl font-bold text-brand-950">
        Private notes
      </h2>
      <p className="text-sm text-slate-700">
        Only pastoral care and admins see these notes; the visitor never does.
      </p>
      <NoteList kind={kind} id={id} />
      <form onSubmit={(event) => void editor.submit(undefined)(event)} noValidate className="grid gap-2">
        <EditorNotices draft={editor.draft} />
        <TextField
          control={editor.form.control}
          name="body"
          label="New note"
          id={`${formId}-body`}
          multiline
          rows={3}
        />
        <SaveFailure error={editor.error} className="text-sm text-red-800" />
        <div>
          <SaveButton busy={editor.busy} busyLabel="Adding..." buttonRef={editor.saveButtonRef}>
            Add note
          </SaveButton>
        </div>
      </form>
    </section>
  );
}
