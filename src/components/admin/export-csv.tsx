import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';

/**
 * 'Export CSV' of a staff list (docs/decisions/0026, 0034): makes the file when pressed (a
 * list's export reads every matching row, not just the page shown), offers it as a download and
 * says so in a polite live region ('The CSV file of gifts has been downloaded.'); a failure is an
 * alert ('Could not export the gifts. Try again.') and nothing is downloaded. The button reads
 * 'Exporting...' and is disabled while the file is made. Every staff export is this button: the
 * inbox's first-timer cards, newsletter subscribers, gifts, recurring gifts, registrations.
 *
 * @param what - what the file holds, in the page's words: 'gifts', 'first-timer cards'.
 * @param fileName - the file's name, asked when pressed: `csvFileName('gifts')` names it with
 *   the church's day (`src/lib/csv.ts`).
 * @param csv - makes the file's text (`toCsv`); may read the API. Its errors show the alert.
 * @param disabled - e.g. while the list has nothing to export.
 */
export function ExportCsv({
  what,
  fileName,
  csv,
  disabled = false,
}: {
  what: string;
  fileName: () => string;
  csv: () => Promise<string>;
  disabled?: boolean;
}) {
  const exporting = useMutation({
    mutationFn: async () => {
      const text = await csv();
      downloadCsv(fileName(), text);
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type="button"
        variant="outline"
        disabled={disabled || exporting.isPending}
        onClick={() => exporting.mutate()}
      >
        {exporting.isPending ? 'Exporting...' : 'Export CSV'}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700">
        {exporting.isSuccess ? `The CSV file of ${what} has been downloaded.` : ''}
      </p>
      {exporting.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          Could not export the {what}. Try again.
        </p>
      ) : null}
    </div>
  );
}
