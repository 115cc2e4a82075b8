import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { PageSection } from '@/components/layout/page-section';

/**
 * Home section 2 (spec §1, §2): the church's vision and an invitation to grow in faith and serve
 * the community, with the link 'Our Mission & Mandate' to /about.
 */
export function WelcomeSection() {
  return (
    <PageSection
      id="welcome"
      title="A Church Family for Every Season"
      intro={
        <>
          <p>
            Our vision is <strong className="text-brand-800">global apostolic revival for excellency</strong>:
            lives transformed by the gospel, homes filled with prayer and a church that carries God&apos;s
            presence into every sphere of life.
          </p>
          <p className="mt-4">
            Wherever you are on your journey, there is a place for you here. Come and grow in faith with us
            through worship, the Word and fellowship, and join us as we serve our community with the love of
            Christ.
          </p>
        </>
      }
    >
      <div className="flex justify-center">
        <Link to="/about" className={buttonVariants({ size: 'lg' })}>
          Our Mission &amp; Mandate
        </Link>
      </div>
    </PageSection>
  );
}
