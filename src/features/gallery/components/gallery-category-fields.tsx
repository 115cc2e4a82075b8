import { type Control, Controller } from 'react-hook-form';
import { Field, FieldDescription, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type GalleryFormValues, type GallerySubmission, NEW_CATEGORY } from '../api/gallery-form-schema';

/** The upload form's `control` (values in, submission out). */
export type GalleryFormControl = Control<GalleryFormValues, unknown, GallerySubmission>;

const selectClasses =
  'h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 focus-visible:border-brand-700 disabled:opacity-60 aria-[invalid=true]:border-red-700';

const SOURCES = [
  ['files', 'Upload files'],
  ['urls', 'Add external URLs'],
] as const;

/** 'Image source' (spec §4 "Gallery upload form"): radio buttons 'Upload files' and 'Add external URLs'. */
export function GallerySourceField({ control }: { control: GalleryFormControl }) {
  return (
    <Controller
      name="source"
      control={control}
      render={({ field }) => (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">Image source</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {SOURCES.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name={field.name}
                  value={value}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                  className="size-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}

/**
 * The 'Category' select (spec §4, §5): 'Loading categories…' while the list loads, then the
 * categories and 'Create a new category…' ({@link NEW_CATEGORY}).
 *
 * @param options - the categories, in order.
 * @param pending - whether the list is still loading (`aria-busy`).
 * @param onAlbumChange - called with the existing category chosen, or `null` for none or a new one.
 */
export function GalleryCategoryField({
  control,
  options,
  pending,
  onAlbumChange,
}: {
  control: GalleryFormControl;
  options: readonly string[];
  pending: boolean;
  onAlbumChange: (category: string | null) => void;
}) {
  return (
    <Controller
      name="category"
      control={control}
      render={({ field, fieldState }) => (
        <Field>
          <FieldLabel htmlFor="gallery-category">Category</FieldLabel>
          <select
            {...field}
            {...fieldControlProps('gallery-category', fieldState)}
            aria-busy={pending}
            className={selectClasses}
            onChange={(event) => {
              const value = event.target.value;
              field.onChange(value);
              onAlbumChange(value === '' || value === NEW_CATEGORY ? null : value);
            }}
          >
            <option value="">
              {pending
                ? 'Loading categories…'
                : options.length > 0
                  ? 'Select a category'
                  : 'No categories yet'}
            </option>
            {options.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={NEW_CATEGORY}>Create a new category…</option>
          </select>
          <FieldError id="gallery-category" error={fieldState.error} />
        </Field>
      )}
    />
  );
}

/** 'New category name' (spec §5): trimmed on submit; left blank, the album is 'Uncategorized'. */
export function GalleryNewCategoryField({ control }: { control: GalleryFormControl }) {
  return (
    <Controller
      name="newCategory"
      control={control}
      render={({ field, fieldState }) => (
        <Field>
          <FieldLabel htmlFor="gallery-new-category">New category name</FieldLabel>
          <Input
            {...field}
            {...fieldControlProps('gallery-new-category', fieldState, { described: true })}
            autoComplete="off"
          />
          <FieldDescription id="gallery-new-category">
            Left blank, the images go to the album &lsquo;Uncategorized&rsquo;.
          </FieldDescription>
          <FieldError id="gallery-new-category" error={fieldState.error} />
        </Field>
      )}
    />
  );
}
