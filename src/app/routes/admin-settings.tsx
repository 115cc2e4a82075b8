import { PageMeta } from '@/components/layout/page-meta';
import { SettingsEditor } from '@/features/site-settings/components/admin/settings-editor';

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
      <SettingsEditor />
    </>
  );
}
