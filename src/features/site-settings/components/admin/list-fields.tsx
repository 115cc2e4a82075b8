import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { VALUE_ICON_NAMES } from '@/lib/site-settings/about-defaults';
import { weekdayName, WEEKDAYS } from '@/lib/site-settings/service-times';
import { SITE_IMAGE_BUCKET } from '../../api/admin-settings';
import { GroupError, ImageField, RemoveButton, SelectField, TextField } from './setting-fields';

// The settings whose value is a list the admin adds to and removes from: the service times, the
// vision points, the values and the leaders of the About page. Each is bound to `settingKey`: the
// English key or its Spanish `<key>_es` (decision 0055).

/** `service_times`: one row per service (day, start time, label). */
export function ServiceTimesFields({ settingKey }: { settingKey: string }) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: settingKey });
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">
        One row per service. Services with the same label on the same day share a line in the footer, e.g.
        “Sunday: 9:00 AM &amp; 11:00 AM”.
      </p>
      <ol className="grid gap-4">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid items-end gap-3 rounded-md border border-slate-300 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <SelectField
              name={`${settingKey}.${index}.day`}
              label={`Service ${index + 1} day`}
              options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))}
            />
            <TextField
              name={`${settingKey}.${index}.time`}
              label={`Service ${index + 1} start time`}
              type="time"
            />
            <TextField name={`${settingKey}.${index}.label`} label={`Service ${index + 1} label`} />
            <RemoveButton label={`service ${index + 1}`} onClick={() => remove(index)} />
          </li>
        ))}
      </ol>
      <GroupError name={settingKey} />
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append({ day: 'sunday', time: '', label: '' })}
        >
          Add a service
        </Button>
      </div>
    </div>
  );
}

/** The vision points of `about_us_vision_mission`. */
export function VisionPoints({ settingKey }: { settingKey: string }) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `${settingKey}.vision_points` as never,
  });
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-slate-900">Vision points</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-end gap-2">
          <TextField
            className="grow"
            name={`${settingKey}.vision_points.${index}`}
            label={`Vision point ${index + 1}`}
          />
          <RemoveButton label={`vision point ${index + 1}`} onClick={() => remove(index)} />
        </div>
      ))}
      <GroupError name={`${settingKey}.vision_points`} />
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append('' as never)}>
          Add a vision point
        </Button>
      </div>
    </fieldset>
  );
}

/** A fresh id for a new list item: unique within the list, kept when items are reordered. */
function newId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}`;
}

/** `about_us_values`: the tab's title and its values. */
export function ValuesFields({ settingKey }: { settingKey: string }) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: `${settingKey}.items` });
  return (
    <div className="grid gap-4">
      <TextField name={`${settingKey}.title`} label="Values tab title" />
      <ol className="grid gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-3 rounded-md border border-slate-300 p-3 sm:grid-cols-2">
            <TextField name={`${settingKey}.items.${index}.title`} label={`Value ${index + 1} title`} />
            <SelectField
              name={`${settingKey}.items.${index}.iconName`}
              label={`Value ${index + 1} icon`}
              options={VALUE_ICON_NAMES.map((icon) => ({ value: icon, label: icon }))}
            />
            <TextField
              className="sm:col-span-2"
              multiline
              name={`${settingKey}.items.${index}.description`}
              label={`Value ${index + 1} description`}
            />
            <div>
              <RemoveButton label={`value ${index + 1}`} onClick={() => remove(index)} />
            </div>
          </li>
        ))}
      </ol>
      <GroupError name={`${settingKey}.items`} />
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append({ id: newId('value'), iconName: 'Heart', title: '', description: '' })}
        >
          Add a value
        </Button>
      </div>
    </div>
  );
}

/** `about_us_leadership`: the tab's title and its leaders. */
export function LeadershipFields({ settingKey }: { settingKey: string }) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: `${settingKey}.items` });
  return (
    <div className="grid gap-4">
      <TextField name={`${settingKey}.title`} label="Leadership tab title" />
      <ol className="grid gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-3 rounded-md border border-slate-300 p-3 sm:grid-cols-2">
            <TextField name={`${settingKey}.items.${index}.name`} label={`Leader ${index + 1} name`} />
            <TextField name={`${settingKey}.items.${index}.role`} label={`Leader ${index + 1} role`} />
            <TextField
              className="sm:col-span-2"
              multiline
              name={`${settingKey}.items.${index}.bio`}
              label={`Leader ${index + 1} bio`}
            />
            <div className="sm:col-span-2">
              <ImageField
                name={`${settingKey}.items.${index}.image`}
                label={`Leader ${index + 1} photo`}
                description="Optional. An address starting with https://, or upload a photo."
                bucket={SITE_IMAGE_BUCKET}
                folder="site/leaders"
                previewClassName="aspect-square max-w-40"
              />
            </div>
            <div>
              <RemoveButton label={`leader ${index + 1}`} onClick={() => remove(index)} />
            </div>
          </li>
        ))}
      </ol>
      <GroupError name={`${settingKey}.items`} />
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append({ id: newId('leader'), name: '', role: '', image: '', bio: '' })}
        >
          Add a leader
        </Button>
      </div>
    </div>
  );
}
