import { useId, useState } from 'react';
import { todayInKerala } from '#shared/domain/event-date.ts';
import type { EventNeeds } from '#shared/domain/kitchen/event-needs.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { panel } from '#web/components/buttons.ts';
import { useEventDateText } from '#web/components/event-date.tsx';
import { LoadingLine } from '#web/components/loading-line.tsx';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useOfflineChanges } from '#web/lib/offline/offline-changes.ts';
import { serverClockNow } from '#web/lib/server-clock.ts';
import { useEventUsage } from '../api/event-usage.ts';
import { usageRowsOf, type UsageRow } from '../model/usage-rows.ts';
import { usageConflicts } from '../model/waiting-usage.ts';
import { UsageRowsForm } from './usage-rows-form.tsx';
import { UsageSummary } from './usage-summary.tsx';
import { WaitedUsageConflict } from './waited-usage-conflict.tsx';

/**
 * After the event (or on its day): what the kitchen used, item by item, the needed quantities filled in
 * for the cook to correct, items added by hand. Saving replaces the event's record and moves the stock
 * by the difference; offline it waits on the device like the kitchen's other changes. A record refused
 * because another device saved first (now, or after waiting offline) shows both: keep mine or take the saved one.
 */
export function UsageForm({
  event,
  needs,
  items,
  lang,
}: {
  event: DiaryEvent;
  needs: EventNeeds;
  items: readonly InventoryItem[];
  lang: 'en' | 'ml';
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const dateText = useEventDateText();
  const headingId = useId();
  const today = todayInKerala(new Date(serverClockNow()));
  const usage = useEventUsage(event.id, today >= event.date);
  const [rows, setRows] = useState<UsageRow[] | null>(null);
  // The version of the record the rows were made from, kept while the cook edits: a newer record read
  // meanwhile (another tablet's, through the live topic) must not become the base of this one.
  const [base, setBase] = useState(0);
  const flash = useFlash(6000);
  const { refused } = useOfflineChanges();
  const conflicts = usageConflicts(refused, event.id);

  let body;
  if (today < event.date) {
    body = <p className="text-base text-stone-700">{t('notYet', { date: dateText(event.date) })}</p>;
  } else if (usage.isError && !usage.data) {
    body = (
      <ErrorBanner
        failure={{ title: t('loadFailed') }}
        retry={{ label: t('retry'), onRetry: () => void usage.refetch() }}
      />
    );
  } else if (!usage.data) {
    body = <LoadingLine text={t('loading')} />;
  } else if (rows) {
    body = (
      <UsageRowsForm
        event={event}
        version={base}
        items={items}
        lang={lang}
        rows={rows}
        onCancel={() => setRows(null)}
        onDone={(text) => {
          setRows(null);
          if (text) flash.show(text);
        }}
      />
    );
  } else {
    body = (
      <UsageSummary
        usage={usage.data}
        waiting={usage.waiting}
        onOpen={() => {
          // The last save's word belongs to that save, not to the correction now opened.
          flash.clear();
          setBase(usage.data!.version);
          setRows(usageRowsOf(usage.data!, needs));
        }}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className={`${panel} space-y-3`} data-testid="usage-section">
      <div>
        <h4 id={headingId} className="text-lg font-bold text-stone-900">
          {t('heading')}
        </h4>
        <p className="text-base text-stone-700">{t('intro')}</p>
      </div>
      <SuccessBanner message={flash.message} />
      {conflicts.map((conflict) => (
        <WaitedUsageConflict
          key={conflict.change.id}
          event={event}
          items={items}
          conflict={conflict}
          onDone={(text) => {
            if (text) flash.show(text);
          }}
        />
      ))}
      {body}
    </section>
  );
}
