import { useQuery } from '@tanstack/react-query';
import { adminSettingsQuery } from '../../api/admin-settings';
import { checkPodcastArtwork } from '../../utils/artwork';
import { podcastDefaults, SITE_IDENTITY_DEFAULTS } from '../../utils/field-defaults';
import { CheckboxField, ImageField, SelectField, TextField } from './setting-fields';

// The fields of the podcast, the image sizes and the sender of visitor e-mail.

function field(value: unknown, name: string): string {
  const inner =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  return typeof inner === 'string' ? inner : '';
}

/**
 * The church's name, contact e-mail and language as saved in the Church section ('' when not
 * set), which the podcast's and the sender's defaults follow. Read from the settings the page
 * loaded (each section is a page of its own, so they are not typed here).
 */
export function useSavedChurch(): { name: string; email: string; language: string } {
  const rows = useQuery(adminSettingsQuery()).data ?? {};
  const identity = rows.site_identity?.value;
  return {
    name: field(identity, 'name'),
    email: field(rows.contact_info?.value, 'email'),
    language: field(identity, 'language'),
  };
}

/** `image_delivery` (docs/decisions/0042): stored copies or Storage's image resizing. */
export function ImageDeliveryField() {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        Stored copies work on every plan and are made when an image is uploaded. Supabase Storage’s image
        resizing needs a Pro plan and is billed per source image.
      </p>
      <SelectField
        name="image_delivery"
        label="Resized images"
        options={[
          { value: 'variants', label: 'Stored copies (480, 960 and 1600 px wide)' },
          { value: 'render', label: 'Supabase Storage image resizing (Pro plan)' },
        ]}
      />
    </div>
  );
}

/** The podcast's fields, each empty one saying which default the feed uses. */
export function PodcastFields({ settingKey }: { settingKey: string }) {
  const church = useSavedChurch();
  const defaults = podcastDefaults(church.name, church.email, church.language);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name={`${settingKey}.title`} label="Podcast title" defaultHint={defaults.title} />
      <TextField name={`${settingKey}.author`} label="Author" defaultHint={defaults.author} />
      <TextField
        className="sm:col-span-2"
        name={`${settingKey}.description`}
        label="Description"
        multiline
        defaultHint={defaults.description}
      />
      <TextField name={`${settingKey}.owner_name`} label="Owner name" defaultHint={defaults.owner_name} />
      <TextField
        name={`${settingKey}.owner_email`}
        label="Owner email"
        type="email"
        defaultHint={defaults.owner_email}
      />
      <TextField name={`${settingKey}.category`} label="Category" defaultHint={defaults.category} />
      <TextField name={`${settingKey}.subcategory`} label="Subcategory" defaultHint={defaults.subcategory} />
      <TextField
        name={`${settingKey}.language`}
        label="Language code"
        description="e.g. en-us"
        defaultHint={defaults.language}
      />
      <CheckboxField name={`${settingKey}.explicit`} label="Explicit content" />
      <div className="sm:col-span-2">
        <ImageField
          name={`${settingKey}.image_url`}
          label="Artwork"
          description="Square, 1400 to 3000 pixels on each side (podcast directories' rule)."
          bucket="sermon-covers"
          folder="podcast"
          previewClassName="aspect-square max-w-48"
          checkFile={checkPodcastArtwork}
        />
      </div>
    </div>
  );
}

/**
 * `visitor_email_address` (issue 45; docs/decisions/0027): the address the e-mails to visitors
 * come from, under the church's name. Blank: the address the site's e-mail functions were set up
 * with (`VISITOR_FROM_ADDRESS`, README "Visitor e-mail").
 */
export function VisitorEmailFields() {
  const church = useSavedChurch();
  const name = church.name.trim() || SITE_IDENTITY_DEFAULTS.name;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">
        Registration e-mails, newsletter e-mails, gift receipts and year-end statements come from{' '}
        <strong className="font-semibold text-slate-900">{name}</strong> (the church’s name, set under Church)
        at this address. Alerts to staff keep their own sender.
      </p>
      <TextField
        name="visitor_email_address"
        label="Sender address"
        type="email"
        description="An address at the church’s domain, e.g. office@gracechapel.org, so that replies reach the office. The domain must be verified with the e-mail service, or the e-mails are refused."
        defaultHint="the no-reply address the site was set up with"
      />
    </div>
  );
}
