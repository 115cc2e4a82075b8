import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { VALUE_ICON_NAMES } from '@/lib/site-settings/about-defaults';
import { SOCIAL_PLATFORMS } from '@/lib/site-settings/schemas';
import { weekdayName, WEEKDAYS } from '@/lib/site-settings/service-times';
import type { WritableSettingKey } from '@/lib/site-settings/write-schemas';
import { SITE_IMAGE_BUCKET } from '../../api/admin-settings';
import { checkPodcastArtwork } from '../../utils/artwork';
import { podcastDefaults, SITE_IDENTITY_DEFAULTS } from '../../utils/field-defaults';
import { HeroVideos } from './hero-videos';
import {
  CheckboxField,
  GroupError,
  ImageField,
  RemoveButton,
  SelectField,
  TextField,
} from './setting-fields';

/** One group of the settings page: its heading, the keys it saves and their fields. */
export interface SettingsGroup {
  /** The section's id (`#settings-church`) and the draft's part. */
  id: string;
  title: string;
  description: string;
  /** The keys its Save button saves, each shown as a fieldset with 'Reset to default'. */
  keys: readonly WritableSettingKey[];
  /** Content of the group outside the keys (the hero videos, saved on their own). */
  extra?: ReactNode;
}

/** How each key is named on the settings page. */
export const KEY_LABELS: Record<WritableSettingKey, string> = {
  site_identity: 'Church name, website and time zone',
  contact_info: 'Contact details',
  map_url: 'Map',
  service_times: 'Service times',
  social_media_links: 'Social links',
  youtube_channel_url: 'YouTube channel',
  live_stream_youtube_url: 'Live stream',
  service_information_live_page: 'Service information',
  live_page_meeting_link_teams: 'Microsoft Teams link',
  live_page_meeting_link_zoom: 'Zoom link',
  live_page_meeting_link_google_meet: 'Google Meet link',
  service_times_ticker: 'Ticker text',
  about_us_vision_mission: 'Vision and mission',
  about_us_mandate: 'Mandate',
  about_us_values: 'Values',
  about_us_leadership: 'Leadership',
  about_us_history: 'History',
  banner_image_default: 'Default banner',
  banner_image_about_page: 'About',
  banner_image_events_page: 'Events',
  banner_image_sermons_page: 'Sermons',
  banner_image_donate_page: 'Give',
  banner_image_gallery_page: 'Gallery',
  banner_image_pastors_corner: "Pastor's Corner",
  banner_image_live: 'Live',
  banner_image_contact: 'Contact',
  banner_image_first_timer_form: 'First-timer form',
  podcast_info: 'Podcast details',
  image_delivery: 'Image sizes',
};

const BANNER_KEYS = [
  'banner_image_default',
  'banner_image_about_page',
  'banner_image_events_page',
  'banner_image_sermons_page',
  'banner_image_donate_page',
  'banner_image_gallery_page',
  'banner_image_pastors_corner',
  'banner_image_live',
  'banner_image_contact',
  'banner_image_first_timer_form',
] as const satisfies readonly WritableSettingKey[];

/** The groups of /admin/settings (issue 24), in page order. */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    id: 'church',
    title: 'Church',
    description: 'The church’s name, website and time zone used by the feeds, and the contact details.',
    keys: ['site_identity', 'contact_info', 'map_url'],
  },
  {
    id: 'service-times',
    title: 'Service times',
    description:
      'Shown in the footer, on the contact page, in the home page’s ticker and on the live page (its service information and next-service countdown).',
    keys: ['service_times'],
  },
  {
    id: 'social',
    title: 'Social links and YouTube channel',
    description: 'The footer’s social links and the channel linked from the live page.',
    keys: ['social_media_links', 'youtube_channel_url'],
  },
  {
    id: 'live',
    title: 'Live page',
    description: 'The stream shown on /live, its service information and the online meeting rooms.',
    keys: [
      'live_stream_youtube_url',
      'service_information_live_page',
      'live_page_meeting_link_teams',
      'live_page_meeting_link_zoom',
      'live_page_meeting_link_google_meet',
    ],
  },
  {
    id: 'home',
    title: 'Home',
    description: 'The ticker under the home page’s hero, and the hero video.',
    keys: ['service_times_ticker'],
    extra: <HeroVideos />,
  },
  {
    id: 'about',
    title: 'About',
    description: 'The five tabs of the About page.',
    keys: [
      'about_us_vision_mission',
      'about_us_mandate',
      'about_us_values',
      'about_us_leadership',
      'about_us_history',
    ],
  },
  {
    id: 'banners',
    title: 'Page banners',
    description:
      'The image behind each page’s title. A page without its own banner shows the default banner.',
    keys: BANNER_KEYS,
  },
  {
    id: 'images',
    title: 'Images',
    description: 'How photos and covers reach visitors at the size each screen needs.',
    keys: ['image_delivery'],
  },
  {
    id: 'podcast',
    title: 'Podcast',
    description: 'The podcast feed’s channel details. A blank field uses the feed’s built-in default.',
    keys: ['podcast_info'],
  },
];

