import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useSearchParams } from 'react-router';
import type { SopStep } from '#shared/content/sop-steps.ts';
import type { SopPage } from '#shared/content/sop/types.ts';
import { SERVINGS_DEFAULT } from '#shared/domain/kitchen/servings.ts';
import { kitchenEventTopic } from '#shared/domain/live-topics.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useClockOffset, useServerTimeNow } from '#web/lib/server-clock.ts';
import { useNewestRecipes } from '#web/lib/recipe-book.ts';
import { useSeenOnce } from '#web/lib/seen-once.ts';
import { useStepVideos } from '#web/lib/step-videos.ts';
import { useTimers } from './api/get-timers.ts';
import { useSetTimer } from './api/set-timer.ts';
import { Bi } from './components/bilingual.tsx';
import { AttachEvent } from './components/attach-event.tsx';
import { button } from '#web/components/buttons.ts';
import { ItemsPanel, PointsPanel, TimelinePanel } from './components/info-panels.tsx';
import { isTimed, ProcessDashboard } from './components/process-dashboard.tsx';
import { ServingsStepper } from './components/servings-stepper.tsx';
import { SopFooter } from './components/sop-footer.tsx';
import { StepNav } from './components/step-nav.tsx';
import { SubStepPanel } from './components/sub-step-panel.tsx';
import type { TimerControls } from './components/timer-tile.tsx';
import { TopBar } from './components/top-bar.tsx';
import { activeTimerOf } from './model/timer.ts';
import { useWakeLock } from './model/use-wake-lock.ts';

const WAKE_NOTE_KEY = 'sop.wakeLockNoteSeen';

function readEventId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Follows the event's timers live (the 10 s poll while the stream is down is built in). */
function LiveTimers({ eventId }: { eventId: number }) {
  useLiveTopic(kitchenEventTopic(eventId), [queryKeys.sop.timers(eventId)]);
  return null;
}

/** Says once, on a browser that cannot keep the screen on, that the screen may go dark. */
function WakeLockNote() {
  const { t } = useTranslation('translation', { keyPrefix: 'sop.wakeLock' });
  const [seen, dismiss] = useSeenOnce(WAKE_NOTE_KEY);
  if (seen) return null;
  return (
    <p role="status" className="flex flex-wrap items-center gap-3 rounded-xl bg-sky-50 p-3 text-base text-sky-900">
      {t('unsupported')}
      <button type="button" className={button.secondary} onClick={dismiss}>
        {t('dismiss')}
      </button>
    </p>
  );
}

/**
 * One SOP page on a wall screen (/soplocked/<step>?eventId=…&startTimer=…): a slim top bar and, under
 * it, the process timer dashboard with every timed step (all in the first screen of a 1920×1080 wall
 * screen); then the 4-column grid of sub-steps with their videos, instructions and timers, materials
 * scaled by the servings, the timeline and the points, and Previous / SOP Home / Next.
 */
