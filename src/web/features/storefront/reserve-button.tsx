import { UtensilsCrossed } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useStaysClear } from './use-stays-clear.ts';

/**
 * Floats over the page once there is an event to book; it sits bottom-left, leaving the right to the
 * chat widget, and steps aside (fades out, out of the tab order) whenever it would cover a heading or
 * a control, such as the page's own booking buttons.
 */
export function ReserveButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const clear = useStaysClear(ref);
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-hidden={!clear || undefined}
      tabIndex={clear ? undefined : -1}
      data-covering={!clear || undefined}
      className={`fixed bottom-4 left-4 z-30 inline-flex min-h-12 max-w-[calc(100vw-2rem)] items-center gap-2 rounded-full bg-orange-700 px-4 py-3 text-sm font-bold text-white shadow-xl ring-4 ring-white/70 transition hover:bg-orange-800 focus-visible:outline-none focus-visible:ring-orange-300 sm:bottom-6 sm:left-6 sm:px-5 sm:text-base ${
        clear ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
    >
      <UtensilsCrossed aria-hidden className="size-5 shrink-0" />
      <span className="truncate">{t('storefront.reserve')}</span>
    </button>
  );
}
