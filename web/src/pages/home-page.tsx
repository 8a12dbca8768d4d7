// The home page (docs/product.md#pages): sections 1-9 in order; the footer (10) comes from the
// site shell. The contact form is its own feature, placed here into the contact section's
// slot so that features do not import each other.
import type { PageProps } from '../app/site-routes';
import { useLanguage } from '../lib/language';
import { onDemand } from '../components/on-demand';
import { ComparisonSection } from '../features/home/comparison-section';
import { CONTACT_ANCHOR, ContactSection } from '../features/home/contact-section';
import { HeroSection } from '../features/home/hero-section';
import { HighlightsSection } from '../features/home/highlights-section';
import { PacksSection } from '../features/home/packs-section';
import { ResourcesSection } from '../features/home/resources-section';
import { ServicesSection } from '../features/home/services-section';
import { TestimonialsSection } from '../features/home/testimonials-section';
import { TipSection } from '../features/home/tip-section';
import '../features/home/home.css';

// The last section: its code and texts load as the visitor comes near it.
const ContactForm = onDemand(
  () => import('../features/contact/contact-form').then((module) => module.ContactForm),
  ['home', 'forms'],
);

export default function HomePage(_props: PageProps) {
  const { lang } = useLanguage();
  // Backgrounds alternate; the Spanish-only resources block shifts the rhythm by one.
  const spanish = lang === 'es';
  return (
    <main id="main">
      <HeroSection />
      <HighlightsSection />
      <ServicesSection />
      <PacksSection />
      <TipSection />
      <TestimonialsSection />
      <ResourcesSection />
      <ComparisonSection alt={spanish} />
      <ContactSection alt={!spanish} form={<ContactForm near={CONTACT_ANCHOR} />} />
    </main>
  );
}
