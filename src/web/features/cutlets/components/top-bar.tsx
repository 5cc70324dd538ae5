import { CalendarDays, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { isEventDay } from '#shared/domain/event-date.ts';
import { button, panel } from '#web/components/buttons.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { SignOutButton } from '#web/components/sign-out-button.tsx';
import { formatDay } from '../model/format.ts';

interface TopBarProps {
  date: string;
  today: string;
  worker: string;
  onWorker: (name: string) => void;
  onDate: (date: string) => void;
}

const input =
  'mt-1 min-h-12 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-lg focus:border-amber-600 focus:outline-none focus:ring-4 focus:ring-amber-200';

/**
 * The tool's top bar: the worker's name and the day in large type, the language and Logout (each once,
 * thumb-sized), the name field and the date picker.
 */
export function TopBar({ date, today, worker, onWorker, onDate }: TopBarProps) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const workerId = useId();
  const dateId = useId();
  const hintId = useId();
  return (
    <header className={`${panel} flex flex-col gap-3`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-stone-900 xl:text-4xl">{t('title')}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-lg font-semibold text-stone-800 xl:text-2xl">
            <span data-testid="top-worker" className="flex min-w-0 items-center gap-2 break-words">
              <UserRound aria-hidden className="size-6 shrink-0 text-amber-700" />
              {worker.trim() || t('topBar.worker')}
            </span>
            <span data-testid="top-date" className="flex min-w-0 items-center gap-2 break-words">
              <CalendarDays aria-hidden className="size-6 shrink-0 text-amber-700" />
              {formatDay(date, i18n.language)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LanguageSwitch size="large" />
          <SignOutButton look="panel" label={t('topBar.logout')} />
        </div>
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)_auto]">
        <div className="min-w-0">
          <label htmlFor={workerId} className="block text-base font-semibold text-stone-800">
            {t('topBar.workerLabel')}
          </label>
          <input
            id={workerId}
            value={worker}
            maxLength={80}
            autoComplete="off"
            placeholder={t('topBar.worker')}
            aria-describedby={hintId}
            onChange={(event) => onWorker(event.target.value)}
            className={input}
          />
          <p id={hintId} className="mt-1 text-sm text-stone-600">
            {t('topBar.workerHint')}
          </p>
        </div>
        <div className="min-w-0 self-start">
          <label htmlFor={dateId} className="block text-base font-semibold text-stone-800">
            {t('topBar.date')}
          </label>
          <input
            id={dateId}
            type="date"
            value={date}
            required
            onChange={(event) => {
              if (isEventDay(event.target.value)) onDate(event.target.value);
            }}
            className={`${input} tabular-nums`}
          />
        </div>
        {date !== today && (
          <button type="button" onClick={() => onDate(today)} className={`${button.grey} self-start sm:mt-7`}>
            {t('topBar.today')}
          </button>
        )}
      </div>
    </header>
  );
}
