import { Link } from 'react-router-dom';
import { ContactDetails } from '@/components/site-info/contact-details';
import { ServiceTimesList } from '@/components/site-info/service-times-list';
import { SocialLinks } from '@/components/site-info/social-links';
import { QUICK_LINKS, SITE_NAME } from '@/config/navigation';
import { useNow } from '@/hooks/use-now';
import { useSiteSetting } from '@/hooks/use-site-setting';
import { layoutMessages } from '@/i18n/layout';
import { useMessages } from '@/lib/i18n/messages';
import { LanguageSwitch } from './language-switch';

/**
 * The site footer (spec §2 "Footer", §7 "Footer values"): Quick Links, Service Times, Contact Us
 * and social links, and 'Notifications' (the push topics' page, decision 0049). Each block reads the shared site settings and shows its built-in default
 * while they load or when they are missing or failed.
 */
export function SiteFooter() {
  const socialLinks = useSiteSetting('social_media_links').value;
  const serviceTimes = useSiteSetting('service_times').value;
  const contactInfo = useSiteSetting('contact_info').value;
  const year = useNow().getFullYear();
  const m = useMessages(layoutMessages);
  return (
    <footer className="bg-brand-950 text-slate-200" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="grid content-start gap-4">
          <p className="font-serif text-2xl font-bold text-white">{SITE_NAME}</p>
          <p>{m.tagline}</p>
          <SocialLinks
            links={socialLinks}
            linkClassName="border-slate-500 text-white hover:border-gold-400 hover:text-gold-400"
          />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-4 text-lg font-bold text-white">
            {m.quickLinks}
          </h2>
          <ul className="grid gap-2">
            {QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="hover:text-gold-400 hover:underline">
                  {item.key === 'about' ? m.aboutUs : m.nav[item.key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-service-times">
          <h2 id="footer-service-times" className="mb-4 text-lg font-bold text-white">
            {m.serviceTimes}
          </h2>
          <ServiceTimesList times={serviceTimes} />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-4 text-lg font-bold text-white">
            {m.contactUs}
          </h2>
          <ContactDetails info={contactInfo} linkClassName="hover:text-gold-400" />
        </section>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-x-6 gap-y-2 px-4 py-5 text-sm sm:px-6">
          <p>{m.rights(year, SITE_NAME)}</p>
          <Link to="/notifications" className="hover:text-gold-400 hover:underline">
            {m.notifications}
          </Link>
          <LanguageSwitch className="hover:text-gold-400 hover:underline" />
        </div>
      </div>
    </footer>
  );
}
