import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { PageSection } from '@/components/layout/page-section';
import { homeMessages } from '@/i18n/home';
import { useMessages } from '@/lib/i18n/messages';

/**
 * Home section 2 (spec §1, §2): the church's vision and an invitation to grow in faith and serve
 * the community, with the link 'Our Mission & Mandate' to /about.
 */
export function WelcomeSection() {
  const m = useMessages(homeMessages);
  return (
    <PageSection
      id="welcome"
      title={m.welcomeTitle}
      intro={
        <>
          <p>
            {m.visionBefore}
            <strong className="text-brand-800">{m.vision}</strong>
            {m.visionAfter}
          </p>
          <p className="mt-4">{m.welcomeText}</p>
        </>
      }
    >
      <div className="flex justify-center">
        <Link to="/about" className={buttonVariants({ size: 'lg' })}>
          {m.missionLink}
        </Link>
      </div>
    </PageSection>
  );
}
