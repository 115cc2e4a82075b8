import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { formatFileSize, UploadStatus, type FileUploadState } from '@/components/ui/upload-status';
import { useStaffObjectUrl } from '@/hooks/use-staff-object-url';
import { toast } from '@/hooks/use-toast';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { ROW_CHANGED_MESSAGE, RowChangedError } from '@/lib/errors';
import { safeUrl } from '@/lib/urls';
import {
  BLOG_COVER_BUCKET,
  BLOG_COVER_MAX_BYTES,
  BLOG_COVER_TYPES,
  coverFileProblem,
  createPost,
  deletePost,
  isSlugTaken,
  removeCovers,
  SlugTakenError,
  updatePost,
  uploadCover,
  type BlogPost,
  type BlogPostFields,
} from '../api/admin-blog-posts';
import { churchLocalToIso, formatChurchDateTime, isoToChurchLocal } from '../utils/church-time';
import { MAX_SLUG_LENGTH, SLUG_TAKEN_MESSAGE, slugFromTitle, slugProblem } from '../utils/post-slug';
import { POST_STATUS_LABELS, postStatus } from '../utils/post-status';

// The confirmation (Radix dialog) loads on the first 'Delete' press (staff page budget).
const ConfirmDialog = lazy(async () => ({
  default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog,
}));
// The public page's renderer, in its own chunk: the editor's first paint does not wait for the
// Markdown parser (staff budget, docs/decisions/0018), and the preview follows a moment later.
const PostMarkdown = lazy(async () => ({ default: (await import('./post-markdown')).PostMarkdown }));

// zod/mini, and only the schemas and checks the entry chunk already holds (object, enum, string,
// refine): anything new would grow every page's first visit (docs/decisions/0006).
const postFormSchema = z
  .object({
    title: z.string().check(
      z.refine((text) => text.trim() !== '', 'Enter a title.'),
      z.refine((text) => text.trim().length <= 200, 'Use at most 200 characters.'),
    ),
    slug: z.string().check(
      z.refine((slug) => slugProblem(slug) === null, {
        error: (issue) => slugProblem(String(issue.input)) ?? undefined,
      }),
    ),
    excerpt: z.string().check(z.refine((text) => text.length <= 1000, 'Use at most 1000 characters.')),
    tags: z.string().check(z.refine((text) => splitTags(text).length <= 30, 'Use at most 30 tags.')),
    author_name: z.string().check(z.refine((text) => text.length <= 120, 'Use at most 120 characters.')),
    coverSource: z.enum(['none', 'supabase', 'external_url']),
    coverUrl: z.string(),
    content: z.string().check(
      z.refine((text) => text.trim() !== '', 'Write the post.'),
      z.refine((text) => text.length <= 100_000, 'Use at most 100,000 characters.'),
    ),
    publishAt: z.string(),
  })
  .check(
    z.refine(
      (values) =>
        values.coverSource !== 'external_url' || Boolean(safeUrl(values.coverUrl, { paths: false })),
      {
        path: ['coverUrl'],
        message: 'Enter the full address of the image, starting with https:// or http://.',
      },
    ),
  );

/** The editor's values: text as typed, tags comma-separated, the publish time at the church. */
export type PostFormValues = z.infer<typeof postFormSchema>;

/** What the Save buttons do with `published_at`. */
type SaveAction = 'save' | 'draft' | 'publish' | 'schedule' | 'unpublish';

/** Tags as typed ('prayer, growth') to the column's array: trimmed, blanks and repeats dropped. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

function formValuesOf(post: BlogPost | null): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    tags: post?.tags.join(', ') ?? '',
    author_name: post?.author_name ?? '',
    coverSource: (post?.cover_image_source_type as 'supabase' | 'external_url' | null) ?? 'none',
    coverUrl: post?.cover_image_external_url ?? '',
    content: post?.content ?? '',
    publishAt:
      post && postStatus(post.published_at) === 'scheduled' ? isoToChurchLocal(post.published_at) : '',
  };
}

/** The status line above the buttons. */
function statusText(post: BlogPost | null): string {
  if (!post) return 'New post, not saved yet.';
  const status = postStatus(post.published_at);
  if (status === 'draft') return 'Draft: only staff can see it.';
  if (status === 'scheduled') {
    return `Scheduled: visitors see it from ${formatChurchDateTime(post.published_at!)}.`;
  }
  return `Published ${formatChurchDateTime(post.published_at!)}.`;
}

