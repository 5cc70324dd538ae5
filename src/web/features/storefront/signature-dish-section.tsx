import { Check } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { SectionHeading } from './section-heading.tsx';
import { StorefrontPicture } from './storefront-picture.tsx';

const INGREDIENTS = ['meat', 'rice', 'spices', 'smoke', 'sides'] as const;

export function SignatureDishSection() {
  const { t } = useTranslation();
  return (
    <section id="signature-dish" aria-labelledby="signature-title" className="bg-white px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl min-[1800px]:max-w-7xl">
        <SectionHeading
          id="signature-title"
          eyebrow={t('storefront.signature.eyebrow')}
          title={t('storefront.signature.title')}
          intro={t('storefront.signature.intro')}
        />
        <div className="mt-12 grid items-center gap-10 md:grid-cols-2 lg:gap-14">
          <StorefrontPicture
            setting="signatureDishImage"
            alt={t('storefront.signature.imageAlt')}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-3xl bg-stone-900 object-cover shadow-xl"
          />
          <div className="min-w-0">
            <h3 className="text-xl font-bold text-stone-900">{t('storefront.signature.ingredientsTitle')}</h3>
            <ul className="mt-4 space-y-3">
              {INGREDIENTS.map((key) => (
                <li key={key} className="flex gap-3 text-stone-700">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-orange-700" />
                  <span className="min-w-0">{t(`storefront.signature.ingredients.${key}`)}</span>
                </li>
              ))}
            </ul>
            <h3 className="mt-8 text-xl font-bold text-stone-900">{t('storefront.signature.preparationTitle')}</h3>
            <p className="mt-3 leading-relaxed text-stone-700">{t('storefront.signature.preparation')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
