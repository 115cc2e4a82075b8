import { ChurchJsonLd } from '@/app/church-json-ld';
import { PageMeta } from '@/components/layout/page-meta';
import { WelcomeSection } from '@/features/about/components/welcome-section';
import { UpcomingEventsSection } from '@/features/events/components/upcoming-events-section';
import { SupportSection } from '@/features/giving/components/support-section';
import { HeroSection } from '@/features/hero/components/hero-section';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';
import { PrayerSection } from '@/features/prayer/components/prayer-section';
import { ConnectSection } from '@/features/site-settings/components/connect-section';
import { TestimonialsSection } from '@/features/testimonies/components/testimonials-section';
import { homeMessages } from '@/i18n/home';
import { useMessages } from '@/lib/i18n/messages';

/** The home page (spec §2 "Home page sections, in order"), composed from the domain features. */
export function HomeRoute() {
  const m = useMessages(homeMessages);
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <ChurchJsonLd />
      <HeroSection />
      <WelcomeSection />
      <UpcomingEventsSection />
      <SupportSection />
      <TestimonialsSection />
      <PrayerSection />
      <ConnectSection />
      <NewsletterSection />
    </>
  );
}
