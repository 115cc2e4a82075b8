import { type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { SaveButton } from '@/components/editor/editor-parts';
import { Button } from '@/components/ui/button';
import { deletePost, type BlogPost } from '../api/admin-blog-posts';
import { formatChurchDateTime } from '@/lib/church-time';
import type { PostSaveAction } from '../utils/post-form';
import { POST_STATUS_LABELS, postStatus, type PostStatus } from '../utils/post-status';

// The blog post editor's status line, its Save buttons (by status) and Delete (docs/decisions/0031).

/** The status line above the form, with the public page's link once saved. */
export function PostStatusLine({ post }: { post: BlogPost | null }) {
  const status = post ? postStatus(post.published_at) : 'draft';
  let text: string;
  if (!post) text = 'New post, not saved yet.';
  else if (status === 'draft') text = 'Draft: only staff can see it.';
  else if (status === 'scheduled') {
    text = `Scheduled: visitors see it from ${formatChurchDateTime(post.published_at!)}.`;
  } else text = `Published ${formatChurchDateTime(post.published_at!)}.`;
  return (
    <p className="font-medium text-slate-900" data-testid="post-status">
      <span className="mr-2 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
        {POST_STATUS_LABELS[status]}
      </span>
      {text}
      {post ? (
        <>
          {' '}
          <Link
            to={`/pastors-corner/blog/${post.slug}`}
            className="text-brand-700 underline underline-offset-4"
          >
            Open its public page
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** The buttons of each status: a draft is saved, published or scheduled; a public post saved or unpublished. */
const BUTTONS: Record<
  PostStatus,
  readonly { action: PostSaveAction; label: string; busy: string; main?: true }[]
> = {
  draft: [
    { action: 'draft', label: 'Save draft', busy: 'Saving...' },
    { action: 'publish', label: 'Publish now', busy: 'Publishing...', main: true },
    { action: 'schedule', label: 'Schedule', busy: 'Scheduling...' },
  ],
  scheduled: [
    { action: 'save', label: 'Save changes', busy: 'Saving...', main: true },
    { action: 'publish', label: 'Publish now', busy: 'Publishing...' },
    { action: 'unpublish', label: 'Unpublish', busy: 'Unpublishing...' },
  ],
  published: [
    { action: 'save', label: 'Save changes', busy: 'Saving...', main: true },
    { action: 'unpublish', label: 'Unpublish', busy: 'Unpublishing...' },
  ],
};

/**
 * The Save buttons of the post's status; the first is the form's submit button (Enter), the others
 * submit with their own action. Each says what it does while its save runs.
 */
export function PostSaveButtons({
  status,
  busy,
  pendingAction,
  submit,
  saveButtonRef,
}: {
  status: PostStatus;
  busy: boolean;
  pendingAction: PostSaveAction | undefined;
  submit: (action: PostSaveAction) => () => Promise<void>;
  saveButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  return BUTTONS[status].map(({ action, label, busy: busyLabel, main }, index) => (
    <SaveButton
      key={action}
      type={index === 0 ? 'submit' : 'button'}
      variant={main ? 'default' : 'outline'}
      busy={busy}
      pending={pendingAction === action}
      busyLabel={busyLabel}
      buttonRef={index === 0 ? saveButtonRef : undefined}
      onClick={index === 0 ? undefined : () => void submit(action)()}
    >
      {label}
    </SaveButton>
  ));
}

/**
 * Delete, after 'Delete this post?': the row, then its uploaded cover; the list opens after.
 *
 * @param onDeleted - called before leaving the page (the editor forgets its draft there).
 */
export function DeletePostButton({
  post,
  disabled,
  onDeleted,
}: {
  post: BlogPost;
  disabled: boolean;
  onDeleted: () => void;
}) {
  const navigate = useNavigate();
  const remove = useRowAction({
    run: (shown: BlogPost) => deletePost(shown),
    successToast: { title: 'Post deleted.' },
    failureToast: { title: 'Failed to delete post.', variant: 'destructive' },
    invalidate: [['pastor_blog_posts']],
    onDone: () => {
      onDeleted();
      void navigate('/admin/blog', { replace: true });
    },
  });
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        className="text-red-700"
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={(event) => remove.ask(post, event.currentTarget)}
      >
        Delete
      </Button>
      <RowActionDialog
        action={remove}
        title="Delete this post?"
        description={(shown) =>
          `“${shown.title}” will be removed from the blog${shown.cover_image_source_type === 'upload' ? ' with its uploaded cover' : ''}. This cannot be undone.`
        }
      />
    </>
  );
}
