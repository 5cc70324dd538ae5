import { ArrowLeft, Maximize, Minimize, Timer as TimerIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useNavigate } from 'react-router';
import { stepLabel } from '#shared/content/sop/step-label.ts';
import type { Bilingual } from '#shared/content/sop/types.ts';
import { EVENT_TIME_ZONE } from '#shared/domain/event-date.ts';
import { useClockNow } from '#web/lib/server-clock.ts';
import { Bi } from './bilingual.tsx';
import { button } from '#web/components/buttons.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';

/** The clock is refreshed this often. */
export const CLOCK_MS = 60_000;

const CLOCK = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: EVENT_TIME_ZONE,
});

function useFullScreen() {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const follow = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  const toggle = () => {
    const done = document.fullscreenElement
      ? document.exitFullscreen?.()
      : document.documentElement.requestFullscreen?.();
    void done?.catch(() => undefined);
  };
  return { on, toggle };
}

/** Title in both languages, the clock, the event and its running timer, Back to To-Do List, full screen. */
export function TopBar({
  title,
  eventId,
  activeTimer,
}: {
  title: Bilingual;
  eventId: number | null;
  /** The running step's id and title, when one runs. */
  activeTimer: { id: string; title: Bilingual } | null;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop.topBar' });
  const navigate = useNavigate();
  const clockNow = useClockNow(CLOCK_MS);
  const fullScreen = useFullScreen();
  return (
    <header className="flex flex-wrap items-center gap-3 rounded-2xl bg-stone-900 p-3 text-white xl:p-4">
      <h1 className="min-w-0 flex-1 basis-64 text-3xl leading-tight font-black break-words xl:text-5xl">
        <Bi text={title} secondClassName="text-[0.6em] font-semibold text-stone-300" />
      </h1>
      <p aria-label={t('clock')} className="font-mono text-3xl font-bold tabular-nums xl:text-5xl">
        {CLOCK.format(clockNow)}
      </p>
      {eventId !== null && (
        <>
          <p className="rounded-xl bg-white/15 px-3 py-2 text-lg font-semibold">
            {t('eventId')}: <span className="font-mono">{eventId}</span>
          </p>
          <p className="flex items-center gap-2 rounded-xl bg-white/15 px-3 py-2 text-lg font-semibold">
            <TimerIcon aria-hidden className="size-5" />
            <span>{t('activeTimer')}:</span>
            <span className={activeTimer ? 'text-emerald-300' : 'text-stone-300'}>
              {activeTimer ? stepLabel(activeTimer.id) : t('noActiveTimer')}
            </span>
          </p>
          <button type="button" className={button.secondary} onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden className="size-5" />
            {t('backToTasks')}
          </button>
        </>
      )}
      <LanguageSwitch size="large" />
      <button type="button" className={button.secondary} onClick={fullScreen.toggle} aria-pressed={fullScreen.on}>
        {fullScreen.on ? <Minimize aria-hidden className="size-5" /> : <Maximize aria-hidden className="size-5" />}
        {fullScreen.on ? t('exitFullScreen') : t('fullScreen')}
      </button>
    </header>
  );
}
