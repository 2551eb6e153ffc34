import { usePageTitle } from '../../../usePageTitle';
import { ForumSection } from '../../forum/ForumSection';
import { CallToAction } from './CallToAction';
import { FeaturedProperties } from './FeaturedProperties';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { TestimonialsSection } from './TestimonialsSection';

/** /: the landing page. */
export function HomePage() {
  usePageTitle('KaziStay — work and stay anywhere');
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <FeaturedProperties />
      <TestimonialsSection />
      <ForumSection />
      <CallToAction />
    </>
  );
}
