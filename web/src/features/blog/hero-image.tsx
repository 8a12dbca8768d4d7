// The article's hero illustration. It is the page's largest element (its LCP), so it is
// fetched early and never lazy; width and height reserve its box before it arrives (no
// layout shift). The head preloads the AVIF candidate (page-head.ts).
import { HERO_SIZES, type HeroPicture } from '../../../../common/content/hero-image';

export function HeroImage({ picture, alt }: { picture: HeroPicture; alt: string }) {
  return (
    <picture className="article__hero">
      <source type="image/avif" srcSet={picture.sources.avif} sizes={HERO_SIZES} />
      <source type="image/webp" srcSet={picture.sources.webp} sizes={HERO_SIZES} />
      <img src={picture.img.src} width={picture.img.w} height={picture.img.h} alt={alt} fetchPriority="high" />
    </picture>
  );
}
