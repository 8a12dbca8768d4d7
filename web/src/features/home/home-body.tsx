// The home page's middle, from the services to the comparison: a part on demand
// (components/on-demand.tsx) that loads, with its texts (home-body, services), when the visitor
// first touches it (docs/decisions/0060-native-faq.md). It is text and links only: until then
// its prerendered HTML works on its own, and a click on one of its links is made again as the
// app's navigation once the part has hydrated.
import { ComparisonSection } from './comparison-section';
import { PacksSection } from './packs-section';
import { ResourcesSection } from './resources-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';
import { TipSection } from './tip-section';

/** `anchor`: the id of the part's box, where the visitor's first touch loads it. */
export function HomeBody({ spanish, anchor }: { spanish: boolean; anchor: string }) {
  return (
    <div id={anchor}>
      <ServicesSection />
      <PacksSection />
      <TipSection />
      <TestimonialsSection />
      <ResourcesSection />
      <ComparisonSection alt={spanish} />
    </div>
  );
}
