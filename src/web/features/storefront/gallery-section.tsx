import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

const PICTURES = [
  { key: 'pit', src: '/images/gallery-1.svg' },
  { key: 'rice', src: '/images/gallery-2.svg' },
  { key: 'platter', src: '/images/gallery-3.svg' },
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
                <img
                  src={picture.src}
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
