import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { LanguageTabs, type LanguagePair } from '@/components/editor/language-tabs';
import type { TranslatedSettingKey } from '@/lib/site-settings/translated-keys';
import { KeyFields } from './key-fields';

/** Fields that are no text to translate: the marker does not wait for them. */
const NOT_TEXT = new Set([
  'id',
  'iconName',
  'day',
  'time',
  'url',
  'image',
  'image_url',
  'owner_email',
  'language',
  'explicit',
  'category',
  'subcategory',
]);

/**
 * The paths of the texts in a setting's form value (`about_us_values.items.0.title`, …), blank
 * ones and {@link NOT_TEXT} fields left out.
 *
 * @param value - the form value of the English key.
 * @param path - its path in the form (the key).
 */
export function settingTextPaths(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([field, inner]) =>
    NOT_TEXT.has(field) ? [] : settingTextPaths(inner, `${path}.${field}`),
  );
}

/**
 * A translated setting's fields in English / Español tabs (decision 0055): the English key's
 * fields, and its Spanish row `<key>_es`'s, of the same shape and rules. The 'Español' tab says
 * 'Spanish missing' while a text of the English has no Spanish at the same place. A Spanish value
 * with no text at all is not stored: the Spanish pages then show the English.
 */
export function SettingLanguageTabs({
  settingKey,
  label,
}: {
  settingKey: TranslatedSettingKey;
  label: string;
}) {
  const english: unknown = useWatch({ name: settingKey });
  const pairs = useMemo(
    () =>
      settingTextPaths(english, settingKey).map(
        (path): LanguagePair<Record<string, unknown>> => [
          path,
          `${settingKey}_es${path.slice(settingKey.length)}`,
        ],
      ),
    [english, settingKey],
  );
  return (
    <LanguageTabs
      label={label}
      pairs={pairs}
      english={<KeyFields settingKey={settingKey} />}
      spanish={
        <>
          <p className="text-sm text-slate-700">
            Shown on the Spanish pages (/es/…). Leave every field blank to show the English there.
          </p>
          <KeyFields settingKey={`${settingKey}_es`} />
        </>
      }
    />
  );
}
