import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { ContactContent } from '@/features/contact/components/contact-content';
import { contactMessages } from '@/i18n/contact';
import { useMessages } from '@/lib/i18n/messages';

/** /contact (spec §2 "Contact"). */
export function ContactRoute() {
  const m = useMessages(contactMessages);
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <PageBanner title={m.title} description={m.bannerText} settingKey="banner_image_contact" />
      <ContactContent />
    </>
  );
}
