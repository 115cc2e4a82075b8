import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { GIFT_FREQUENCY_LABELS } from '@/config/value-labels';
import { formatCents } from '../../api/admin-giving';
import { type Statement, type StatementDetails, statementQueries } from '../../api/admin-statements';
import { EmailStatements } from './email-statements';

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

/** When the statement was e-mailed, and its 'Send again' box (not printed). */
function SentNote({
  who,
  sentAt,
  chosen,
  onChoose,
}: {
  who: string;
  sentAt: string;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-700" data-no-print>
      <p>E-mailed on {formatDate(sentAt, 'MMM d, yyyy')}</p>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={chosen}
          onChange={(event) => onChoose(event.target.checked)}
        />
        <label htmlFor={id} className="font-medium text-slate-900">
          Send again<span className="sr-only"> the statement of {who}</span>
        </label>
      </div>
    </div>
  );
}

/** One donor's statement: the church's details, the gifts, the total and the IRS sentence. */
function StatementSheet({
  year,
  statement,
  details,
  sentAt,
  chosen,
  onChoose,
}: {
  year: number;
  statement: Statement;
  details: StatementDetails;
  /** When it was last e-mailed (ISO), or undefined. */
  sentAt: string | undefined;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
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
        {sentAt ? (
          <SentNote
            who={statement.donor_name ?? statement.donor_email}
            sentAt={sentAt}
            chosen={chosen}
            onChoose={onChoose}
          />
        ) : null}
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
              <td className="py-1 pr-3">{GIFT_FREQUENCY_LABELS[gift.frequency]}</td>
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

/**
 * 'Year-end statements' of `/admin/giving` (issue 31): for a chosen year, one statement per donor
 * (by e-mail address) with the church's name and EIN, the gifts, the total and the IRS sentence;
 * 'Print statements' prints them one per page, 'E-mail statements' sends each donor theirs once
 * per year (each sheet says when; 'Send again' for the donors ticked).
 */
export function YearEndStatements() {
  const id = useId();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear - (new Date().getMonth() < 6 ? 1 : 0));
  const [shown, setShown] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const statements = useQuery({ ...statementQueries.statements(year), enabled: shown });
  const sends = useQuery({ ...statementQueries.sends(year), enabled: shown });
  const details = useQuery({ ...statementQueries.details(), enabled: shown });
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
            onChange={(event) => {
              setYear(Number(event.target.value));
              setChosen([]);
            }}
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
            {sends.data ? (
              <EmailStatements
                year={year}
                list={statements.data}
                sends={sends.data}
                chosen={chosen}
                onSentAgain={() => setChosen([])}
              />
            ) : null}
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
              sentAt={sends.data?.get(statement.donor_email)}
              chosen={chosen.includes(statement.donor_email)}
              onChoose={(on) =>
                setChosen((list) =>
                  on ? [...list, statement.donor_email] : list.filter((e) => e !== statement.donor_email),
                )
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
