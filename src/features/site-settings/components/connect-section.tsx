import { Link } from 'react-router-dom';
import { ContactDetails } from '@/components/site-info/contact-details';
import { ServiceTimesList } from '@/components/site-info/service-times-list';
import { SocialLinks } from '@/components/site-info/social-links';
import { buttonVariants } from '@/components/ui/button';
import { useSiteSetting } from '@/hooks/use-site-setting';
import { PageSection } from '@/components/layout/page-section';
import { homeMessages } from '@/i18n/home';
import { useMessages } from '@/lib/i18n/messages';

/** Height of the embedded map, in px (spec §9). */
const MAP_HEIGHT = 450;

/**
 * Home section 7 (spec §2): 'Visit Or Connect With Us' with contact details, service times,
 * social links, an embedded map and 'Send Us A Message' to /contact. Values come from the
 * shared site settings, with defaults.
 */
export function ConnectSection() {
  const contactInfo = useSiteSetting('contact_info').value;
  const serviceTimes = useSiteSetting('service_times').value;
  const socialLinks = useSiteSetting('social_media_links').value;
  const mapUrl = useSiteSetting('map_url').value;
  const m = useMessages(homeMessages);
  return (
    <PageSection id="connect" title={m.connectTitle} intro={<p>{m.connectIntro}</p>}>
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div className="grid content-start gap-8 text-slate-800">
          <div>
            <h3 className="mb-3 text-xl font-bold text-brand-950">{m.contactDetails}</h3>
            <ContactDetails info={contactInfo} linkClassName="text-brand-700" />
          </div>
          <div>
            <h3 className="mb-3 text-xl font-bold text-brand-950">{m.serviceTimes}</h3>
            <ServiceTimesList times={serviceTimes} />
          </div>
          <div>
            <h3 className="mb-3 text-xl font-bold text-brand-950">{m.followUs}</h3>
            <SocialLinks
              links={socialLinks}
              linkClassName="border-brand-700 text-brand-700 hover:bg-brand-50"
            />
          </div>
          <div>
            <Link to="/contact" className={buttonVariants({ size: 'lg' })}>
              {m.sendMessage}
            </Link>
          </div>
        </div>
        <iframe
          src={mapUrl}
          title={m.mapTitle}
          width="100%"
          height={MAP_HEIGHT}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          // A class, not a style attribute: the prerendered HTML is parsed under the policy's
          // `style-src-attr 'none'` (decisions 0019, 0033).
          className="h-[450px] w-full rounded-xl border border-slate-200 bg-slate-100"
        />
      </div>
    </PageSection>
  );
}
