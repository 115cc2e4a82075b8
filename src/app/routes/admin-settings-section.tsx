import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import {
  SECTION_HEADING_ID,
  SETTINGS_PATH,
  settingsSection,
  type SettingsSection,
} from '@/features/site-settings/settings-sections';

// Each body is a chunk of its own, fetched as the page opens: the heading and a skeleton show at
// once, and the page's first JavaScript stays within the staff pages' budget (bench/check-size.ts).
// The sections of site_settings keys (their forms, the strict schemas, 'Leave page?' and the
// reset dialogs):
const SettingsEditor = lazy(async () => ({
  default: (await import('@/features/site-settings/components/admin/settings-editor')).SettingsEditor,
}));
// The site rebuilds (deploy hook counts and daily ceiling, decision 0033).
const SiteBuilds = lazy(async () => ({
  default: (await import('@/features/site-settings/components/admin/site-builds')).SiteBuilds,
}));
// The church's own network for the public forms' flood limits (decision 0046).
const ChurchNetworks = lazy(async () => ({
  default: (await import('@/features/site-settings/components/admin/church-networks')).ChurchNetworks,
}));
// Online giving (docs/decisions/0038).
const GivingSettings = lazy(async () => ({
  default: (await import('@/features/giving/components/admin/giving-settings')).GivingSettings,
}));

function SectionBody({ section }: { section: SettingsSection }) {
  if (section.kind === 'keys') return <SettingsEditor section={section} />;
  if (section.id === 'giving') return <GivingSettings />;
  if (section.id === 'church-network') return <ChurchNetworks />;
  return <SiteBuilds />;
}

function BackToSettings() {
  return (
    <Link to={SETTINGS_PATH} className="text-brand-800 underline underline-offset-4">
      All settings
    </Link>
  );
}

/**
 * /admin/settings/<section> (issue 45), admins only: one section of the settings (its `<h1>` and
 * title are the section's), with the link back to the index. An unknown section says so.
 * Rendered inside the staff layout's `<main>`, behind the staff guard; never indexed.
 */
export function AdminSettingsSectionRoute() {
  const { section: id } = useParams();
  const section = settingsSection(id);
  if (!section) {
    return (
      <>
        <PageMeta title="Settings" description="This settings page does not exist." noindex />
        <BackToSettings />
        <h1 className="mt-4 font-serif text-3xl font-bold text-brand-950">No such settings page</h1>
        <p className="mt-2 max-w-prose text-slate-700">
          This settings page does not exist. Choose one from the list of settings.
        </p>
      </>
    );
  }
  return (
    <>
      <PageMeta title={`${section.title} · Settings`} description={section.summary} noindex />
      <BackToSettings />
      <section aria-labelledby={SECTION_HEADING_ID}>
        <h1 id={SECTION_HEADING_ID} className="mt-4 font-serif text-3xl font-bold text-brand-950">
          {section.title}
        </h1>
        <p className="mt-2 mb-6 max-w-prose text-slate-700">{section.summary}</p>
        <Suspense fallback={<ListSkeleton label="Loading settings" rows={6} />}>
          <SectionBody section={section} />
        </Suspense>
      </section>
    </>
  );
}
