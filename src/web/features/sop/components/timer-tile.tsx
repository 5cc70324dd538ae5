import { Play, Square } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { stepLabel } from '#shared/content/sop/step-label.ts';
import type { SopSubStep } from '#shared/content/sop/types.ts';
import type { Timer } from '#shared/schemas/timers.ts';
import { button } from '#web/components/buttons.ts';
import { guideText } from '../model/guide-texts.ts';
import { useGuideLanguages } from '../model/language.ts';
import { formatElapsed, type TimerTone } from '../model/timer.ts';
import { useTimerView } from '../model/use-timer-view.ts';
import { Bi, BiLabel } from './bilingual.tsx';
import { AllowedMinutes, TimerProgress, TimerStateWords } from './timer-parts.tsx';

export interface TimerControls {
  timerOf(stepId: string): Timer | undefined;
  /** False without an event: the buttons are off and the screen says why. */
  canRun: boolean;
  busy: boolean;
  start(stepId: string): void;
  stop(stepId: string): void;
}

const TONE_RING: Record<TimerTone, string> = {
  green: 'ring-emerald-600',
  yellow: 'ring-yellow-400',
  red: 'ring-red-600',
};

/**
 * One timed step on the process timer dashboard, readable from across the kitchen: its number and
 * title, the time since its start (or what it took) large, the allowed minutes, its state in words, the
 * bar, and Start/Stop. `data-running`, `data-tone` and `data-state` say its state.
 */
export function TimerTile({
  step,
  controls,
}: {
  step: SopSubStep & { allowedMinutes: number };
  controls: TimerControls;
}) {
  const { t } = useTranslation();
  const [first] = useGuideLanguages();
  const timer = controls.timerOf(step.id);
  const view = useTimerView(step.allowedMinutes, timer);
  const label = stepLabel(step.id);
  const name = `${label} ${step.title[first]}`;
  const titleId = `timer-tile-${step.id}`;
  const ring =
    view.reading.state === 'idle' ? 'ring-stone-200' : view.running ? TONE_RING[view.tone] : 'ring-stone-400';
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`timer-${step.id}`}
      data-running={view.running}
      data-tone={view.tone}
      data-state={view.reading.state}
      className={`flex min-w-0 flex-col gap-2 rounded-2xl bg-white p-3 ring-2 xl:p-4 ${ring}`}
    >
      <h3 id={titleId} className="flex items-start gap-2">
        <span className="shrink-0 rounded-lg bg-stone-900 px-2 py-0.5 font-mono text-lg font-bold text-white xl:text-2xl">
          {label}
        </span>
        <Bi
          text={step.title}
          className="min-w-0 text-lg leading-tight font-bold break-words text-stone-900 xl:text-2xl"
        />
      </h3>
      <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
        <p
          role="timer"
          aria-label={`${name}: ${t('sop.timer.elapsed')}`}
          className={`font-mono text-5xl leading-none font-bold tabular-nums xl:text-7xl ${view.overtime ? 'text-red-700' : 'text-stone-900'}`}
        >
          {formatElapsed(view.seconds)}
        </p>
        <AllowedMinutes view={view} timer={timer} className="text-base xl:text-lg" />
      </div>
      <TimerProgress view={view} label={name} className="h-4" />
      <TimerStateWords view={view} announce className="text-xl xl:text-2xl" />
      {view.running ? (
        <button
          type="button"
          className={`${button.danger} mt-auto w-full`}
          disabled={controls.busy}
          onClick={() => controls.stop(step.id)}
        >
          <Square aria-hidden className="size-6 shrink-0" />
          <BiLabel text={guideText((texts) => texts.timer.stop)} className="text-lg" />
        </button>
      ) : (
        <button
          type="button"
          className={`${button.success} mt-auto w-full`}
          disabled={controls.busy || !controls.canRun}
          onClick={() => controls.start(step.id)}
        >
          <Play aria-hidden className="size-6 shrink-0" />
          <BiLabel text={guideText((texts) => texts.timer.start)} className="text-lg" />
        </button>
      )}
    </article>
  );
}