const SAVED_TOAST: Record<SaveAction, string> = {
  save: 'Post saved.',
  draft: 'Draft saved.',
  publish: 'Post published.',
  schedule: 'Post scheduled.',
  unpublish: 'Post unpublished: it is a draft again.',
};

/**
 * The blog post editor of /admin/blog (issue 23 item 2; docs/decisions/0031): title, slug
 * (suggested from the title until edited, checked against the other posts before saving;
 * the unique constraint has the last word), excerpt, tags, author, cover (upload with progress
 * or an image address under the one URL rule), and the Markdown body beside a preview drawn by
 * `PostMarkdown`, the public page's renderer (stacked on narrow screens). Buttons by status: a
 * draft is saved, published now or scheduled (a date and time at the church, in the future); a
 * scheduled or published post is saved or unpublished (back to draft). Delete asks first.
 *
 * No lost edits (docs/decisions/0020): unsaved input is kept on the device and restored with a
 * notice and 'Discard'; leaving asks 'Leave page?'; a save since the editor read the post is
 * refused with 'Someone else changed this. Reload to see their changes.'; failures keep the input.
 *
 * @param post - the post to edit, or `null` for a new one.
 */
export function AdminPostEditor({ post }: { post: BlogPost | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<PostFormValues>({
    resolver: zodResolver(postFormSchema),
    defaultValues: formValuesOf(post),
    mode: 'onTouched',
  });
  const { restored, clearDraft, discardDraft, leavePrompt } = useUnsavedChanges({
    form,
    draftKey: `blog-post:${post?.id ?? 'new'}`,
  });
  const [current, setCurrent] = useState<BlogPost | null>(post);
  const [slugEdited, setSlugEdited] = useState(post !== null);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [coverFileError, setCoverFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState<FileUploadState | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<SaveAction | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteAsked, setDeleteAsked] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [title, content, coverSource] = useWatch({
    control: form.control,
    name: ['title', 'content', 'coverSource'],
  });
  const status = current ? postStatus(current.published_at) : 'draft';

  async function save(action: SaveAction, values: PostFormValues) {
    setFormError(null);
    let publishedAt: string | null;
    if (action === 'draft' || action === 'unpublish') publishedAt = null;
    else if (action === 'publish') publishedAt = new Date().toISOString();
    else if (action === 'schedule' || (action === 'save' && status === 'scheduled')) {
      const at = churchLocalToIso(values.publishAt);
      if (!at || new Date(at).getTime() <= Date.now()) {
        form.setError(
          'publishAt',
          { message: 'Choose a date and time in the future.' },
          { shouldFocus: true },
        );
        return;
      }
      publishedAt = at;
    } else publishedAt = current?.published_at ?? null;

    if (values.coverSource === 'supabase' && !coverFile && current?.cover_image_source_type !== 'supabase') {
      setCoverFileError('Choose an image file, or pick another cover option.');
      return;
    }
    setBusy(action);
    let uploadedPath: string | null = null;
    try {
      if (await isSlugTaken(values.slug, current?.id)) {
        form.setError('slug', { message: SLUG_TAKEN_MESSAGE }, { shouldFocus: true });
        return;
      }
      let coverPath = current?.cover_image_source_type === 'supabase' ? current.cover_image_path : null;
      if (values.coverSource === 'supabase' && coverFile) {
        setUpload({ state: 'uploading', fraction: 0 });
        try {
          uploadedPath = await uploadCover(values.slug, coverFile, publishedAt, (fraction) =>
            setUpload({ state: 'uploading', fraction }),
          );
          setUpload({ state: 'done' });
          coverPath = uploadedPath;
        } catch (error) {
          setUpload({ state: 'failed' });
          setFormError(
            `The cover ${coverFile.name} could not be uploaded${error instanceof Error ? `: ${error.message}` : ''}. Nothing was saved; try again.`,
          );
          return;
        }
      }
      const fields: BlogPostFields = {
        title: values.title.trim(),
        slug: values.slug,
        excerpt: values.excerpt.trim() || null,
        content: values.content,
        author_name: values.author_name.trim() || null,
        tags: splitTags(values.tags),
        published_at: publishedAt,
        cover_image_source_type: values.coverSource === 'none' ? null : values.coverSource,
        cover_image_path: values.coverSource === 'supabase' ? coverPath : null,
        cover_image_external_url:
          values.coverSource === 'external_url' ? (safeUrl(values.coverUrl, { paths: false }) ?? null) : null,
      };
      const saved = current
        ? await updatePost(current.id, current.version, fields)
        : await createPost(fields);
      uploadedPath = null;
      const oldCover = current?.cover_image_source_type === 'supabase' ? current.cover_image_path : null;
      if (oldCover && oldCover !== saved.cover_image_path) void removeCovers([oldCover]);
      clearDraft();
      setCurrent(saved);
      setSlugEdited(true);
      setCoverFile(null);
      setUpload(undefined);
      form.reset(formValuesOf(saved));
      toast({ title: SAVED_TOAST[action] });
      void queryClient.invalidateQueries({ queryKey: ['pastor_blog_posts'] });
      if (!current) void navigate(`/admin/blog/${saved.id}`, { replace: true });
    } catch (error) {
      if (error instanceof SlugTakenError) {
        form.setError('slug', { message: SLUG_TAKEN_MESSAGE }, { shouldFocus: true });
      } else if (error instanceof RowChangedError) {
        setFormError(ROW_CHANGED_MESSAGE);
      } else {
        setFormError('Could not save the post. Please try again; what you typed is kept.');
      }
    } finally {
      if (uploadedPath) void removeCovers([uploadedPath]);
      setBusy(null);
    }
  }

  const submit = (action: SaveAction) => form.handleSubmit((values) => save(action, values));

  async function remove() {
    if (!current) return;
    setDeleting(true);
    try {
      await deletePost(current);
      clearDraft();
      toast({ title: 'Post deleted.' });
      await queryClient.invalidateQueries({ queryKey: ['pastor_blog_posts'] });
      void navigate('/admin/blog', { replace: true });
    } catch {
      toast({ title: 'Failed to delete post.', variant: 'destructive' });
      setDeleting(false);
      setConfirmDelete(false);
    }
  }

  // A draft's or a scheduled post's cover is private: shown through a signed URL (decision 0034).
  const storedCover = useStaffObjectUrl(
    BLOG_COVER_BUCKET,
    coverSource === 'supabase' && current?.cover_image_source_type === 'supabase'
      ? current.cover_image_path
      : null,
  );
  const shownCover = storedCover.url;

  return (
    <form noValidate onSubmit={(event) => void submit('save')(event)} className="grid gap-6">
      {leavePrompt}
      {restored ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md border border-gold-500 bg-gold-50 p-3"
        >
          <p className="text-slate-900">Unsaved changes from this device were restored.</p>
          <Button type="button" variant="outline" size="sm" onClick={discardDraft}>
            Discard
          </Button>
        </div>
      ) : null}

      <p className="font-medium text-slate-900" data-testid="post-status">
        <span className="mr-2 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
          {POST_STATUS_LABELS[status]}
        </span>
        {statusText(current)}
        {current ? (
          <>
            {' '}
            <Link
              to={`/pastors-corner/blog/${current.slug}`}
              className="text-brand-700 underline underline-offset-4"
            >
              Open its public page
            </Link>
          </>
        ) : null}
      </p>

      <div className="grid gap-4 md:grid-cols-2">
        <Controller
          name="title"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="post-title">Title</FieldLabel>
              <Input
                {...field}
                {...fieldControlProps('post-title', fieldState)}
                maxLength={200}
                onChange={(event) => {
                  field.onChange(event);
                  if (!slugEdited) {
                    form.setValue('slug', slugFromTitle(event.target.value), { shouldDirty: true });
                  }
                }}
              />
              <FieldError id="post-title" error={fieldState.error} />
            </Field>
          )}
        />
        <Controller
          name="slug"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="post-slug">Slug</FieldLabel>
              <Input
                {...field}
                {...fieldControlProps('post-slug', fieldState, { described: true })}
                maxLength={MAX_SLUG_LENGTH + 1}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(event) => {
                  setSlugEdited(true);
                  field.onChange(event);
                }}
              />
              <FieldDescription id="post-slug">
                The end of the post&apos;s address: /pastors-corner/blog/{field.value || '…'}
                {!slugEdited && title ? ' (made from the title until you change it)' : ''}
              </FieldDescription>
              <FieldError id="post-slug" error={fieldState.error} />
            </Field>
          )}
        />
      </div>

      <Controller
        name="excerpt"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="post-excerpt">Excerpt</FieldLabel>
            <Textarea
              {...field}
              {...fieldControlProps('post-excerpt', fieldState, { described: true })}
              className="min-h-20"
            />
            <FieldDescription id="post-excerpt">
              Optional. Shown on the blog list and in the feed; without it, the start of the post is used.
            </FieldDescription>
            <FieldError id="post-excerpt" error={fieldState.error} />
          </Field>
        )}
      />

      <div className="grid gap-4 md:grid-cols-2">
        <Controller
          name="tags"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="post-tags">Tags</FieldLabel>
              <Input {...field} {...fieldControlProps('post-tags', fieldState, { described: true })} />
              <FieldDescription id="post-tags">
                Separate tags with commas, e.g. prayer, family.
              </FieldDescription>
              <FieldError id="post-tags" error={fieldState.error} />
            </Field>
          )}
        />
        <Controller
          name="author_name"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="post-author">Author</FieldLabel>
              <Input {...field} {...fieldControlProps('post-author', fieldState)} maxLength={120} />
              <FieldError id="post-author" error={fieldState.error} />
            </Field>
          )}
        />
      </div>

      <fieldset className="grid gap-3 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 text-sm font-medium text-slate-900">Cover</legend>
        <Controller
          name="coverSource"
          control={form.control}
          render={({ field }) => (
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(
                [
                  ['none', 'No cover (the default image)'],
                  ['supabase', 'Upload an image'],
                  ['external_url', 'Image address (URL)'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-slate-900">
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    className="size-4 accent-brand-700"
                  />
                  {label}
                </label>
              ))}
            </div>
          )}
        />
        {coverSource === 'supabase' ? (
          <Field>
            <FieldLabel htmlFor="post-cover-file">Cover image file</FieldLabel>
            <FieldDescription id="post-cover-file">
              PNG, JPEG, GIF or WebP, up to {formatFileSize(BLOG_COVER_MAX_BYTES)}. It is uploaded when you
              save.
              {shownCover && !coverFile ? ' Choosing a file replaces the current cover.' : ''}
            </FieldDescription>
            {shownCover && !coverFile ? (
              <img
                src={shownCover}
                alt="Current cover"
                onError={storedCover.onError}
                className="h-24 w-40 rounded-md object-cover"
              />
            ) : null}
            <input
              id="post-cover-file"
              type="file"
              accept={BLOG_COVER_TYPES.join(',')}
              aria-describedby={`post-cover-file-description${coverFileError ? ' post-cover-file-error' : ''}`}
              aria-invalid={coverFileError ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                setUpload(undefined);
                if (file) {
                  const problem = coverFileProblem(file);
                  setCoverFileError(problem);
                  setCoverFile(problem ? null : file);
                  if (problem) event.target.value = '';
                } else {
                  setCoverFile(null);
                }
              }}
              className="block w-full text-sm text-slate-900 file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
            />
            {coverFile ? (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="text-slate-900">
                  {coverFile.name} ({formatFileSize(coverFile.size)})
                </span>
                <UploadStatus name={coverFile.name} upload={upload} />
              </p>
            ) : null}
            <FieldError
              id="post-cover-file"
              error={coverFileError ? { message: coverFileError } : undefined}
            />
          </Field>
        ) : null}
        {coverSource === 'external_url' ? (
          <Controller
            name="coverUrl"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field data-invalid={fieldState.invalid}>
                <FieldLabel htmlFor="post-cover-url">Cover image address</FieldLabel>
                <Input
                  {...field}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  {...fieldControlProps('post-cover-url', fieldState)}
                />
                <FieldError id="post-cover-url" error={fieldState.error} />
              </Field>
            )}
          />
        ) : null}
      </fieldset>

      <div className="grid gap-4 lg:grid-cols-2">
        <Controller
          name="content"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="post-content">Body (Markdown)</FieldLabel>
              <FieldDescription id="post-content">
                ## and ### for headings, **bold**, *italic*, [words](https://address) for links, - for lists,
                &gt; for quotes.
              </FieldDescription>
              <Textarea
                {...field}
                {...fieldControlProps('post-content', fieldState, { described: true })}
                className="min-h-96 font-mono text-sm"
              />
              <FieldError id="post-content" error={fieldState.error} />
            </Field>
          )}
        />
        <section aria-labelledby="post-preview-heading" className="grid content-start gap-1.5">
          <h2 id="post-preview-heading" className="text-sm font-medium text-slate-900">
            Preview
          </h2>
          <div
            data-testid="post-preview"
            className="min-h-96 overflow-auto rounded-md border border-slate-300 bg-white p-4"
          >
            {content.trim() ? (
              <Suspense fallback={<p className="text-slate-700">Loading the preview…</p>}>
                <PostMarkdown content={content} />
              </Suspense>
            ) : (
              <p className="text-slate-700">The post appears here as visitors will see it.</p>
            )}
          </div>
        </section>
      </div>

      <Controller
        name="publishAt"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid} className="max-w-sm">
            <FieldLabel htmlFor="post-publish-at">Publish at (for scheduling)</FieldLabel>
            <Input
              {...field}
              type="datetime-local"
              {...fieldControlProps('post-publish-at', fieldState, { described: true })}
            />
            <FieldDescription id="post-publish-at">
              The church&apos;s local time. Visitors see a scheduled post from this moment on.
            </FieldDescription>
            <FieldError id="post-publish-at" error={fieldState.error} />
          </Field>
        )}
      />

      {formError ? (
        <p role="alert" className="font-medium text-red-700">
          {formError}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3">
        {status === 'draft' ? (
          <>
            <Button
              type="button"
              variant="outline"
              disabled={busy !== null}
              onClick={() => void submit('draft')()}
            >
              {busy === 'draft' ? 'Saving...' : 'Save draft'}
            </Button>
            <Button type="button" disabled={busy !== null} onClick={() => void submit('publish')()}>
              {busy === 'publish' ? 'Publishing...' : 'Publish now'}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy !== null}
              onClick={() => void submit('schedule')()}
            >
              {busy === 'schedule' ? 'Scheduling...' : 'Schedule'}
            </Button>
          </>
        ) : (
          <>
            <Button type="submit" disabled={busy !== null}>
              {busy === 'save' ? 'Saving...' : 'Save changes'}
            </Button>
            {status === 'scheduled' ? (
              <Button
                type="button"
                variant="outline"
                disabled={busy !== null}
                onClick={() => void submit('publish')()}
              >
                {busy === 'publish' ? 'Publishing...' : 'Publish now'}
              </Button>
            ) : null}
            <Button
              type="button"
              variant="outline"
              disabled={busy !== null}
              onClick={() => void submit('unpublish')()}
            >
              {busy === 'unpublish' ? 'Unpublishing...' : 'Unpublish'}
            </Button>
          </>
        )}
        {current ? (
          <Button
            ref={deleteButton}
            type="button"
            variant="ghost"
            className="text-red-700"
            aria-haspopup="dialog"
            disabled={busy !== null}
            onClick={() => {
              setDeleteAsked(true);
              setConfirmDelete(true);
            }}
          >
            Delete
          </Button>
        ) : null}
      </div>

      {current && deleteAsked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            title="Delete this post?"
            description={`“${current.title}” will be removed from the blog${current.cover_image_source_type === 'supabase' ? ' with its uploaded cover' : ''}. This cannot be undone.`}
            busy={deleting}
            onConfirm={() => void remove()}
            returnFocusRef={deleteButton}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
