// The three pack pages (docs/product.md#pages): student, professional (most
// popular) and family. The site header (sticky) and footer come from the shell. The body
// below the hero loads on demand (features/packs/pack-body.tsx).
import type { PageProps } from '../app/site-routes';
import { onDemand } from '../components/on-demand';
import { PackHero, type Pack } from '../features/packs/pack-hero';
import { BottomBar } from '../features/packs/pack-bottom-bar';
import { BODY_ANCHOR } from '../features/packs/pack-links';
import { packOfPage } from '../features/packs/packs';
import { usePackTexts } from '../features/packs/pack-texts';
import '../features/packs/packs.css';

const PackBody = onDemand(() => import('../features/packs/pack-body').then((module) => module.PackBody), ['pack-body']);

export default function PackPage({ route }: PageProps) {
  const pack = packOfPage(route?.page);
  return pack ? <PackContent pack={pack} /> : null;
}

function PackContent({ pack }: { pack: Pack }) {
  const texts = usePackTexts(pack.key);
  return (
    <main id="main" className="pack-page">
      <PackHero pack={pack} texts={texts} />
      <PackBody pack={pack.key} near={BODY_ANCHOR} />
      <BottomBar pack={pack.key} texts={texts} />
    </main>
  );
}
