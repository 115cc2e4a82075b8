/** Where one chosen file is in its upload (the staff pages' uploads: gallery, covers, audio). */
export type FileUploadState =
  | { state: 'uploading'; fraction: number }
  | { state: 'done' }
  | { state: 'failed' };

/** A file size for people: bytes, KB or MB with one decimal (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * One file's upload state in words, with a labelled progress bar while it uploads: 'Ready to
 * upload', 'Uploading 42%' (a `<progress>` named 'Upload progress of <name>'), 'Uploaded' or
 * 'Upload failed'. Pair it with `uploadObject` (src/lib/supabase.ts), whose progress callback
 * gives the fraction.
 *
 * @param name - the file's name, for the progress bar's accessible name.
 * @param upload - its state; none before the upload starts.
 */
export function UploadStatus({ name, upload }: { name: string; upload: FileUploadState | undefined }) {
  if (!upload) return <span className="text-slate-700">Ready to upload</span>;
  if (upload.state === 'done') return <span className="font-semibold text-green-800">Uploaded</span>;
  if (upload.state === 'failed') return <span className="font-semibold text-red-700">Upload failed</span>;
  const percent = Math.round(upload.fraction * 100);
  return (
    <span className="flex items-center gap-2">
      <progress
        max={100}
        value={percent}
        aria-label={`Upload progress of ${name}`}
        className="h-2 w-24 accent-brand-700"
      />
      <span className="text-slate-700">Uploading {percent}%</span>
    </span>
  );
}
