import type { SopSubStep } from '#shared/content/sop/types.ts';
import { guideText } from '../model/guide-texts.ts';
import { BiLabel } from './bilingual.tsx';
import { TimerTile, type TimerControls } from './timer-tile.tsx';

type TimedStep = SopSubStep & { allowedMinutes: number };

export const isTimed = (step: SopSubStep): step is TimedStep => step.allowedMinutes !== undefined;

/**
 * The page's process timer dashboard, first under the top bar: every timed step as a tile, four to a
 * row on a wall screen, so all of them are in view without scrolling. A refused Start or Stop is said
 * above the tiles.
 */
export function ProcessDashboard({
  steps,
  controls,
  problem,
}: {
  steps: TimedStep[];
  controls: TimerControls;
  problem: string | null;
}) {
  return (
    <section
      aria-labelledby="sop-dashboard-title"
      className="rounded-2xl bg-stone-100 p-2 ring-1 ring-stone-200 xl:p-3"
    >
      <h2 id="sop-dashboard-title" className="mb-2 px-1 text-lg font-bold text-stone-900 xl:text-xl">
        <BiLabel
          text={guideText((texts) => texts.dashboard.title)}
          layout="inline"
          secondClassName="font-normal text-stone-600"
        />
      </h2>
      {problem && (
        <p role="alert" className="mb-2 rounded-xl bg-red-50 p-3 text-lg font-semibold text-red-800">
          {problem}
        </p>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-4 xl:gap-3">
        {steps.map((step) => (
          <TimerTile key={step.id} step={step} controls={controls} />
        ))}
      </div>
    </section>
  );
}
