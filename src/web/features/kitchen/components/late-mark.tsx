import { AlarmClock } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';

/** "Late" in white on red, sized by the text around it (`className` sets the size): the same mark on every screen. */
export function LateMark({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="late-mark"
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-red-700 px-3 py-0.5 font-extrabold text-white uppercase ${className}`}
    >
      <AlarmClock aria-hidden className="size-[1em] shrink-0" />
      {t('kitchen.late.mark')}
    </span>
  );
}
