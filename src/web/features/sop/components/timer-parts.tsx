import { useTranslation } from '#web/lib/i18n.ts';
import type { Bilingual } from '#shared/content/sop/types.ts';
import type { Timer } from '#shared/schemas/timers.ts';
import { guideText } from '../model/guide-texts.ts';
import { formatElapsed, type TimerTone } from '../model/timer.ts';
import type { TimerView } from '../model/use-timer-view.ts';
import { BiLabel } from './bilingual.tsx';

const TONE_BAR: Record<TimerTone, string> = {
  green: 'bg-emerald-600',
  yellow: 'bg-yellow-400',
  red: 'bg-red-600',
};

/** The step's state in words: Not started, Running, OVERTIME!, Stopped — took 12:34. */
export function timerStateText(view: TimerView): Bilingual {
  if (view.overtime) return guideText((texts) => texts.timer.overtime);
  const { reading } = view;
  if (reading.state === 'idle') return guideText((texts) => texts.timer.notStarted);
  if (reading.state === 'running') return guideText((texts) => texts.timer.inProgress);
  if (reading.seconds === null) return guideText((texts) => texts.timer.stopped);
  return guideText((texts) => texts.timer.took, { time: formatElapsed(reading.seconds) });
}

/** The state in both languages; OVERTIME! in red, flashing, and announced where `announce`. */
export function TimerStateWords({
  view,
  announce = false,
  className = '',
}: {
  view: TimerView;
  announce?: boolean;
  className?: string;
}) {
  const colour = view.overtime
    ? `font-black text-red-700 ${view.lit ? 'opacity-100' : 'opacity-30'}`
    : view.running
      ? 'font-bold text-emerald-800'
      : 'font-semibold text-stone-700';
  return (
    <p
      role={announce && view.overtime ? 'alert' : undefined}

      className={`${colour} ${className}`}
    >
      <BiLabel text={timerStateText(view)} />
    </p>
  );
}

/** 'Allowed N min' in both languages, with the minutes a pit reading added. */
export function AllowedMinutes({
  view,
  timer,
  className = '',
}: {
  view: TimerView;
  timer: Timer | undefined;
  className?: string;
}) {
  const extra = timer?.extraMinutes ?? 0;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 font-semibold text-stone-700 ${className}`}>
      <BiLabel text={guideText((texts) => texts.timer.allowed, { minutes: view.minutes })} />
      {extra > 0 && (
        <BiLabel
          text={guideText((texts) => texts.timer.extra, { minutes: extra })}
          className="rounded-lg bg-amber-100 px-2 py-0.5 text-amber-900"
        />
      )}
    </p>
  );
}

/** The bar: the share of the allowed time used, coloured by the tone, dimmed in the overtime flash. */
export function TimerProgress({ view, label, className = '' }: { view: TimerView; label: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={view.percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={view.overtime ? t('sop.timer.overtime') : `${view.percent}%`}
      className={`overflow-hidden rounded-full bg-stone-200 ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] ${TONE_BAR[view.tone]} ${view.overtime && !view.lit ? 'opacity-30' : ''}`}
        style={{ width: `${view.percent}%` }}
      />
    </div>
  );
}