/** `image_delivery` (docs/decisions/0042): stored copies or Storage's image resizing. */
function ImageDeliveryField() {
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

const SOCIAL_LABELS: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  threads: 'Threads',
};

function LinkFields({ name, what }: { name: string; what: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name={`${name}.url`} label={`${what} address`} type="url" />
      <TextField name={`${name}.label`} label={`${what} link text`} />
    </div>
  );
}

function ServiceTimesFields() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'service_times' });
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
              name={`service_times.${index}.day`}
              label={`Service ${index + 1} day`}
              options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))}
            />
            <TextField
              name={`service_times.${index}.time`}
              label={`Service ${index + 1} start time`}
              type="time"
            />
            <TextField name={`service_times.${index}.label`} label={`Service ${index + 1} label`} />
            <RemoveButton label={`service ${index + 1}`} onClick={() => remove(index)} />
          </li>
        ))}
      </ol>
      <GroupError name="service_times" />
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

function VisionPoints() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'about_us_vision_mission.vision_points' as never,
  });
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-slate-900">Vision points</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-end gap-2">
          <TextField
            className="grow"
            name={`about_us_vision_mission.vision_points.${index}`}
            label={`Vision point ${index + 1}`}
          />
          <RemoveButton label={`vision point ${index + 1}`} onClick={() => remove(index)} />
        </div>
      ))}
      <GroupError name="about_us_vision_mission.vision_points" />
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

function ValuesFields() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'about_us_values.items' });
  return (
    <div className="grid gap-4">
      <TextField name="about_us_values.title" label="Values tab title" />
      <ol className="grid gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-3 rounded-md border border-slate-300 p-3 sm:grid-cols-2">
            <TextField name={`about_us_values.items.${index}.title`} label={`Value ${index + 1} title`} />
            <SelectField
              name={`about_us_values.items.${index}.iconName`}
              label={`Value ${index + 1} icon`}
              options={VALUE_ICON_NAMES.map((icon) => ({ value: icon, label: icon }))}
            />
            <TextField
              className="sm:col-span-2"
              multiline
              name={`about_us_values.items.${index}.description`}
              label={`Value ${index + 1} description`}
            />
            <div>
              <RemoveButton label={`value ${index + 1}`} onClick={() => remove(index)} />
            </div>
          </li>
        ))}
      </ol>
      <GroupError name="about_us_values.items" />
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