export function SopStepScreen({ step, pages }: { step: SopStep; pages: Record<SopStep, SopPage> }) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop' });
  const problemText = useProblemText();
  /** A refusal the server named (a start outside the limits: 'kitchenRules.limits.timerStart') in the screen's language. */
  const timerProblem = (error: unknown) => problemText(error, t('timer.failed'));
  const page = pages[step];
  const [params, setParams] = useSearchParams();
  const eventId = readEventId(params.get('eventId'));
  const startParam = params.get('startTimer');
  const [servings, setServings] = useState(SERVINGS_DEFAULT);
  /** The servings field shows a refusal: the scaling panels show no amounts until it is taken. */
  const [servingsRefused, setServingsRefused] = useState(false);

  const timers = useTimers(eventId);
  const clock = useClockOffset();
  const videos = useStepVideos();
  const book = useNewestRecipes();
  const change = useSetTimer(eventId);
  const serverTime = useServerTimeNow();
  const stepIds = page.subSteps.map((subStep) => subStep.id);
  const active = activeTimerOf(timers.data, stepIds);
  const activeStep = active ? page.subSteps.find((subStep) => subStep.id === active.id) : undefined;
  const { unsupported: wakeLockUnsupported } = useWakeLock(active !== undefined);

  const start = (stepId: string) => {
    if (eventId === null) {
      console.info('Cannot toggle timer: No eventId provided');
      return;
    }
    change.mutate({ eventId, stepId, change: { isActive: true, startTime: Math.round(serverTime()) } });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('eventId', String(eventId));
        next.set('startTimer', stepId);
        return next;
      },
      { replace: true },
    );
  };
  const stop = (stepId: string) => {
    if (eventId === null) {
      console.info('Cannot toggle timer: No eventId provided');
      return;
    }
    change.mutate({ eventId, stepId, change: { isActive: false } });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('startTimer');
        return next;
      },
      { replace: true },
    );
  };

  // Opened with startTimer (from the To-Do List): start that step once, unless it already runs
  // (a reload must not restart it). Waits for the timers and the server's clock.
  const startedFromAddress = useRef(false);
  useEffect(() => {
    if (startedFromAddress.current || eventId === null || !timers.isSuccess || !clock.isFetched) return;
    // Decided once, on the first timers read: a later startTimer is this screen's own Start.
    startedFromAddress.current = true;
    if (!startParam) return;
    const timed = page.subSteps.some((subStep) => subStep.id === startParam && subStep.allowedMinutes !== undefined);
    const current = timers.data.find((timer) => timer.id === startParam);
    if (!timed || current?.isActive) return;
    change.mutate({ eventId, stepId: startParam, change: { isActive: true, startTime: Math.round(serverTime()) } });
  });

  const controls: TimerControls = {
    timerOf: (stepId) => timers.data?.find((timer) => timer.id === stepId),
    canRun: eventId !== null && timers.isSuccess,
    busy: change.isPending,
    start,
    stop,
  };
  const timedSteps = page.subSteps.filter(isTimed);
  const hasTimers = timedSteps.length > 0;
  const scales = page.itemPanels.some((panel) => panel.scales);
  const base = page.baseServings ?? SERVINGS_DEFAULT;

  return (
    <div className="mx-auto w-full max-w-[120rem] space-y-3 overflow-x-hidden p-2 sm:p-3 xl:space-y-4">
      {eventId !== null && <LiveTimers eventId={eventId} />}
      <TopBar
        title={page.title}
        eventId={eventId}
        activeTimer={activeStep ? { id: activeStep.id, title: activeStep.title } : null}
      />
      {hasTimers && eventId === null && <AttachEvent onAttach={(id) => setParams({ eventId: String(id) })} />}
      {hasTimers && (
        <ProcessDashboard
          steps={timedSteps}
          controls={controls}
          problem={change.isError ? timerProblem(change.error) : null}
        />
      )}
      {active && wakeLockUnsupported && <WakeLockNote />}
      <div className="text-xl text-stone-700 xl:text-2xl">
        <Bi text={page.subtitle} />
      </div>
      {scales && (
        <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
          <ServingsStepper servings={servings} onChange={setServings} onRefused={setServingsRefused} />
        </div>
      )}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
        {page.subSteps.map((subStep) => (
          <SubStepPanel
            key={subStep.id}
            step={subStep}
            videoUrl={videos.data?.[subStep.id]}
            timer={controls.timerOf(subStep.id)}
          />
        ))}
        {page.itemPanels.map((items, index) => (
          <ItemsPanel
            key={index}
            items={items}
            servings={servingsRefused ? null : servings}
            base={base}
            recipes={book.state === 'ready' ? book.collection.recipes : null}
          />
        ))}
        {page.timeline && <TimelinePanel timeline={page.timeline} />}
        {page.pointPanels.map((points, index) => (
          <PointsPanel key={index} points={points} />
        ))}
      </div>
      <StepNav step={step} pages={pages} />
      <SopFooter />
      {active && (
        <div
          role="img"
          aria-label={t('timer.running')}
          className="fixed right-4 bottom-4 z-40 grid size-16 animate-pulse place-items-center rounded-full bg-emerald-600 text-white shadow-lg"
        >
          <Clock aria-hidden className="size-9" />
        </div>
      )}
    </div>
  );
}
