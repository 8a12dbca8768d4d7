// The three pack pages (docs/product.md#pages): student, professional (most
// popular) and family. The site header (sticky) and footer come from the shell.
import type { PageProps } from '../app/site-routes';
import { PackHero, type Pack } from '../features/packs/pack-hero';
import { BottomBar, ComparisonSection, CtaSection, FaqSection, RelatedSection } from '../features/packs/pack-closing';
import {
  ChecklistSection,
  IncludedSection,
  TestimonialsSection,
  TopicSections,
  WhySection,
} from '../features/packs/pack-sections';
import { packOfPage } from '../features/packs/packs';
import { usePackTexts } from '../features/packs/pack-texts';
import '../features/packs/packs.css';

export default function PackPage({ route }: PageProps) {
  const pack = packOfPage(route?.page);
  return pack ? <PackContent pack={pack} /> : null;
}

function PackContent({ pack }: { pack: Pack }) {
  const texts = usePackTexts(pack.key);
  const props = { pack: pack.key, texts };
  return (
    <main id="main" className="pack-page">
      <PackHero pack={pack} texts={texts} />
      <TopicSections {...props} />
      <IncludedSection {...props} />
      <ChecklistSection {...props} />
      <WhySection {...props} />
      <TestimonialsSection {...props} />
      <FaqSection {...props} />
      <CtaSection {...props} />
      <ComparisonSection {...props} />
      <RelatedSection {...props} />
      <BottomBar {...props} />
    </main>
  );
}
