import { useTranslation } from '#web/lib/i18n.ts';

/** Says whether new bookings arrive by themselves or the screen is polling. */
export function LiveBadge({ live }: { live: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <span
      title={t(live ? 'live.onHint' : 'live.offHint')}
      data-live={live}
      className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-xs font-medium text-stone-600 ring-1 ring-stone-200"
    >
      <span aria-hidden className={`size-2 rounded-full ${live ? 'animate-pulse bg-emerald-500' : 'bg-stone-400'}`} />
      {t(live ? 'live.on' : 'live.off')}
      <span className="sr-only">{t(live ? 'live.onHint' : 'live.offHint')}</span>
    </span>
  );
}
