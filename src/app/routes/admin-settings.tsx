import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { ListSkeleton } from '@/components/ui/list-skeleton';

// The editor (its forms, the strict schemas, the 'Leave page?' and reset dialogs) is a chunk of
// its own, fetched as the page opens: the heading and a skeleton show at once, and the page's
// first JavaScript stays within the staff pages' budget (bench/check-size.ts).
const SettingsEditor = lazy(async () => ({
  default: (await import('@/features/site-settings/components/admin/settings-editor')).SettingsEditor,
}));
// The site rebuilds (deploy hook counts and daily ceiling, decision 0033): its own small chunk.
const SiteBuilds = lazy(async () => ({
  default: (await import('@/features/site-settings/components/admin/site-builds')).SiteBuilds,
}));

// The church's own network for the public forms' flood limits (decision 0046): its own small chunk.
const ChurchNetworks = lazy(async () => ({
  default: (await import('@/features/site-settings/components/admin/church-networks')).ChurchNetworks,
}));

// Online giving's group (docs/decisions/0038): its own small chunk.
const GivingSettings = lazy(async () => ({
  default: (await import('@/features/giving/components/admin/giving-settings')).GivingSettings,
}));

/**
 * /admin/settings (issue 24), admins only: every setting the public site reads, in groups, each
 * saved on its own, with 'Reset to default' per setting. Rendered inside the staff layout's
 * `<main>`, behind the staff guard; never indexed.
 */
export function AdminSettingsRoute() {
  return (
    <>
      <PageMeta
        title="Settings"
        description="Change the church's details, service times, links, banners and page content."
        noindex
      />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Settings</h1>
      <p className="mt-2 mb-6 max-w-prose text-slate-700">
        Changes show on the public site the next time a page is loaded. Every change is recorded in the
        activity log.
      </p>
      <Suspense fallback={<ListSkeleton label="Loading settings" rows={6} />}>
        <SettingsEditor />
      </Suspense>
      <Suspense fallback={null}>
        <SiteBuilds />
      </Suspense>
      <Suspense fallback={null}>
        <ChurchNetworks />
      </Suspense>
      <Suspense fallback={null}>
        <GivingSettings />
      </Suspense>
    </>
  );
}
