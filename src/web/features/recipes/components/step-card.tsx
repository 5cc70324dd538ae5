import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { RecipeStep } from '#shared/schemas/recipes.ts';
import { button, panel } from '#web/components/buttons.ts';
import { useStepVideos } from '#web/lib/step-videos.ts';
import { pick, type Lang } from '../model.ts';
import { VideoPlayer } from './step-video-player.tsx';

/** 'Step-by-Step Instructions': one step at a time, with its video, a progress bar and a dot per step. */
export function StepCard({ steps, lang }: { steps: RecipeStep[]; lang: Lang }) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.steps' });
  const id = useId();
  const [index, setIndex] = useState(0);
  const videos = useStepVideos();
  const total = steps.length;
  const current = Math.min(index, total - 1);
  const step = steps[current];
  if (!step) return null;
  const number = current + 1;
  const title = pick(step.title, lang);
  const isFirst = current === 0;
  const isLast = current === total - 1;
  const go = (next: number) => setIndex(Math.max(0, Math.min(total - 1, next)));
  const percent = Math.round((number / total) * 100);
  const url = step.videoStepId ? videos.data?.[step.videoStepId] : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {t('title')}
      </h2>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 break-words text-lg font-bold text-amber-900">
          {t('header', { number, total, title })}
        </h3>
        <div className="flex gap-2">
          <button type="button" className={button.secondary} disabled={isFirst} onClick={() => go(current - 1)}>
            <ChevronLeft aria-hidden className="size-5" />
            {t('previous')}
          </button>
          <button type="button" className={button.secondary} disabled={isLast} onClick={() => go(current + 1)}>
            {t('next')}
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={t('progressText', { number, total })}
        className="mt-3 h-3 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-amber-600" style={{ width: `${percent}%` }} />
      </div>
      <div role="group" aria-label={t('dots')} className="mt-2 flex flex-wrap justify-center">
        {steps.map((_, dot) => (
          <button
            key={dot}
            type="button"
            aria-label={t('goTo', { number: dot + 1 })}
            aria-current={dot === current ? 'step' : undefined}
            onClick={() => go(dot)}
            className="flex min-h-12 min-w-12 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
          >
            <span
              aria-hidden
              className={`block size-4 rounded-full ${dot === current ? 'bg-amber-700' : 'bg-stone-300'}`}
            />
          </button>
        ))}
      </div>
      <div className="mt-3">
        <VideoPlayer url={url} label={title} />
      </div>
      <h4 className="mt-3 break-words text-lg font-bold text-stone-900">{title}</h4>
      <p className="mt-1 whitespace-pre-line break-words text-base text-stone-800">{pick(step.description, lang)}</p>
      <div className="mt-4 flex flex-wrap justify-between gap-2">
        <button type="button" className={button.grey} disabled={isFirst} onClick={() => go(current - 1)}>
          {t('previousStep')}
        </button>
        <button type="button" className={button.primary} disabled={isLast} onClick={() => go(current + 1)}>
          {t('nextStep')}
        </button>
      </div>
    </section>
  );
}
