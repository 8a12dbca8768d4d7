// The founder's portrait on the about page (BUSINESS.founderPhoto, a file in web/content/people; the article heroes keep web/content/images),
// built like the article heroes (docs/decisions/0007-article-hero-images.md) into AVIF and WebP
// at two widths. It sits below the fold, so it loads lazily; width and height reserve its box.
import { useTranslation } from 'react-i18next';
import { BUSINESS } from '../../../../common/business';
import type { HeroPicture } from '../../../../common/content/hero-image';

const PHOTOS = import.meta.glob<HeroPicture>('../../../content/people/founder*', {
  query: '?w=240;480&format=avif;webp&as=picture',
  import: 'default',
  eager: true,
});
const SIZES = '240px';

export function FounderPhoto() {
  const { t } = useTranslation('blog');
  const picture = Object.entries(PHOTOS).find(([file]) => file.endsWith(`/${BUSINESS.founderPhoto}`))?.[1];
  if (!picture) return null;
  const name = { name: BUSINESS.founderName, brand: BUSINESS.brand };
  return (
    <figure className="founder-photo">
      <picture>
        <source type="image/avif" srcSet={picture.sources.avif} sizes={SIZES} />
        <source type="image/webp" srcSet={picture.sources.webp} sizes={SIZES} />
        <img
          src={picture.img.src}
          width={240}
          height={Math.round((240 * picture.img.h) / picture.img.w)}
          alt={t('founder.alt', name)}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <figcaption>{t('founder.caption', name)}</figcaption>
    </figure>
  );
}
