import { pageTitle } from '@/config/navigation';
import { ConnectSection } from '../components/connect-section';
import { HeroSection } from '../components/hero-section';
import { NewsletterSection } from '../components/newsletter-section';
import { PrayerSection } from '../components/prayer-section';
import { SupportSection } from '../components/support-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { UpcomingEventsSection } from '../components/upcoming-events-section';
import { WelcomeSection } from '../components/welcome-section';

/** The home page (spec §2 "Home page sections, in order"). */
export function HomeRoute() {
  return (
    <>
      <title>{pageTitle('Home')}</title>
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
