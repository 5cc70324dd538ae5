import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { useEventDateText } from '#web/components/event-date.tsx';
import { SelectField } from '#web/components/fields.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useDiaryEvents } from '../../../../lib/diary-events.ts';
import { chosenEventId, withChosenEvent } from '../model/chosen-event.ts';
import { EventNeedsPanel } from './event-needs-panel.tsx';
import { LoadingLine } from '#web/components/loading-line.tsx';

/** The diary events to choose from, newest first, each with its date. */
function EventChoice({
  events,
  chosen,
  onChoose,
}: {
  events: readonly DiaryEvent[];
  chosen: DiaryEvent | null;
  onChoose: (value: string) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  const dateText = useEventDateText();
  return (
    <SelectField
      label={t('event')}
      className="max-w-xl"
      value={chosen ? String(chosen.id) : ''}
      onChange={(change) => onChoose(change.target.value)}
      options={[
        { value: '', label: t('choose') },
        ...events.map((each) => ({
          value: String(each.id),
          label: t('option', { title: each.title, date: dateText(each.date) }),
        })),
      ]}
    />
  );
}

/** What an event needs: pick a diary event; its needs from the newest published recipes and the stock. */
export function NeedsView({ items }: { items: readonly InventoryItem[] | null }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  const problemText = useProblemText();
  const headingId = useId();
  const events = useDiaryEvents();
  const [params, setParams] = useSearchParams();
  const chosenId = chosenEventId(params);
  const event = events.data?.find((each) => each.id === chosenId) ?? null;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="text-xl font-bold text-stone-900">
          {t('heading')}
        </h3>
        <p className="text-base text-stone-700">{t('intro')}</p>
      </div>
      {events.isError ? (
        <ErrorBanner
          failure={{ title: problemText(events.error, t('failed')) }}
          retry={{ label: i18n.t('kitchen.common.retry'), onRetry: () => void events.refetch() }}
        />
      ) : events.isPending ? (
        <LoadingLine text={t('loading')} />
      ) : events.data.length === 0 ? (
        <p className="text-lg text-stone-700">{t('noEvents')}</p>
      ) : (
        <EventChoice
          events={events.data}
          chosen={event}
          onChoose={(value) => setParams((current) => withChosenEvent(current, value))}
        />
      )}
      {event ? (
        <EventNeedsPanel event={event} items={items} />
      ) : events.data?.length ? (
        <p className="text-lg text-stone-700">{t('pick')}</p>
      ) : null}
    </section>
  );
}
