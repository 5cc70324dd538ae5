import { ChevronDown, PlayCircle, Tv, VideoOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { Link } from 'react-router';
import { SOP_STEPS, type SopStep } from '#shared/content/sop-steps.ts';
import { stepLabel } from '#shared/content/sop/step-label.ts';
import type { SopPage, SopSubStep } from '#shared/content/sop/types.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useStepVideos } from '#web/lib/step-videos.ts';
import { Bi } from './components/bilingual.tsx';
import { button } from '#web/components/buttons.ts';
import { VideoAdmin } from './components/video-admin.tsx';
import { VideoDialog } from '#web/components/video-dialog.tsx';
import { useGuideLanguages } from './model/language.ts';

const toggle =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 py-2 text-left focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300';

function SubStepItem({
  subStep,
  videoUrl,
  isAdmin,
  onWatch,
}: {
  subStep: SopSubStep;
  videoUrl: string | undefined;
  isAdmin: boolean;
  onWatch: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop' });
  const [open, setOpen] = useState(false);
  const panelId = `guide-sub-${subStep.id}`;
  return (
    <li className="rounded-xl bg-stone-50 ring-1 ring-stone-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={`${toggle} hover:bg-stone-100`}
      >
        <span className="shrink-0 rounded-md bg-stone-800 px-2 py-0.5 font-mono font-bold text-white">
          {stepLabel(subStep.id)}
        </span>
        {/* The time under the title: beside it, a long Malayalam word ran into it on a phone. */}
        <span data-testid="guide-sub-step-title" className="min-w-0 flex-1 [overflow-wrap:anywhere]">
          <Bi text={subStep.title} className="text-lg font-semibold text-stone-900" />
          {subStep.timeBadge && (
            <span className="mt-1 inline-block text-sm whitespace-nowrap text-stone-600">{subStep.timeBadge}</span>
          )}
        </span>
        <ChevronDown aria-hidden className={`size-5 shrink-0 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div id={panelId} className="space-y-3 px-3 pb-3">
          <ol className="list-decimal space-y-1 pl-6 text-base text-stone-800">
            {subStep.instructions.map((instruction, index) => (
              <li key={index}>
                <Bi text={instruction} />
              </li>
            ))}
          </ol>
          {videoUrl ? (
            <button type="button" className={button.primary} onClick={onWatch}>
              <PlayCircle aria-hidden className="size-5" />
              {t('guide.watchVideo')}
            </button>
          ) : (
            <p className="inline-flex items-center gap-2 rounded-lg bg-stone-200 px-3 py-2 font-semibold text-stone-700">
              <VideoOff aria-hidden className="size-5" />
              {t('step.videoNotAvailable')}
            </p>
          )}
          {isAdmin && <VideoAdmin stepId={subStep.id} hasVideo={Boolean(videoUrl)} />}
        </div>
      )}
    </li>
  );
}

/**
 * The Preparation Guide tab of the procedure home: the six SOP pages as numbered steps in page order;
 * a step opens its details and sub-steps, each with its video; admins upload and remove the videos.
 */
export function PreparationGuide({ pages }: { pages: Record<SopStep, SopPage> }) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop.guide' });
  const [language] = useGuideLanguages();
  const [openStep, setOpenStep] = useState<SopStep | null>(null);
  const [watching, setWatching] = useState<{ title: string; url: string } | null>(null);
  const videos = useStepVideos();
  const { data: user } = useSessionUser();
  const isAdmin = user?.role === 'admin';

  return (
    <div className="space-y-4">
      <p className="text-lg text-stone-700">{t('intro')}</p>
      <ol className="space-y-3">
        {SOP_STEPS.map((step, index) => {
          const page = pages[step];
          const open = openStep === step;
          const panelId = `guide-step-${step}`;
          return (
            <li key={step} className="rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenStep(open ? null : step)}
                className={`${toggle} p-4 hover:bg-stone-50`}
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-amber-700 text-xl font-black text-white">
                  <span className="sr-only">{t('stepNumber', { number: index + 1 })}</span>
                  <span aria-hidden>{index + 1}</span>
                </span>
                <Bi text={page.title} className="min-w-0 flex-1 text-xl font-bold text-stone-900" />
                <ChevronDown aria-hidden className={`size-6 shrink-0 transition ${open ? 'rotate-180' : ''}`} />
              </button>
              {open && (
                <div id={panelId} className="space-y-3 border-t border-stone-200 p-4">
                  <Bi text={page.subtitle} className="text-lg text-stone-700" />
                  <Link to={`/soplocked/${step}`} className={button.secondary}>
                    <Tv aria-hidden className="size-5" />
                    {t('openTv')}
                  </Link>
                  <h3 className="text-lg font-bold text-stone-900">{t('subSteps')}</h3>
                  <ul className="space-y-2">
                    {page.subSteps.map((subStep) => (
                      <SubStepItem
                        key={subStep.id}
                        subStep={subStep}
                        videoUrl={videos.data?.[subStep.id]}
                        isAdmin={isAdmin}
                        onWatch={() => {
                          const url = videos.data?.[subStep.id];
                          if (url) setWatching({ title: subStep.title[language], url });
                        }}
                      />
                    ))}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {watching && <VideoDialog title={watching.title} url={watching.url} onClose={() => setWatching(null)} />}
    </div>
  );
}
