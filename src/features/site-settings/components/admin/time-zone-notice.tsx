import { Link } from 'react-router-dom';
import { builtChurchTimeZone, churchTimeZone, zoneLabel } from '@/lib/church-time';
import { settingsSectionPath } from '../../settings-sections';

/**
 * Beside the time-zone field (decision 0052): what the zone governs, and, once a new zone is saved
 * while the public pages were built with another, that those pages show the new one after the
 * next build. The build is asked for by itself when the host's deploy hook is set (Site rebuilds);
 * until then a visitor's browser corrects the times as the page loads.
 *
 * @param built - the zone of the build (default: the one this page carries).
 * @param saved - the saved setting (default: the app's church time zone, which follows it).
 */
export function TimeZoneNotice({
  built = builtChurchTimeZone(),
  saved = churchTimeZone(),
}: {
  built?: string;
  saved?: string;
}) {
  return (
    <>
      An IANA time zone, e.g. America/Indiana/Indianapolis: the one church time of the pages, the feeds, the
      e-mails, the newsletter’s schedule and the giving statements.
      {built !== undefined && built !== saved ? (
        <strong role="status" className="mt-1 block font-semibold text-amber-900">
          The public pages were built in {zoneLabel(built)} time: they show {zoneLabel(saved)} after the next
          build (<Link to={settingsSectionPath('site-rebuilds')}>Site rebuilds</Link>).
        </strong>
      ) : null}
    </>
  );
}
