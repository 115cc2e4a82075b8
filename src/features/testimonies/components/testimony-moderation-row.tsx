import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { LIST_EVENT_DATE_FORMAT, formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { setTestimonyApproval, testimonyChangeKey } from '../api/testimony-moderation';
import type { Testimony } from '../api/testimonies';
import { TestimonyEditForm } from './testimony-edit-form';
import {
  applyTestimonyChange,
  refreshAfterFailure,
  submitterName,
  testimonyFrom,
} from './testimony-moderation-cache';

/** The row's status badge (spec §4): 'Approved' or 'Pending Approval'. */
function StatusBadge({ approved }: { approved: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        approved ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900',
      )}
    >
      {approved ? 'Approved' : 'Pending Approval'}
    </span>
  );
}

/** Which of the row's buttons gets focus back once it is enabled again. */
type FocusTarget = 'toggle' | 'edit';

/**
 * One testimony on the moderation page (spec §4 "Testimony lifecycle", §8): the name (or
 * 'Anonymous'), the title when there is one, the content with its line breaks, the submission
 * date and the badge 'Approved' or 'Pending Approval', with the actions:
 *
 * - Approve / Unapprove: `setTestimonyApproval`, toasting 'Testimony approved.' / 'Testimony
 *   unapproved.', or 'Failed to update approval status.' (destructive);
 * - Edit: switches the row to {@link TestimonyEditForm} (focus goes to its first field, and back
 *   to Edit on Save or Cancel);
 * - Delete: asks `onDelete` to confirm and delete (the page's dialog).
 *
 * Every button's accessible name says which testimony it acts on ('Approve testimony from Jane').
 * The buttons are disabled while any change of this testimony is in flight.
 *
 * @param testimony - the row as last read.
 * @param onChangeStart - called with the id when an approval or edit starts (the page keeps the
 *   row in view even if it no longer matches the filter).
 * @param onDelete - called with the testimony and the Delete button (focus returns there when the
 *   confirmation is cancelled).
 */
export function TestimonyModerationRow({
  testimony,
  onChangeStart,
  onDelete,
}: {
  testimony: Testimony;
  onChangeStart: (id: string) => void;
  onDelete: (testimony: Testimony, trigger: HTMLButtonElement) => void;
}) {
  const queryClient = useQueryClient();
  const { id, is_approved: approved } = testimony;
  const busy = useIsMutating({ mutationKey: testimonyChangeKey(id) }) > 0;
  const [editing, setEditing] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const approval = useRowAction({
    mutationKey: testimonyChangeKey(id),
    run: (isApproved: boolean) => setTestimonyApproval(id, isApproved),
    successToast: (_version, isApproved) => ({
      title: isApproved ? 'Testimony approved.' : 'Testimony unapproved.',
    }),
    failureToast: { title: 'Failed to update approval status.', variant: 'destructive' },
    // Either way focus goes back to the toggle once the row is idle again (the effect below).
    onDone: (version, isApproved) => {
      setFocusTarget('toggle');
      void applyTestimonyChange(queryClient, id, { is_approved: isApproved, version });
    },
    onFailed: (error) => {
      setFocusTarget('toggle');
      refreshAfterFailure(queryClient, error);
    },
  });

  // A disabled button loses focus; once the row is idle again, focus goes back where it was
  // (the Approve/Unapprove button), or to Edit when edit mode closes.
  useEffect(() => {
    if (focusTarget === null || busy) return;
    const button = focusTarget === 'toggle' ? toggleButton.current : editButton.current;
    const active = document.activeElement;
    if (
      button &&
      (focusTarget === 'edit' || active === null || active === document.body || active === button)
    ) {
      button.focus();
    }
    setFocusTarget(null);
  }, [focusTarget, busy]);

  const name = submitterName(testimony);
  const title = testimony.testimony_title?.trim();
  const from = testimonyFrom(testimony);
  const closeEditor = () => {
    setEditing(false);
    setFocusTarget('edit');
  };

  return (
    <article className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-slate-900">{name}</h3>
          <p className="text-sm text-slate-700">
            Submitted{' '}
            <time dateTime={testimony.submitted_at}>
              {formatDate(testimony.submitted_at, LIST_EVENT_DATE_FORMAT)}
            </time>
          </p>
        </div>
        <StatusBadge approved={approved} />
      </div>
      {editing ? (
        <TestimonyEditForm
          testimony={testimony}
          busy={busy}
          onSaved={closeEditor}
          onCancel={closeEditor}
          onSaveStart={() => onChangeStart(id)}
        />
      ) : (
        <>
          {title ? <p className="font-serif text-lg font-bold break-words text-brand-950">{title}</p> : null}
          <p className="leading-relaxed break-words whitespace-pre-wrap text-slate-800">
            {testimony.testimony_content}
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <Button
              ref={toggleButton}
              size="sm"
              variant={approved ? 'outline' : 'default'}
              disabled={busy}
              onClick={() => {
                onChangeStart(id);
                approval.run(!approved);
              }}
            >
              {approved ? 'Unapprove' : 'Approve'}
              <span className="sr-only"> testimony {from}</span>
            </Button>
            <Button
              ref={editButton}
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => setEditing(true)}
            >
              Edit<span className="sr-only"> testimony {from}</span>
            </Button>
            <Button
              ref={deleteButton}
              size="sm"
              variant="outline"
              aria-haspopup="dialog"
              disabled={busy}
              className="border-red-700! text-red-700! hover:bg-red-50!"
              onClick={() => {
                if (deleteButton.current) onDelete(testimony, deleteButton.current);
              }}
            >
              Delete<span className="sr-only"> testimony {from}</span>
            </Button>
          </div>
        </>
      )}
    </article>
  );
}
