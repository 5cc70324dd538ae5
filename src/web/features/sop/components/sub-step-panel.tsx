import { Clock } from 'lucide-react';
import { stepLabel } from '#shared/content/sop/step-label.ts';
import type { SopSubStep } from '#shared/content/sop/types.ts';
import type { Timer } from '#shared/schemas/timers.ts';
import { useGuideLanguages } from '../model/language.ts';
import { Bi } from './bilingual.tsx';
import { panel } from '#web/components/buttons.ts';
import { StepVideo } from './step-video.tsx';
import { TimerBar } from './timer-bar.tsx';

/** One sub-step: its number, title, time badge, video, numbered instructions and, when timed, its timer. */
export function SubStepPanel({
  step,
  videoUrl,
  timer,
}: {
  step: SopSubStep;
  videoUrl: string | undefined;
  timer: Timer | undefined;
}) {
  const [first] = useGuideLanguages();
  const headingId = `sop-step-${step.id}`;
  return (
    <section aria-labelledby={headingId} className={`${panel} flex flex-col gap-3`}>
      <div data-testid="sub-step-header" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-lg bg-stone-900 px-3 py-1 font-mono text-xl font-bold text-white">
            {stepLabel(step.id)}
          </span>
          {step.timeBadge && (
            <span className="inline-flex items-center gap-1 rounded-lg bg-amber-100 px-3 py-1 text-lg font-semibold whitespace-nowrap text-amber-900">
              <Clock aria-hidden className="size-5" />
              {step.timeBadge}
            </span>
          )}
        </div>
        <h2 id={headingId} className="text-2xl leading-tight font-bold break-words text-stone-900 xl:text-[2rem]">
          <Bi text={step.title} />
        </h2>
      </div>
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
          <TimerBar stepId={step.id} label={step.title[first]} stepMinutes={step.allowedMinutes} timer={timer} />
        </div>
      )}
    </section>
  );
}
