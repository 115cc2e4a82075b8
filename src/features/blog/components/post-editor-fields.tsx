import { lazy, Suspense } from 'react';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/editor/editor-fields';
import { LanguageTabs } from '@/components/editor/language-tabs';
import type { PostFormValues } from '../utils/post-form';
import { MAX_SLUG_LENGTH, slugFromTitle } from '../utils/post-slug';

// The field sections of the blog post editor (docs/decisions/0031, 0034).

// The public page's renderer, in its own chunk: the editor's first paint does not wait for the
// Markdown parser (staff budget, docs/decisions/0018), and the preview follows a moment later.
const PostMarkdown = lazy(async () => ({ default: (await import('./post-markdown')).PostMarkdown }));

type PostControl = Control<PostFormValues, unknown, PostFormValues>;

/** The post's translated fields (decision 0055). */
const POST_TEXT_PAIRS = [
  ['title', 'title_es'],
  ['excerpt', 'excerpt_es'],
  ['content', 'content_es'],
] as const;

/**
 * The post's text in English / Español tabs (title, excerpt, body with its preview), then the
 * slug (suggested from the English title until the person edits it), tags and author.
 *
 * @param slugEdited - whether the slug no longer follows the title (always, for a saved post).
 * @param onSlugEdited - called when the person types in the slug.
 */
export function PostDetailsFields({
  form,
  slugEdited,
  onSlugEdited,
}: {
  form: UseFormReturn<PostFormValues, unknown, PostFormValues>;
  slugEdited: boolean;
  onSlugEdited: () => void;
}) {
  const { control } = form;
  const [title, slug] = useWatch({ control, name: ['title', 'slug'] });
  return (
    <>
      <LanguageTabs
        control={control}
        label="Post text"
        pairs={POST_TEXT_PAIRS}
        english={
          <PostTextFields
            control={control}
            onTitleChange={(value) => {
              if (!slugEdited) form.setValue('slug', slugFromTitle(value), { shouldDirty: true });
            }}
          />
        }
        spanish={<PostTextFields control={control} spanish />}
      />
      <TextField
        control={control}
        name="slug"
        label="Slug"
        id="post-slug"
        maxLength={MAX_SLUG_LENGTH + 1}
        autoCapitalize="none"
        spellCheck={false}
        onValueChange={onSlugEdited}
        description={
          <>
            The end of the post&apos;s address: /pastors-corner/blog/{slug || '…'}
            {!slugEdited && title ? ' (made from the title until you change it)' : ''}
          </>
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          control={control}
          name="tags"
          label="Tags"
          id="post-tags"
          description="Separate tags with commas, e.g. prayer, family."
        />
        <TextField control={control} name="author_name" label="Author" id="post-author" maxLength={120} />
      </div>
    </>
  );
}

/** Title, excerpt and body in English, or with `spanish` their optional Spanish versions. */
function PostTextFields({
  control,
  spanish = false,
  onTitleChange,
}: {
  control: PostControl;
  spanish?: boolean;
  onTitleChange?: (value: string) => void;
}) {
  const [title, excerpt] = spanish ? (['title_es', 'excerpt_es'] as const) : (['title', 'excerpt'] as const);
  const id = spanish ? 'post-es' : 'post';
  return (
    <>
      <TextField
        control={control}
        name={title}
        label={spanish ? 'Spanish title' : 'Title'}
        optional={spanish}
        id={`${id}-title`}
        maxLength={200}
        onValueChange={onTitleChange}
      />
      <TextField
        control={control}
        name={excerpt}
        label={spanish ? 'Spanish excerpt' : 'Excerpt'}
        optional={spanish}
        id={`${id}-excerpt`}
        multiline
        controlClassName="min-h-20"
        description={
          spanish
            ? 'Shown on the Spanish blog list and in the Spanish feed.'
            : 'Optional. Shown on the blog list and in the feed; without it, the start of the post is used.'
        }
      />
      <PostBodyField control={control} spanish={spanish} />
    </>
  );
}

/**
 * The Markdown body beside a preview drawn by the public page's renderer (stacked when narrow);
 * with `spanish`, the optional Spanish body.
 */
function PostBodyField({ control, spanish = false }: { control: PostControl; spanish?: boolean }) {
  const name = spanish ? 'content_es' : 'content';
  const id = spanish ? 'post-es' : 'post';
  const content = useWatch({ control, name });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextField
        control={control}
        name={name}
        label={spanish ? 'Spanish body (Markdown)' : 'Body (Markdown)'}
        optional={spanish}
        id={`${id}-content`}
        multiline
        controlClassName="min-h-96 font-mono text-sm"
        description={
          <>
            ## and ### for headings, **bold**, *italic*, [words](https://address) for links, - for lists, &gt;
            for quotes.
          </>
        }
      />
      <section aria-labelledby={`${id}-preview-heading`} className="grid content-start gap-1.5">
        <h2 id={`${id}-preview-heading`} className="text-sm font-medium text-slate-900">
          {spanish ? 'Spanish preview' : 'Preview'}
        </h2>
        <div
          data-testid={`${id}-preview`}
          lang={spanish ? 'es' : undefined}
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
  );
}

/** The church time a scheduled post becomes public. */
export function PublishAtField({ control }: { control: PostControl }) {
  return (
    <TextField
      control={control}
      name="publishAt"
      label="Publish at (for scheduling)"
      id="post-publish-at"
      type="datetime-local"
      className="max-w-sm"
      description="The church's local time. Visitors see a scheduled post from this moment on."
    />
  );
}
