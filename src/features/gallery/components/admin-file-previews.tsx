import { Button } from '@/components/ui/button';
import { formatFileSize, UploadStatus, type FileUploadState } from '@/components/ui/upload-status';
import type { PickedFile } from '../api/gallery-form-schema';

/**
 * The files chosen in the gallery form (spec §4): a preview of each (its object URL), its name
 * and size, a 'Remove' button and, during a submission, a progress bar and then its result
 * ('Uploaded' or 'Upload failed').
 *
 * @param files - the chosen files, in upload order.
 * @param uploads - each file's upload state by {@link PickedFile.id}; none before a submission.
 * @param onRemove - called with the id of the file to take off the list.
 * @param disabled - while submitting: the 'Remove' buttons are disabled.
 */
export function AdminFilePreviews({
  files,
  uploads,
  onRemove,
  disabled = false,
}: {
  files: readonly PickedFile[];
  uploads: Readonly<Record<string, FileUploadState>>;
  onRemove: (id: string) => void;
  disabled?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Chosen files" className="grid gap-3 sm:grid-cols-2">
      {files.map(({ id, file, previewUrl }) => (
        <li key={id} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2">
          <img
            src={previewUrl}
            alt={`Preview of ${file.name}`}
            className="size-16 shrink-0 rounded-md bg-slate-100 object-cover"
          />
          <div className="grid min-w-0 flex-1 gap-1 text-sm">
            <span className="truncate font-medium text-slate-900" title={file.name}>
              {file.name}
            </span>
            <span className="text-slate-700">{formatFileSize(file.size)}</span>
            <UploadStatus name={file.name} upload={uploads[id]} />
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onRemove(id)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
