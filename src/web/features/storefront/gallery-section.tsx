import { useTranslation } from '#web/lib/i18n.ts';
import { SectionHeading } from './section-heading.tsx';
import { StorefrontPicture } from './storefront-picture.tsx';

const PICTURES = [
  { key: 'pit', setting: 'galleryImage1' },
  { key: 'rice', setting: 'galleryImage2' },
  { key: 'platter', setting: 'galleryImage3' },
] as const;

export function GallerySection() {
  const { t } = useTranslation();
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl min-[1800px]:max-w-7xl">
        <SectionHeading id="gallery-title" title={t('storefront.gallery.title')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-3">
          {PICTURES.map((picture) => (
            <li key={picture.key}>
              <figure className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200">
                <StorefrontPicture
                  setting={picture.setting}
                  alt={t(`storefront.gallery.${picture.key}.alt`)}
                  width={600}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover"
                />
                <figcaption className="px-4 py-3 text-center font-semibold text-stone-800">
                  {t(`storefront.gallery.${picture.key}.caption`)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
