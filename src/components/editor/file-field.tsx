import { useCallback, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { formatFileSize, UploadStatus, type FileUploadState } from '@/components/ui/upload-status';
import { SaveProblem } from './save-problem';

// A file chosen in a staff editor (a cover, a book's PDF, a sermon's audio) and its picker
// (docs/decisions/0034). Files stay outside the form's values: they cannot be kept as a draft on
// the device, so the person picks them again after a reload.

/** A chosen file, its problem and its upload, from {@link useChosenFile}. */
export interface ChosenFile {
  /** The chosen file the bucket will take, or `null`. */
  file: File | null;
  /** Why the last choice was refused (type, size), naming the file; or `null`. */
  problem: string | null;
  /** Its upload's state while a save runs (progress, done, failed). */
  upload: FileUploadState | undefined;
  /** Takes a choice from the picker (checked first), or `null` to forget it. */
  choose: (file: File | null) => void;
  /**
   * Uploads the chosen file with `send`, showing its progress, 'Uploaded' or 'Upload failed'.
   *
   * @returns what `send` returns (the stored path).
   * @throws {SaveProblem} naming the file when the upload fails ({@link uploadFailedMessage}).
   */
  uploadWith: <T>(send: (file: File, onProgress: (fraction: number) => void) => Promise<T>) => Promise<T>;
  /** Sets the upload's state from outside (an API that uploads several files with progress). */
  setUpload: (state: FileUploadState | undefined) => void;
  /** Forgets the file after a save (the picker is emptied too). */
  clear: () => void;
  /** Whether a file is chosen now, for a schema's check (stable between renders). */
  hasFile: () => boolean;
  /** The picker's input, emptied by `clear`. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * What an editor says when a chosen file could not be uploaded: the file, Storage's reason when
 * it gave one (a size or type refusal), and that nothing was saved.
 */
export function uploadFailedMessage(fileName: string, error: unknown): string {
  const reason = error instanceof Error && error.message ? `: ${error.message}` : '';
  return `${fileName} could not be uploaded${reason}. Nothing was saved; try again.`;
}

/**
 * A file choice of an editor.
 *
 * @param check - why a file cannot be taken (e.g. `imageFileProblem`), or `null`.
 */
export function useChosenFile(check: (file: File) => string | null): ChosenFile {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<FileUploadState | undefined>();
  const current = useRef<File | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const checkRef = useRef(check);
  checkRef.current = check;

  const choose = useCallback((chosen: File | null) => {
    const refused = chosen ? checkRef.current(chosen) : null;
    const taken = refused ? null : chosen;
    current.current = taken;
    setFile(taken);
    setProblem(refused);
    setUpload(undefined);
    if (refused && inputRef.current) inputRef.current.value = '';
  }, []);

  const uploadWith = useCallback(
    async <T,>(send: (file: File, onProgress: (fraction: number) => void) => Promise<T>): Promise<T> => {
      const chosen = current.current;
      if (!chosen) throw new Error('No file is chosen.');
      setUpload({ state: 'uploading', fraction: 0 });
      try {
        const result = await send(chosen, (fraction) => setUpload({ state: 'uploading', fraction }));
        setUpload({ state: 'done' });
        return result;
      } catch (error) {
        setUpload({ state: 'failed' });
        throw new SaveProblem(uploadFailedMessage(chosen.name, error));
      }
    },
    [],
  );

  const clear = useCallback(() => {
    current.current = null;
    setFile(null);
    setProblem(null);
    setUpload(undefined);
    if (inputRef.current) inputRef.current.value = '';
  }, []);

  const hasFile = useCallback(() => current.current !== null, []);
  return useMemo(
    () => ({ file, problem, upload, choose, uploadWith, setUpload, clear, hasFile, inputRef }),
    [file, problem, upload, choose, uploadWith, clear, hasFile],
  );
}

/**
 * A file picker of an editor: its label, what the bucket takes (shown before a file is chosen),
 * the stored file, the chosen file with its size and upload state, and the refusal or the form's
 * error under it.
 */
export function FileField({
  id,
  label,
  limit,
  accept,
  chosen,
  current,
  details,
  error,
  optional,
  focusRef,
}: {
  id: string;
  label: ReactNode;
  /** What the bucket takes, e.g. 'PNG, JPEG, GIF or WebP, up to 5.0 MB.' */
  limit: ReactNode;
  accept: string;
  chosen: ChosenFile;
  /** The stored file (its name or a preview), shown until another is chosen. */
  current?: ReactNode;
  /** More about the chosen file (e.g. an audio file's length). */
  details?: ReactNode;
  /** The form's error of this choice (e.g. 'Choose an image to upload…'). */
  error?: string;
  optional?: boolean;
  /** The form field's `ref`, so that a refused form focuses the picker. */
  focusRef?: (element: HTMLInputElement | null) => void;
}) {
  const message = chosen.problem ?? error;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
        {optional ? <span className="font-normal text-slate-700"> (optional)</span> : null}
      </label>
      <p id={`${id}-description`} className="text-sm text-slate-700">
        {limit}
      </p>
      {current && !chosen.file ? <div className="text-sm text-slate-900">{current}</div> : null}
      <input
        ref={(element) => {
          chosen.inputRef.current = element;
          focusRef?.(element);
        }}
        id={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-description${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => chosen.choose(event.target.files?.[0] ?? null)}
        className="block w-full text-sm text-slate-900 file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
      />
      {chosen.file ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          <span className="text-slate-900">
            {chosen.file.name} ({formatFileSize(chosen.file.size)})
          </span>
          {details}
          <UploadStatus name={chosen.file.name} upload={chosen.upload} />
        </div>
      ) : null}
      {message ? (
        <p role="alert" id={`${id}-error`} className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