function LeadershipFields() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'about_us_leadership.items' });
  return (
    <div className="grid gap-4">
      <TextField name="about_us_leadership.title" label="Leadership tab title" />
      <ol className="grid gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-3 rounded-md border border-slate-300 p-3 sm:grid-cols-2">
            <TextField name={`about_us_leadership.items.${index}.name`} label={`Leader ${index + 1} name`} />
            <TextField name={`about_us_leadership.items.${index}.role`} label={`Leader ${index + 1} role`} />
            <TextField
              className="sm:col-span-2"
              multiline
              name={`about_us_leadership.items.${index}.bio`}
              label={`Leader ${index + 1} bio`}
            />
            <div className="sm:col-span-2">
              <ImageField
                name={`about_us_leadership.items.${index}.image`}
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
      <GroupError name="about_us_leadership.items" />
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

/** The podcast's fields, each empty one saying which default the feed uses. */
function PodcastFields() {
  const { control } = useFormContext();
  const [name, email, language] = useWatch({
    control,
    name: ['site_identity.name', 'contact_info.email', 'site_identity.language'],
  }) as [string | undefined, string | undefined, string | undefined];
  const defaults = podcastDefaults(name ?? '', email ?? '', language ?? '');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="podcast_info.title" label="Podcast title" defaultHint={defaults.title} />
      <TextField name="podcast_info.author" label="Author" defaultHint={defaults.author} />
      <TextField
        className="sm:col-span-2"
        name="podcast_info.description"
        label="Description"
        multiline
        defaultHint={defaults.description}
      />
      <TextField name="podcast_info.owner_name" label="Owner name" defaultHint={defaults.owner_name} />
      <TextField
        name="podcast_info.owner_email"
        label="Owner email"
        type="email"
        defaultHint={defaults.owner_email}
      />
      <TextField name="podcast_info.category" label="Category" defaultHint={defaults.category} />
      <TextField name="podcast_info.subcategory" label="Subcategory" defaultHint={defaults.subcategory} />
      <TextField
        name="podcast_info.language"
        label="Language code"
        description="e.g. en-us"
        defaultHint={defaults.language}
      />
      <CheckboxField name="podcast_info.explicit" label="Explicit content" />
      <div className="sm:col-span-2">
        <ImageField
          name="podcast_info.image_url"
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

/** The fields of one key. */
export function KeyFields({ settingKey }: { settingKey: WritableSettingKey }) {
  switch (settingKey) {
    case 'site_identity':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="site_identity.name"
            label="Church name"
            defaultHint={SITE_IDENTITY_DEFAULTS.name}
          />
          <TextField
            name="site_identity.url"
            label="Website address"
            type="url"
            defaultHint={SITE_IDENTITY_DEFAULTS.url}
          />
          <TextField
            name="site_identity.time_zone"
            label="Time zone"
            description="An IANA time zone, e.g. America/Indiana/Indianapolis."
            defaultHint={SITE_IDENTITY_DEFAULTS.time_zone}
          />
        </div>
      );
    case 'contact_info':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="contact_info.address.street" label="Street" />
          <TextField name="contact_info.address.city" label="City" />
          <TextField name="contact_info.address.state" label="State (optional)" />
          <TextField name="contact_info.address.zip" label="ZIP code (optional)" />
          <TextField name="contact_info.address.country" label="Country (optional)" />
          <TextField name="contact_info.phone" label="Phone" type="tel" />
          <TextField name="contact_info.email" label="Email" type="email" />
        </div>
      );
    case 'map_url':
      return (
        <TextField
          name="map_url"
          label="Map embed address"
          type="url"
          description="The https address of an embeddable map, e.g. Google Maps' “Embed a map” link."
        />
      );
    case 'service_times':
      return <ServiceTimesFields />;
    case 'social_media_links':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_PLATFORMS.map((platform) => (
            <TextField
              key={platform}
              name={`social_media_links.${platform}`}
              label={`${SOCIAL_LABELS[platform]} (optional)`}
              type="url"
            />
          ))}
          <GroupError name="social_media_links" />
        </div>
      );
    case 'youtube_channel_url':
      return <LinkFields name="youtube_channel_url" what="Channel" />;
    case 'image_delivery':
      return <ImageDeliveryField />;
    case 'live_stream_youtube_url':
      return (
        <TextField
          name="live_stream_youtube_url"
          label="Live stream address"
          type="url"
          description="The YouTube address of the stream or video, e.g. https://www.youtube.com/watch?v=…. Blank: 'Live Stream Unavailable'."
        />
      );
    case 'service_information_live_page':
      return (
        <div className="grid gap-4">
          <TextField name="service_information_live_page.title" label="Title" />
          <p className="text-sm text-slate-700">
            The card lists the service times (Service times group), then these lines when they are filled in.
          </p>
          <TextField name="service_information_live_page.times_line1" label="Extra line 1 (optional)" />
          <TextField name="service_information_live_page.times_line2" label="Extra line 2 (optional)" />
        </div>
      );
    case 'live_page_meeting_link_teams':
      return <LinkFields name={settingKey} what="Teams" />;
    case 'live_page_meeting_link_zoom':
      return <LinkFields name={settingKey} what="Zoom" />;
    case 'live_page_meeting_link_google_meet':
      return <LinkFields name={settingKey} what="Google Meet" />;
    case 'service_times_ticker':
      return (
        <TextField
          name="service_times_ticker"
          label="Extra ticker text (optional)"
          multiline
          description="The ticker under the home page’s hero shows the service times, then this text. Blank: only the service times."
        />
      );
    case 'about_us_vision_mission':
      return (
        <div className="grid gap-4">
          <TextField name="about_us_vision_mission.vision_title" label="Vision title" />
          <VisionPoints />
          <TextField name="about_us_vision_mission.mission_title" label="Mission title" />
          <TextField name="about_us_vision_mission.mission_text" label="Mission text" multiline />
        </div>
      );
    case 'about_us_mandate':
    case 'about_us_history':
      return (
        <div className="grid gap-4">
          <TextField name={`${settingKey}.title`} label={`${KEY_LABELS[settingKey]} title`} />
          <TextField
            name={`${settingKey}.text`}
            label={`${KEY_LABELS[settingKey]} text`}
            multiline
            description="A blank line starts a new paragraph."
          />
        </div>
      );
    case 'about_us_values':
      return <ValuesFields />;
    case 'about_us_leadership':
      return <LeadershipFields />;
    case 'podcast_info':
      return <PodcastFields />;

    default:
      return (
        <ImageField
          name={settingKey}
          label={`${KEY_LABELS[settingKey]} banner`}
          bucket={SITE_IMAGE_BUCKET}
          folder="site/banners"
          previewClassName="aspect-[16/5]"
        />
      );
  }
}
