import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { ContactContent } from '@/features/contact/components/contact-content';

/** /contact (spec §2 "Contact"). */
export function ContactRoute() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Get in touch: our address, phone, e-mail and service times, a message form and a map to find us."
      />
      <PageBanner
        title="Contact Us"
        description="We would love to hear from you"
        settingKey="banner_image_contact"
      />
      <ContactContent />
    </>
  );
}
