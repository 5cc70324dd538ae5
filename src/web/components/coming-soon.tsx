import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Stands in for a screen whose issue has not come yet and says what it will hold. */
export function ComingSoon({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-2xl rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-amber-700">
        <Hourglass aria-hidden className="size-4" /> {t('pages.comingTitle')}
      </p>
      <h1 className="mt-2 text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 leading-relaxed text-stone-700">{body}</p>
    </section>
  );
}
