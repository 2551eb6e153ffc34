import { usePageTitle } from '../../usePageTitle';
import { CallToAction } from './CallToAction';
import { FeaturedProperties } from './FeaturedProperties';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { TestimonialsSection } from './TestimonialsSection';

/**
 * / (spec 000 §2 Home). The community forum section joins with the realtime issue; until then the page has
 * none.
 */
export function HomePage() {
  usePageTitle('KaziStay — work and stay anywhere');
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <FeaturedProperties />
      <TestimonialsSection />
      <CallToAction />
    </>
  );
}
