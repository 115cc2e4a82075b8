import { Link, Navigate, useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { SettingsNeedingSpanish } from '@/features/site-settings/components/admin/settings-needing-spanish';
import {
  sectionOfAnchor,
  SETTINGS_SECTIONS,
  settingsSectionPath,
} from '@/features/site-settings/settings-sections';

/**
 * /admin/settings (issues 24 and 45), admins only: the index of the settings, each section with
 * its one-line summary, one tap from its own page `/admin/settings/<section>`. An address of the
 * one-page settings of before (`/admin/settings#settings-church-network`, `#giving`) goes to
 * its section's page. Above the sections, the settings that still need Spanish (decision 0055),
 * each a link to it. Rendered inside the staff layout's `<main>`, behind the staff guard; never
 * indexed.
 */
export function AdminSettingsRoute() {
  const { hash } = useLocation();
  const anchored = sectionOfAnchor(hash);
  if (anchored) return <Navigate replace to={settingsSectionPath(anchored.id)} />;
  return (
    <>
      <PageMeta
        title="Settings"
        description="Change the church's details, service times, links, banners, e-mail and giving."
        noindex
      />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Settings</h1>
      <p className="mt-2 mb-6 max-w-prose text-slate-700">
        Choose what to change. Changes show on the public site the next time a page is loaded, and every
        change is recorded in the activity log.
      </p>
      <SettingsNeedingSpanish />
      <nav aria-label="Settings sections">
        <ul className="grid gap-3 md:grid-cols-2">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link
                to={settingsSectionPath(section.id)}
                aria-labelledby={`settings-link-${section.id}`}
                aria-describedby={`settings-summary-${section.id}`}
                className="block h-full rounded-xl border border-slate-300 bg-white p-4 shadow-sm hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span
                  id={`settings-link-${section.id}`}
                  className="block text-lg font-semibold text-brand-800 underline underline-offset-4"
                >
                  {section.title}
                </span>
                <span id={`settings-summary-${section.id}`} className="mt-1 block text-sm text-slate-700">
                  {section.summary}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
