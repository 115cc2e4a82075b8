import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CoverField, useCoverFile } from '@/components/editor/cover-field';
import { EditorNotices, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { BLOG_COVER_BUCKET, savePost, uploadCover, type BlogPost } from '../api/admin-blog-posts';
import { postFormSchema, postFormValues, type PostSaveAction } from '../utils/post-form';
import { postStatus } from '../utils/post-status';
import { DeletePostButton, PostSaveButtons, PostStatusLine } from './post-editor-actions';
import { PostDetailsFields, PublishAtField } from './post-editor-fields';

/** What each Save button's success says. */
const SAVED_TOAST: Record<PostSaveAction, string> = {
  save: 'Post saved.',
  draft: 'Draft saved.',
  publish: 'Post published.',
  schedule: 'Post scheduled.',
  unpublish: 'Post unpublished: it is a draft again.',
};

/**
 * The blog post editor of /admin/blog (issue 23 item 2; docs/decisions/0031): title, excerpt
 * and the Markdown body beside a preview drawn by `PostMarkdown`, the public page's renderer, in
 * English / Español tabs (the Spanish optional, decision 0055), the slug (suggested from the
 * title until edited, checked against the other posts before saving; the unique constraint has
 * the last word), tags, author and the cover (the staff kit's one cover field). Buttons by status: a draft is saved, published now or scheduled (a date and
 * time at the church, in the future); a scheduled or published post is saved or unpublished.
 * Delete asks first.
 *
 * Saving goes through the staff kit (`useStaffEditor`, docs/decisions/0034): the version read
 * is sent, a stale save says 'Someone else changed this. Reload to see their changes.', unsaved
 * input is kept on the device, and a failure keeps the input.
 *
 * @param post - the post to edit, or `null` for a new one.
 */
export function AdminPostEditor({ post }: { post: BlogPost | null }) {
  const navigate = useNavigate();
  const [current, setCurrent] = useState<BlogPost | null>(post);
  const [slugEdited, setSlugEdited] = useState(post !== null);
  const cover = useCoverFile();
  const editor = useStaffEditor({
    schema: postFormSchema(cover.hasFile),
    defaultValues: postFormValues(post),
    draftKey: `blog-post:${post?.id ?? 'new'}`,
    mode: 'onTouched',
    save: (values, action: PostSaveAction) =>
      savePost(
        current,
        values,
        action,
        cover.file
          ? (slug, publishedAt) =>
              cover.uploadWith((file, onProgress) => uploadCover(slug, file, publishedAt, onProgress))
          : undefined,
      ),
    savedValues: (saved) => postFormValues(saved),
    successToast: (_saved, action) => ({ title: SAVED_TOAST[action] }),
    failureMessage: 'Could not save the post. Please try again; what you typed is kept.',
    invalidate: [['pastor_blog_posts']],
    onSaved: (saved) => {
      setCurrent(saved);
      setSlugEdited(true);
      cover.clear();
      if (!current) void navigate(`/admin/blog/${saved.id}`, { replace: true });
    },
  });
  const status = current ? postStatus(current.published_at) : 'draft';

  return (
    <form
      noValidate
      aria-label={current ? 'Edit post' : 'New post'}
      onSubmit={(event) => void editor.submit(status === 'draft' ? 'draft' : 'save')(event)}
      className="grid gap-6"
    >
      <EditorNotices draft={editor.draft} />
      <PostStatusLine post={current} />
      <PostDetailsFields
        form={editor.form}
        slugEdited={slugEdited}
        onSlugEdited={() => setSlugEdited(true)}
      />
      <CoverField control={editor.form.control} idPrefix="post" bucket={BLOG_COVER_BUCKET} file={cover} />
      <PublishAtField control={editor.form.control} />
      <SaveFailure error={editor.error} />
      <div className="flex flex-wrap gap-3">
        <PostSaveButtons
          status={status}
          busy={editor.busy}
          pendingAction={editor.pendingAction}
          submit={(action) => () => editor.submit(action)()}
          saveButtonRef={editor.saveButtonRef}
        />
        {current ? (
          <DeletePostButton post={current} disabled={editor.busy} onDeleted={editor.draft.clearDraft} />
        ) : null}
      </div>
    </form>
  );
}
