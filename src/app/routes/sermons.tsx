import { PageMeta } from '@/components/layout/page-meta';
import { PageBanner } from '@/components/layout/page-banner';
import { SavedSermonsList } from '@/components/offline/saved-sermons-list';
import { NotifyButton } from '@/features/notifications/components/notify-button';
import { SermonArchive } from '@/features/sermons/components/sermon-archive';

/**
 * The sermon archive /sermons (spec §2 "Sermons archive"), with 'New sermons' notifications
 * (push notifications, decision 0049).
 */
export function SermonsRoute() {
  return (
    <>
      <PageMeta
        title={'Sermons'}
        description={
          'Watch and listen to recent sermons, search by title, speaker, series or Bible passage, and subscribe to the podcast.'
        }
      />
      <PageBanner
        title="Sermons"
        description="Watch, listen and download messages to grow in faith through the week"
        settingKey="banner_image_sermons_page"
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <NotifyButton
          topic="sermons"
          label="Notify me of new sermons"
          onText="You’ll get a notification when a new sermon is published."
          className="mb-8"
        />
        <SavedSermonsList />
        <SermonArchive />
      </div>
    </>
  );
}
