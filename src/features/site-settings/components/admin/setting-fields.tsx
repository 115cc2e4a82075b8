import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { formatFileSize, UploadStatus, type FileUploadState } from '@/components/ui/upload-status';
import { safeUrl } from '@/lib/urls';
import { cn } from '@/lib/utils';
import { uploadSettingImage } from '../../api/admin-settings';

// The controls of the settings page, bound to its one react-hook-form by field path
// (`contact_info.address.city`, `service_times.0.day`). Every control has a visible label tied
// to it, its description and its error (WCAG 1.3.1, 3.3.1).

/** The control id of a field path: `setting-contact_info-address-city`. */
export function fieldId(name: string): string {
  return `setting-${name.replaceAll('.', '-')}`;
}

/**
 * A one-line or multi-line text field. While it shows an error, every change checks it again,
 * so the error goes as soon as the value is valid (not only at the next Save).
 *
 * @param defaultHint - what the site uses while the field is empty (e.g. 'Our Church'): an empty
 *   field then says 'Using the default: Our Church' under it, read with the field.
 */
export function TextField({
  name,
  label,
  description,
  defaultHint,
  multiline = false,
  type = 'text',
  placeholder,
  className,
}: {
  name: string;
  label: string;
  description?: ReactNode;
  defaultHint?: string;
  multiline?: boolean;
  type?: 'text' | 'url' | 'email' | 'tel' | 'time' | 'number';
  placeholder?: string;
  className?: string;
}) {
  const { control, trigger } = useFormContext();
  const id = fieldId(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value as string | undefined) ?? '';
        const usingDefault = defaultHint !== undefined && value.trim() === '';
        const described = Boolean(description) || usingDefault;
        const controlProps = {
          ...field,
          value,
          placeholder,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            field.onChange(event);
            if (fieldState.invalid) void trigger(name);
          },
          ...fieldControlProps(id, fieldState, { described }),
        };
        return (
          <Field data-invalid={fieldState.invalid} className={className}>
            <FieldLabel htmlFor={id}>{label}</FieldLabel>
            {multiline ? <Textarea {...controlProps} /> : <Input {...controlProps} type={type} />}
            {described ? (
              <FieldDescription id={id}>
                {description}
                {description && usingDefault ? ' ' : null}
                {usingDefault ? (
                  <span data-slot="default-hint" className="font-medium text-slate-800">
                    Using the default: {defaultHint}
                  </span>
                ) : null}
              </FieldDescription>
            ) : null}
            <FieldError id={id} error={fieldState.error} />
          </Field>
        );
      }}
    />
  );
}

/** A native select of fixed options; like {@link TextField}, its error goes once the choice is valid. */
export function SelectField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { control, trigger } = useFormContext();
  const id = fieldId(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field data-invalid={fieldState.invalid}>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <select
            {...field}
            onChange={(event) => {
              field.onChange(event);
              if (fieldState.invalid) void trigger(name);
            }}
            value={(field.value as string | undefined) ?? ''}
            className="h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 aria-[invalid=true]:border-red-700"
            {...fieldControlProps(id, fieldState)}
          >
            <option value="" disabled>
              Choose…
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError id={id} error={fieldState.error} />
        </Field>
      )}
    />
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const id = fieldId(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, ...field } }) => (
        <Field orientation="horizontal">
          <input
            {...field}
            id={id}
            type="checkbox"
            checked={Boolean(value)}
            onChange={(event) => onChange(event.target.checked)}
            className="mt-0.5 size-5 accent-brand-700"
          />
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
        </Field>
      )}
    />
  );
}

/**
 * The error of a list or an object as a whole ('Add at least one service.'), which the
 * resolver puts at `<name>.root`.
 */
export function GroupError({ name }: { name: string }) {
  const { errors } = useFormState({ name });
  const message = (get(errors, `${name}.root`) as { message?: string } | undefined)?.message;
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700" id={`${fieldId(name)}-error`}>
      {message}
    </p>
  );
}

/** Largest image Storage takes in the site buckets (5 MiB, `supabase/config.toml`). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * An image setting: its address typed in, or a file uploaded to Storage whose public address
 * then fills the field; with a preview in the proportions where the site shows it.
 *
 * @param checkFile - more rules for a picked file (the podcast artwork's size); resolves to a
 *   message when the file is refused, `null` when it may be uploaded.
 * @param previewClassName - the preview's box, e.g. `aspect-[4/1]` for a page banner.
 */
export function ImageField({
  name,
  label,
  description,
  bucket,
  folder,
  previewClassName,
  checkFile,
}: {
  name: string;
  label: string;
  description?: ReactNode;
  bucket: string;
  folder: string;
  previewClassName: string;
  checkFile?: (file: File) => Promise<string | null>;
}) {
  const { setValue, control } = useFormContext();
  const value = useWatch({ control, name }) as string | undefined;
  const [upload, setUpload] = useState<{ name: string; state?: FileUploadState; error?: string }>();
  const id = fieldId(name);
  const preview = safeUrl(value ?? '');

  async function pick(file: File) {
    setUpload({ name: file.name });
    let problem: string | null = null;
    if (!IMAGE_TYPES.includes(file.type)) problem = 'Choose a PNG, JPEG, GIF or WebP image.';
    else if (file.size > MAX_IMAGE_BYTES)
      problem = `The image is ${formatFileSize(file.size)}; the largest allowed is ${formatFileSize(MAX_IMAGE_BYTES)}.`;
    else if (checkFile) problem = await checkFile(file);
    if (problem) {
      setUpload({ name: file.name, error: problem });
      return;
    }
    try {
      const url = await uploadSettingImage(bucket, folder, file, (fraction) =>
        setUpload({ name: file.name, state: { state: 'uploading', fraction } }),
      );
      setValue(name, url, { shouldDirty: true, shouldValidate: true });
      setUpload({ name: file.name, state: { state: 'done' } });
    } catch (error) {
      setUpload({
        name: file.name,
        state: { state: 'failed' },
        error: error instanceof Error ? `The upload failed: ${error.message}` : 'The upload failed.',
      });
    }
  }

  return (
    <div className="grid gap-2">
      <TextField
        name={name}
        label={label}
        type="url"
        description={description ?? 'An address starting with https://, or upload an image below.'}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-10 cursor-pointer items-center rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-brand-900 focus-within:outline-2 focus-within:outline-brand-700 hover:bg-slate-50"
        >
          Upload an image<span className="sr-only"> for {label}</span>
          <input
            id={`${id}-file`}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void pick(file);
            }}
          />
        </label>
        {upload ? (
          <span className="text-sm" aria-live="polite">
            {upload.name}: <UploadStatus name={upload.name} upload={upload.state} />
          </span>
        ) : null}
      </div>
      {upload?.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {upload.error}
        </p>
      ) : null}
      <div
        className={cn(
          'w-full max-w-xl overflow-hidden rounded-md border border-slate-300 bg-slate-100',
          previewClassName,
        )}
      >
        {preview ? (
          <img src={preview} alt={`Preview of ${label}`} className="size-full object-cover" />
        ) : (
          <p className="grid size-full place-items-center p-2 text-sm text-slate-700">No image set</p>
        )}
      </div>
    </div>
  );
}

/** A button that removes a list item; its name says which. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick}>
      Remove<span className="sr-only"> {label}</span>
    </Button>
  );
}
