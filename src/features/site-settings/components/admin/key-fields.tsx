import type { ComponentType } from 'react';
import { SOCIAL_PLATFORMS } from '@/lib/site-settings/schemas';
import { spanishTwins, type SpanishSettingKey } from '@/lib/site-settings/translated-keys';
import type { WritableSettingKey } from '@/lib/site-settings/write-schemas';
import { SITE_IMAGE_BUCKET } from '../../api/admin-settings';
import { SITE_IDENTITY_DEFAULTS } from '../../utils/field-defaults';
import { KEY_LABELS } from './key-labels';
import { LeadershipFields, ServiceTimesFields, ValuesFields, VisionPoints } from './list-fields';
import { ImageDeliveryField, PodcastFields, VisitorEmailFields } from './more-fields';
import { GroupError, ImageField, TextField } from './setting-fields';
import { TimeZoneNotice } from './time-zone-notice';

// The fields of each settings key, bound to the section's form by field path.

type FieldsProps = { settingKey: WritableSettingKey };

const SOCIAL_LABELS: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  threads: 'Threads',
};

/** A link with its text: the YouTube channel and the meeting rooms. */
function LinkFields({ name, what }: { name: string; what: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name={`${name}.url`} label={`${what} address`} type="url" />
      <TextField name={`${name}.label`} label={`${what} link text`} />
    </div>
  );
}

function IdentityFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="site_identity.name" label="Church name" defaultHint={SITE_IDENTITY_DEFAULTS.name} />
      <TextField
        name="site_identity.url"
        label="Website address"
        type="url"
        defaultHint={SITE_IDENTITY_DEFAULTS.url}
      />
      <TextField
        name="site_identity.time_zone"
        label="Time zone"
        description={<TimeZoneNotice />}
        defaultHint={SITE_IDENTITY_DEFAULTS.time_zone}
      />
    </div>
  );
}

function ContactFields() {
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
}

function MapField() {
  return (
    <TextField
      name="map_url"
      label="Map embed address"
      type="url"
      description="The https address of an embeddable map, e.g. Google Maps' “Embed a map” link."
    />
  );
}

function SocialFields() {
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
}

function StreamField() {
  return (
    <TextField
      name="live_stream_youtube_url"
      label="Live stream address"
      type="url"
      description="The YouTube address of the stream or video, e.g. https://www.youtube.com/watch?v=…. Blank: 'Live Stream Unavailable'."
    />
  );
}

function LiveInfoFields({ settingKey }: FieldsProps) {
  return (
    <div className="grid gap-4">
      <TextField name={`${settingKey}.title`} label="Title" />
      <p className="text-sm text-slate-700">
        The card lists the service times (Service times section), then these lines when they are filled in.
      </p>
      <TextField name={`${settingKey}.times_line1`} label="Extra line 1 (optional)" />
      <TextField name={`${settingKey}.times_line2`} label="Extra line 2 (optional)" />
    </div>
  );
}

function TickerField({ settingKey }: FieldsProps) {
  return (
    <TextField
      name={settingKey}
      label="Extra ticker text (optional)"
      multiline
      description="The ticker under the home page’s hero shows the service times, then this text. Blank: only the service times."
    />
  );
}

function VisionMissionFields({ settingKey }: FieldsProps) {
  return (
    <div className="grid gap-4">
      <TextField name={`${settingKey}.vision_title`} label="Vision title" />
      <VisionPoints settingKey={settingKey} />
      <TextField name={`${settingKey}.mission_title`} label="Mission title" />
      <TextField name={`${settingKey}.mission_text`} label="Mission text" multiline />
    </div>
  );
}

/** `about_us_mandate` and `about_us_history`: a title and paragraphs. */
function TitledTextFields({ settingKey }: FieldsProps) {
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
}

function BannerField({ settingKey }: FieldsProps) {
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

const link = (what: string) =>
  function MeetingLinkFields({ settingKey }: FieldsProps) {
    return <LinkFields name={settingKey} what={what} />;
  };

/** The fields of each English key (banners share one). */
const ENGLISH_FIELDS = {
  site_identity: IdentityFields,
  contact_info: ContactFields,
  map_url: MapField,
  service_times: ServiceTimesFields,
  social_media_links: SocialFields,
  youtube_channel_url: link('Channel'),
  image_delivery: ImageDeliveryField,
  live_stream_youtube_url: StreamField,
  service_information_live_page: LiveInfoFields,
  live_page_meeting_link_teams: link('Teams'),
  live_page_meeting_link_zoom: link('Zoom'),
  live_page_meeting_link_google_meet: link('Google Meet'),
  service_times_ticker: TickerField,
  about_us_vision_mission: VisionMissionFields,
  about_us_mandate: TitledTextFields,
  about_us_history: TitledTextFields,
  about_us_values: ValuesFields,
  about_us_leadership: LeadershipFields,
  podcast_info: PodcastFields,
  visitor_email_address: VisitorEmailFields,
  banner_image_default: BannerField,
  banner_image_about_page: BannerField,
  banner_image_events_page: BannerField,
  banner_image_sermons_page: BannerField,
  banner_image_donate_page: BannerField,
  banner_image_gallery_page: BannerField,
  banner_image_pastors_corner: BannerField,
  banner_image_live: BannerField,
  banner_image_contact: BannerField,
  banner_image_first_timer_form: BannerField,
} satisfies Omit<Record<WritableSettingKey, ComponentType<FieldsProps>>, SpanishSettingKey>;

/** The fields of each key: a Spanish `<key>_es` has its English key's, bound to itself. */
const FIELDS: Record<WritableSettingKey, ComponentType<FieldsProps>> = {
  ...ENGLISH_FIELDS,
  ...spanishTwins((key) => ENGLISH_FIELDS[key]),
};

/** The fields of one key, bound to the section's form (decision 0032). */
export function KeyFields({ settingKey }: FieldsProps) {
  const Fields = FIELDS[settingKey];
  return <Fields settingKey={settingKey} />;
}
