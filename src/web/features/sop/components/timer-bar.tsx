import { useTranslation } from '#web/lib/i18n.ts';
import type { Timer } from '#shared/schemas/timers.ts';
import { kitchenRuleText } from '../model/guide-texts.ts';
import { formatElapsed } from '../model/timer.ts';
import { useTimerView } from '../model/use-timer-view.ts';
import { Bi } from './bilingual.tsx';
import { AllowedMinutes, TimerProgress, TimerStateWords } from './timer-parts.tsx';

/**
 * A sub-step's timer beside its instructions: the same time, state and bar as its dashboard tile
 * (Start and Stop are on the tile), and why a pit reading added minutes.
 */
export function TimerBar({
  stepId,
  label,
  stepMinutes,
  timer,
}: {
  stepId: string;
  /** The step's title, naming the bar. */
  label: string;
  stepMinutes: number;
  timer: Timer | undefined;
}) {
  const { t } = useTranslation();
  const view = useTimerView(stepMinutes, timer);
  const reason = timer?.extraReason ? kitchenRuleText(timer.extraReason) : null;
  return (
    <div
      data-testid={`step-timer-${stepId}`}
      data-tone={view.tone}
      data-running={view.running}
      className="space-y-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
        <p
          role="timer"
          aria-label={`${label}: ${t('sop.timer.elapsed')}`}
          className={`font-mono text-4xl leading-none font-bold tabular-nums xl:text-5xl ${view.overtime ? 'text-red-700' : 'text-stone-900'}`}
        >
          {formatElapsed(view.seconds)}
        </p>
        <AllowedMinutes view={view} timer={timer} className="text-lg" />
      </div>
      {reason && <Bi text={reason} className="rounded-lg bg-amber-50 px-3 py-1 text-base text-amber-900" />}
      <TimerProgress view={view} label={label} className="h-4" />
      <TimerStateWords view={view} className="text-lg xl:text-xl" />
    </div>
  );
}
