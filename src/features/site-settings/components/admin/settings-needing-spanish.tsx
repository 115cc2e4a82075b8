import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { isTranslatedSettingKey } from '@/lib/site-settings/translated-keys';
import { settingsNeedingSpanishQuery } from '../../api/admin-settings';
import { sectionOfKey, settingFieldsetId, settingsSectionPath } from '../../settings-sections';
import { KEY_LABELS } from './key-labels';

/**
 * 'Needs Spanish' on the settings index (decision 0055): the translated settings set in English
 * with no Spanish version (`settings_needing_spanish()`), each a link to its fieldset on its
 * section's page, where the 'Español' tab edits it. Nothing while every one has its Spanish, or
 * while the list is loading or could not be read (the sections stay usable).
 */
export function SettingsNeedingSpanish() {
  const query = useQuery(settingsNeedingSpanishQuery());
  const missing = (query.data ?? []).flatMap((key) => {
    const section = sectionOfKey(key);
    return section && isTranslatedSettingKey(key) ? [{ key, section }] : [];
  });
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="settings-needing-spanish"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="settings-needing-spanish" className="text-lg font-semibold text-slate-900">
        Needs Spanish
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        These settings have no Spanish version yet, so the Spanish pages show the English.
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6">
        {missing.map(({ key, section }) => (
          <li key={key}>
            <Link
              to={`${settingsSectionPath(section.id)}#${settingFieldsetId(key)}`}
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4"
            >
              {KEY_LABELS[key]} ({section.title})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
