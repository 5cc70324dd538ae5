import { UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Floats over the page once there is an event to book; it sits bottom-left, leaving the right to the chat widget. */
export function ReserveButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className="fixed bottom-4 left-4 z-30 inline-flex max-w-[calc(100vw-2rem)] items-center gap-2 rounded-full bg-orange-700 px-4 py-3 text-sm font-bold text-white shadow-xl ring-4 ring-white/70 transition hover:bg-orange-800 focus-visible:outline-none focus-visible:ring-orange-300 sm:bottom-6 sm:left-6 sm:px-5 sm:text-base"
    >
      <UtensilsCrossed aria-hidden className="size-5 shrink-0" />
      <span className="truncate">{t('storefront.reserve')}</span>
    </button>
  );
}
