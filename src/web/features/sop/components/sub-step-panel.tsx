import { Clock } from 'lucide-react';
import { stepLabel } from '#shared/content/sop/step-label.ts';
import type { SopSubStep } from '#shared/content/sop/types.ts';
import type { Timer } from '#shared/schemas/timers.ts';
import { useGuideLanguages } from '../model/language.ts';
import { Bi } from './bilingual.tsx';
import { panel } from '#web/components/buttons.ts';
import { StepVideo } from './step-video.tsx';
import { TimerBar } from './timer-bar.tsx';

export interface TimerControls {
  timerOf(stepId: string): Timer | undefined;
  canRun: boolean;
  busy: boolean;
  start(stepId: string): void;
  stop(stepId: string): void;
}

/** One sub-step: its number, title, time badge, numbered instructions, video and, when timed, its timer. */
export function SubStepPanel({
  step,
  videoUrl,
  timers,
}: {
  step: SopSubStep;
  videoUrl: string | undefined;
  timers: TimerControls;
}) {
  const [first] = useGuideLanguages();
  const headingId = `sop-step-${step.id}`;
  return (
    <section aria-labelledby={headingId} className={`${panel} flex flex-col gap-3`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-lg bg-stone-900 px-3 py-1 font-mono text-xl font-bold text-white">
          {stepLabel(step.id)}
        </span>
        {step.timeBadge && (
          <span className="inline-flex items-center gap-1 rounded-lg bg-amber-100 px-3 py-1 text-lg font-semibold text-amber-900">
            <Clock aria-hidden className="size-5" />
            {step.timeBadge}
          </span>
        )}
      </div>
      <h2 id={headingId} className="text-2xl leading-tight font-bold text-stone-900 xl:text-[2rem]">
        <Bi text={step.title} />
      </h2>
      <StepVideo url={videoUrl} label={step.title[first]} />
      <ol className="list-decimal space-y-2 pl-7 text-lg text-stone-800 xl:text-xl">
        {step.instructions.map((instruction, index) => (
          <li key={index}>
            <Bi text={instruction} />
          </li>
        ))}
      </ol>
      {step.allowedMinutes !== undefined && (
        <div className="mt-auto">
          <TimerBar
            stepId={step.id}
            label={step.title[first]}
            stepMinutes={step.allowedMinutes}
            timer={timers.timerOf(step.id)}
            canRun={timers.canRun}
            busy={timers.busy}
            onStart={() => timers.start(step.id)}
            onStop={() => timers.stop(step.id)}
          />
        </div>
      )}
    </section>
  );
}
