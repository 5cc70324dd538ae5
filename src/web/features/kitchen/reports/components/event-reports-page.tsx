import { FileChartColumn } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { panel } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { SelectField } from '#web/components/fields.tsx';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useDiaryEvents } from '../../../../lib/diary-events.ts';
import { EventReport } from './event-report.tsx';
import { loadProblem, shortDay, useReportWords } from '../model/words.ts';
import { Notice } from './notice.tsx';

/**
 * The event reports (/eventreports): pick a diary event (newest first) and read what happened on the
 * day, filter and sort its tasks, export them. Reads only; the selected event is kept in the address
 * (?event=7), so a reload or a shared link opens the same report.
 */
export function EventReportsPage() {
  const { words } = useReportWords();
  // Archived events stay in the reports.
  const events = useDiaryEvents({ archived: 'include' });
  const [params, setParams] = useSearchParams();
  useLiveTopic('kitchen', [queryKeys.kitchen.diary]);

  const all = events.data ?? [];
  const selectedId = Number(params.get('event')) || null;
  const selected = all.find((event) => event.id === selectedId) ?? null;

  function select(value: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === '') next.delete('event');
      else next.set('event', value);
      return next;
    });
  }

  let body;
  if (events.isPending) body = <Notice busy text={words('loadingEvents')} />;
  else if (events.isError) {
    body = (
      <ErrorBanner
        failure={{
          title: words('errors.loadEvents', { message: loadProblem(events.error, words, 'errors.fetchEvents') }),
        }}
        retry={{ label: words('retry'), onRetry: () => void events.refetch() }}
      />
    );
  } else if (all.length === 0) body = <Notice text={words('noEvents')} />;
  else if (!selected) body = <Notice text={words('pickEvent')} />;
  else body = <EventReport key={selected.id} event={selected} />;

  return (
    <div data-testid="event-reports" className="mx-auto w-full max-w-7xl min-w-0 space-y-4 2xl:max-w-none">
      <div className="min-w-0">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-stone-900 sm:text-3xl">
          <FileChartColumn aria-hidden className="size-7 shrink-0 text-amber-700" />
          <span className="min-w-0 break-words">{words('title')}</span>
        </h1>
        <p className="mt-1 text-base text-stone-700 xl:text-lg">{words('subtitle')}</p>
      </div>
      <div className={panel}>
        <SelectField
          scale="report"
          label={words('selectEvent')}
          value={selected ? String(selected.id) : ''}
          onChange={(change) => select(change.target.value)}
        >
          <option value="">{words('placeholder')}</option>
          {all.map((event) => (
            <option key={event.id} value={event.id}>
              {words('option', { title: event.title, date: shortDay(event.date) })}
            </option>
          ))}
        </SelectField>
      </div>
      {body}
    </div>
  );
}
