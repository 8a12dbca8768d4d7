// The home page (docs/product.md#pages): sections 1-9 in order, 3-8 on demand; the footer (10) comes from the
// site shell. The contact form is its own feature, placed here into the contact section's
// slot so that features do not import each other.
import type { PageProps } from '../app/site-routes';
import { useLanguage } from '../lib/language';
import { onDemand } from '../components/on-demand';
import { CONTACT_ANCHOR, ContactSection } from '../features/home/contact-section';
import { HeroSection } from '../features/home/hero-section';
import { HighlightsSection } from '../features/home/highlights-section';
import '../features/home/home.css';

// The sections from the services to the comparison load on demand (features/home/home-body.tsx).
const HomeBody = onDemand(
  () => import('../features/home/home-body').then((module) => module.HomeBody),
  ['home-body', 'services'],
  // Text and links only: no code needed before the first touch (a held click is made again).
  { start: 'touch' },
);
/** The services and what follows, up to the contact section. */
const BODY_ANCHOR = 'inicio-mas';

// The last section: its code and texts load as the visitor comes near it.
const ContactForm = onDemand(
  () => import('../features/contact/contact-form').then((module) => module.ContactForm),
  ['home', 'forms', 'home-body'],
);

export default function HomePage(_props: PageProps) {
  const { lang } = useLanguage();
  // Backgrounds alternate; the Spanish-only resources block shifts the rhythm by one.
  const spanish = lang === 'es';
  return (
    <main id="main">
      <HeroSection />
      <HighlightsSection />
      <HomeBody spanish={spanish} anchor={BODY_ANCHOR} near={BODY_ANCHOR} />
      <ContactSection alt={!spanish} form={<ContactForm near={CONTACT_ANCHOR} />} />
    </main>
  );
}
