import { Play, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { Timer } from '#shared/schemas/timers.ts';
import { useServerNow } from '#web/lib/server-clock.ts';
import {
  allowedMinutes as allowedWithExtra,
  FLASH_MS,
  formatElapsed,
  percentUsed,
  timerReading,
  timerTone,
  type TimerTone,
} from '../model/timer.ts';
import { button } from '#web/components/buttons.ts';

const TONE_BAR: Record<TimerTone, string> = {
  green: 'bg-emerald-600',
  yellow: 'bg-yellow-400',
  red: 'bg-red-600',
};

/** Flips every 500 ms while `on`, for the overtime flash. */
function useFlash(on: boolean): boolean {
  const [lit, setLit] = useState(true);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setLit((value) => !value), FLASH_MS);
    return () => {
      clearInterval(timer);
      setLit(true);
    };
  }, [on]);
  return lit;
}

/**
 * One step's timer: elapsed time on the server's clock (equal on every screen), a bar that is green to
 * 75 % of the allowed time, yellow to 100 % and red and flashing with 'OVERTIME!' past it, and Start/Stop.
 * A stopped step keeps showing how long it took.
 */
export function TimerBar({
  stepId,
  label,
  stepMinutes,
  timer,
  canRun,
  busy,
  onStart,
  onStop,
}: {
  stepId: string;
  /** The step's title, naming the bar and its buttons. */
  label: string;
  stepMinutes: number;
  timer: Timer | undefined;
  /** False without an event: the buttons are off and the screen says why. */
  canRun: boolean;
  busy: boolean;
  onStart: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const serverNow = useServerNow(1000);
  const reading = timerReading(timer, serverNow);
  const running = reading.state === 'running';
  const elapsed = reading.seconds ?? 0;
  const minutes = allowedWithExtra(stepMinutes, timer);
  const allowedSeconds = minutes * 60;
  const tone: TimerTone = running ? timerTone(elapsed, allowedSeconds) : 'green';
  const overtime = running && tone === 'red';
  const lit = useFlash(overtime);
  const percent = running ? percentUsed(elapsed, allowedSeconds) : 0;
  const extra = timer?.extraMinutes ?? 0;

  return (
    <div data-testid={`timer-${stepId}`} data-tone={tone} data-running={running} className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
        <p
          role="timer"
          aria-label={`${label}: ${t('sop.timer.elapsed')}`}
          className={`font-mono text-5xl leading-none font-bold tabular-nums xl:text-7xl ${overtime ? 'text-red-700' : 'text-stone-900'}`}
        >
          {formatElapsed(elapsed)}
        </p>
        <p className="text-lg font-semibold text-stone-700">
          {running
            ? t('sop.timer.allowed', { minutes })
            : reading.state === 'stopped' && reading.seconds !== null
              ? t('sop.timer.took', { time: formatElapsed(reading.seconds) })
              : t(reading.state === 'idle' ? 'sop.timer.notStarted' : 'sop.timer.stopped')}
        </p>
      </div>
      {extra > 0 && (
        <p className="rounded-lg bg-amber-100 px-3 py-1 text-base font-semibold text-amber-900">
          {t('sop.timer.extra', { minutes: extra })}
          {timer?.extraReason ? ` · ${t(timer.extraReason)}` : ''}
        </p>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={overtime ? t('sop.timer.overtime') : `${percent}%`}
        className="h-6 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full transition-[width] ${TONE_BAR[tone]} ${overtime && !lit ? 'opacity-30' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {overtime && (
        <p
          role="alert"
          className={`text-3xl font-black tracking-wide text-red-700 xl:text-5xl ${lit ? 'opacity-100' : 'opacity-30'}`}
        >
          {t('sop.timer.overtime')}
        </p>
      )}
      {running ? (
        <button type="button" className={`${button.danger} w-full`} disabled={busy} onClick={onStop}>
          <Square aria-hidden className="size-5" />
          {t('sop.timer.stop')}
        </button>
      ) : (
        <button type="button" className={`${button.success} w-full`} disabled={busy || !canRun} onClick={onStart}>
          <Play aria-hidden className="size-5" />
          {t('sop.timer.start')}
        </button>
      )}
    </div>
  );
}
