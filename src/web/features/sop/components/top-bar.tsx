import { ArrowLeft, Maximize, Minimize, MoreHorizontal, Timer as TimerIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useLocation, useNavigate } from 'react-router';
import { stepLabel } from '#shared/content/sop/step-label.ts';
import type { Bilingual } from '#shared/content/sop/types.ts';
import { EVENT_TIME_ZONE } from '#shared/domain/event-date.ts';
import { useClockNow } from '#web/lib/server-clock.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { SignOutButton } from '#web/components/sign-out-button.tsx';
import { guideText } from '../model/guide-texts.ts';
import { Bi, BiLabel } from './bilingual.tsx';

/** The event diary with the event's task list open. */
export const taskListPath = (eventId: number) => `/roadmap?tab=diary&event=${eventId}`;

/** The clock is refreshed this often. */
export const CLOCK_MS = 60_000;

const CLOCK = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: EVENT_TIME_ZONE,
});

/** A control on the dark bar: thumb-sized. */
const barButton =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-xl bg-white/10 px-3 py-1 text-base font-semibold text-white hover:bg-white/20 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300';
const clockLook = 'font-mono font-bold whitespace-nowrap tabular-nums';
const badge = 'flex min-h-12 items-center gap-2 rounded-xl bg-white/15 px-3 py-1 text-base font-semibold';

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

/**
 * The page's one slim bar, in both languages: the title, the clock, Back to To-Do List and the language
 * on every screen; the event, its running step, full screen and Sign out beside them on a wide screen,
 * behind More on a phone or tablet (with the clock, on a phone), so the bar stays within a fifth of a
 * phone's screen.
 */
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
  const here = useLocation();
  const time = CLOCK.format(useClockNow(CLOCK_MS));
  const fullScreen = useFullScreen();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  return (
    <header
      data-testid="sop-top-bar"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-stone-900 p-2 text-white lg:gap-y-2 lg:p-3"
    >
      <h1 className="min-w-0 flex-1 basis-48 font-black break-words">
        <Bi
          text={title}
          className="text-lg leading-snug sm:text-2xl xl:text-4xl"
          secondClassName="text-sm leading-snug font-semibold text-stone-300 sm:text-base xl:text-xl"
        />
      </h1>
      <p aria-label={t('clock')} className={`${clockLook} hidden sm:block sm:text-3xl xl:text-4xl`}>
        {time}
      </p>
      <div className="flex w-full items-center gap-2 sm:w-auto">
        {eventId !== null && (
          <button
            type="button"
            className={barButton}
            aria-label={t('backToTasks')}
            // Back where the cook came from; a tab opened on this page has nowhere to go back to: its event's list.
            onClick={() => void (here.key === 'default' ? navigate(taskListPath(eventId)) : navigate(-1))}
          >
            <ArrowLeft aria-hidden className="size-5 shrink-0" />
            <span aria-hidden className="hidden sm:inline-flex">
              <BiLabel text={guideText((texts) => texts.topBar.backToTasks)} />
            </span>
          </button>
        )}
        <LanguageSwitch size="header" />
        <button
          type="button"
          className={`${barButton} ml-auto lg:hidden`}
          aria-expanded={moreOpen}
          aria-controls={moreId}
          aria-label={t('more')}
          onClick={() => setMoreOpen(!moreOpen)}
        >
          <MoreHorizontal aria-hidden className="size-6" />
        </button>
      </div>
      <div
        id={moreId}
        className={`${moreOpen ? 'flex' : 'hidden'} w-full flex-wrap items-center gap-2 lg:flex lg:w-auto`}
      >
        {/* On a phone the title takes the bar's whole width; the time is here, and in the phone's own status bar. */}
        <p aria-label={t('clock')} className={`${clockLook} px-1 text-xl sm:hidden`}>
          {time}
        </p>
        {eventId !== null && (
          <>
            <p className={badge}>
              <BiLabel text={guideText((texts) => texts.topBar.eventId)} />
              <span className="font-mono">{eventId}</span>
            </p>
            <p className={badge}>
              <TimerIcon aria-hidden className="size-5 shrink-0" />
              <BiLabel text={guideText((texts) => texts.topBar.activeTimer)} />
              <span
                data-testid="active-timer"
                className={activeTimer ? 'font-mono text-emerald-300' : 'text-stone-300'}
              >
                {activeTimer ? (
                  stepLabel(activeTimer.id)
                ) : (
                  <BiLabel text={guideText((texts) => texts.topBar.noActiveTimer)} />
                )}
              </span>
            </p>
          </>
        )}
        <button type="button" className={barButton} onClick={fullScreen.toggle} aria-pressed={fullScreen.on}>
          {fullScreen.on ? (
            <Minimize aria-hidden className="size-5 shrink-0" />
          ) : (
            <Maximize aria-hidden className="size-5 shrink-0" />
          )}
          <BiLabel
            text={guideText((texts) => (fullScreen.on ? texts.topBar.exitFullScreen : texts.topBar.fullScreen))}
          />
        </button>
        <SignOutButton label={<BiLabel text={guideText((texts) => texts.topBar.signOut)} />} />
      </div>
    </header>
  );
}
