// A pack page's body below its hero, from the topics down to the related links: a part on
// demand (components/on-demand.tsx) that loads, with its texts (pack-body), as the visitor comes
// within a screen of what the pack includes, or touches anything from there down
// (docs/decisions/0060-native-faq.md). The topics above it are text only.
// Until then its prerendered HTML works on its own: plain text, links the browser follows and
// the FAQ's native disclosures, which open on a tap before any code has loaded.
import { ComparisonSection, CtaSection, FaqSection, RelatedSection } from './pack-closing';
import { ChecklistSection, IncludedSection, TestimonialsSection, TopicSections, WhySection } from './pack-sections';
import { BODY_ANCHOR } from './pack-links';
import { usePackTexts } from './pack-texts';
import type { PackKey } from './packs';

export function PackBody({ pack }: { pack: PackKey }) {
  const props = { pack, texts: usePackTexts(pack, { body: true }) };
  return (
    <>
      <TopicSections {...props} />
      <div id={BODY_ANCHOR}>
        <IncludedSection {...props} />
        <ChecklistSection {...props} />
        <WhySection {...props} />
        <TestimonialsSection {...props} />
        <FaqSection {...props} />
        <CtaSection {...props} />
        <ComparisonSection {...props} />
        <RelatedSection {...props} />
      </div>
    </>
  );
}
