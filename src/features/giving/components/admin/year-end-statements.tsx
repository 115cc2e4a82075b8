import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { auth } from '@/lib/supabase';
import {
  adminGivingQueries,
  emailStatements,
  formatCents,
  FREQUENCY_LABELS,
  type Statement,
  type StatementDetails,
} from '../../api/admin-giving';

/** IRS Publication 1771: the written acknowledgment's statement about goods or services. */
export const IRS_SENTENCE =
  'No goods or services were provided in exchange for this contribution other than intangible religious benefits.';

// Printing shows the statements alone, one per sheet (the staff header and the rest of the page
// are hidden). A style element: the site's CSP allows inline style elements, not style attributes.
const PRINT_STYLE = `@media print {
  body * { visibility: hidden; }
  #giving-statements, #giving-statements * { visibility: visible; }
  #giving-statements { position: absolute; inset: 0 auto auto 0; width: 100%; }
  #giving-statements [data-no-print] { display: none; }
  #giving-statements article { break-after: page; box-shadow: none; border: 0; }
}`;

/** One donor's statement: the church's details, the gifts, the total and the IRS sentence. */
function StatementSheet({
  year,
  statement,
  details,
}: {
  year: number;
  statement: Statement;
  details: StatementDetails;
}) {
  return (
    <article className="grid gap-3 rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-900 shadow-sm">
      <header className="grid gap-1">
        <p className="font-serif text-lg font-bold text-brand-950">{details.church}</p>
        {details.ein ? <p>EIN {details.ein}</p> : null}
        <h3 className="mt-2 text-base font-semibold">
          {year} giving statement for {statement.donor_name ?? statement.donor_email}
        </h3>
        {statement.donor_name ? <p className="break-all text-slate-700">{statement.donor_email}</p> : null}
      </header>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-3">
              Date
            </th>
            <th scope="col" className="py-1 pr-3">
              Fund
            </th>
            <th scope="col" className="py-1 pr-3">
              Frequency
            </th>
            <th scope="col" className="py-1 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.gifts.map((gift, i) => (
            <tr key={`${gift.given_at}-${i}`} className="border-b border-slate-100">
              <td className="py-1 pr-3">{formatDate(gift.given_at, 'MMM d, yyyy')}</td>
              <td className="py-1 pr-3">{gift.fund_name}</td>
              <td className="py-1 pr-3">{FREQUENCY_LABELS[gift.frequency]}</td>
              <td className="py-1 text-right">{formatCents(gift.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="py-1 pr-3 text-right">
              Total
            </th>
            <td className="py-1 text-right font-semibold">{formatCents(statement.total_cents)}</td>
          </tr>
        </tfoot>
      </table>
      <p>{IRS_SENTENCE}</p>
      {details.statement_signer ? <p>Signed: {details.statement_signer}</p> : null}
    </article>
  );
}

/** 'E-mail statements': every donor's statement through the mail pipeline. */
function EmailStatements({ year, count }: { year: number; count: number }) {
  const send = useMutation({
    mutationFn: async () => {
      const { data } = await auth.getSession();
      if (!data.session) throw new Error('Sign in again to send the statements.');
      return emailStatements(year, data.session.access_token);
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type="button"
        variant="outline"
        disabled={send.isPending || count === 0}
        onClick={() => send.mutate()}
      >
        {send.isPending ? 'Sending...' : 'E-mail statements'}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700">
        {send.isSuccess
          ? `${send.data} ${send.data === 1 ? 'statement was' : 'statements were'} e-mailed.`
          : ''}
      </p>
      {send.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {send.error.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * 'Year-end statements' of `/admin/giving` (issue 31): for a chosen year, one statement per donor
 * (by e-mail address) with the church's name and EIN, the gifts, the total and the IRS sentence;
 * 'Print statements' prints them one per page, 'E-mail statements' sends each donor theirs.
 */
export function YearEndStatements() {
  const id = useId();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear - (new Date().getMonth() < 6 ? 1 : 0));
  const [shown, setShown] = useState(false);
  const statements = useQuery({ ...adminGivingQueries.statements(year), enabled: shown });
  const details = useQuery({ ...adminGivingQueries.details(), enabled: shown });
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);

  return (
    <section aria-labelledby={`${id}-heading`} id="giving-statements" className="grid gap-4">
      <style>{PRINT_STYLE}</style>
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold text-brand-950" data-no-print>
        Year-end statements
      </h2>
      <div className="flex flex-wrap items-end gap-3" data-no-print>
        <div className="grid gap-1">
          <label htmlFor={`${id}-year`} className="text-sm font-semibold text-slate-900">
            Year
          </label>
          <select
            id={`${id}-year`}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            className="h-11 rounded-md border border-slate-400 bg-white px-3 text-slate-900"
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" onClick={() => setShown(true)}>
          Show statements
        </Button>
        {shown && statements.data && statements.data.length > 0 ? (
          <>
            <Button type="button" variant="outline" onClick={() => window.print()}>
              Print statements
            </Button>
            <EmailStatements year={year} count={statements.data.length} />
          </>
        ) : null}
      </div>
      {!shown ? null : statements.isPending || details.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          Preparing the statements...
        </p>
      ) : statements.isError || details.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          Could not prepare the statements.
        </p>
      ) : statements.data.length === 0 ? (
        <p className="text-slate-700">No gifts with an e-mail address in {year}.</p>
      ) : (
        <div className="grid gap-4">
          {statements.data.map((statement) => (
            <StatementSheet
              key={statement.donor_email}
              year={year}
              statement={statement}
              details={details.data}
            />
          ))}
        </div>
      )}
    </section>
  );
}
