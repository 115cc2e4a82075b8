import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SaveButton } from '@/components/editor/editor-parts';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { deletePost, type BlogPost } from '../api/admin-blog-posts';
import { formatChurchDateTime } from '@/lib/church-time';
import type { PostSaveAction } from '../utils/post-form';
import { POST_STATUS_LABELS, postStatus, type PostStatus } from '../utils/post-status';

// The blog post editor's status line, its Save buttons (by status) and Delete (docs/decisions/0031).

// The confirmation (Radix dialog) loads on the first 'Delete' press (staff page budget).
const ConfirmDialog = lazy(async () => ({
  default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog,
}));

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const remove = useMutation({
    mutationFn: () => deletePost(post),
    onSuccess: async () => {
      onDeleted();
      toast({ title: 'Post deleted.' });
      await queryClient.invalidateQueries({ queryKey: ['pastor_blog_posts'] });
      void navigate('/admin/blog', { replace: true });
    },
    onError: () => {
      toast({ title: 'Failed to delete post.', variant: 'destructive' });
      setOpen(false);
    },
  });
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        className="text-red-700"
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        Delete
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Delete this post?"
            description={`“${post.title}” will be removed from the blog${post.cover_image_source_type === 'upload' ? ' with its uploaded cover' : ''}. This cannot be undone.`}
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
            returnFocusRef={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
