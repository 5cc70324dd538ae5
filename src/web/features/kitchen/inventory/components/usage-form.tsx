import { LoaderCircle, X } from 'lucide-react';
import { useId, useState } from 'react';
import { todayInKerala } from '#shared/domain/event-date.ts';
import type { EventNeeds } from '#shared/domain/kitchen/event-needs.ts';
import { eventUsageInputSchema, type EventUsage, type UsageLine } from '#shared/schemas/event-usage.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { button, panel } from '#web/components/buttons.ts';
import { ConflictView } from '#web/components/conflict-view.tsx';
import { useEventDateText } from '#web/components/event-date.tsx';
import { NumberField, SelectField } from '#web/components/fields.tsx';
import { LoadingLine } from '#web/components/loading-line.tsx';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { keyOf, useTranslation } from '#web/lib/i18n.ts';
import { offlineChanges, useOfflineChanges } from '#web/lib/offline/offline-changes.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { serverClockNow } from '#web/lib/server-clock.ts';
import { staleUsageOf, useEventUsage, useSaveUsage } from '../api/event-usage.ts';
import { unitText } from '../model/labels.ts';
import { useUsageConflictRows } from '../model/usage-conflict-rows.ts';
import { usageConflicts, type UsageConflict } from '../model/waiting-usage.ts';
import { useNeedQuantity } from './use-need-quantity.ts';

type Lang = 'en' | 'ml';

interface Row {
  itemId: number;
  /** As typed. */
  quantity: string;
  /** What the needs say, for the hint; null for an item the cook added. */
  needed: number | null;
}

/** A typed number: '' and anything unreadable are NaN (the rule refuses them). */
const typed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
/** The needs' amounts to the gram (three decimals), as a cook types them. */
const prefill = (amount: number) => String(Math.round(amount * 1000) / 1000);

/** The form's rows: the last record's lines, else every needed item at what the recipes need. */
function rowsOf(usage: EventUsage, needs: EventNeeds): Row[] {
  const neededOf = new Map(
    needs.lines.filter((line) => line.status === 'ok').map((line) => [line.itemId!, line.needed] as const),
  );
  if (usage.lines.length) {
    return usage.lines.map((line) => ({
      itemId: line.itemId,
      quantity: prefill(line.quantity),
      needed: neededOf.get(line.itemId) ?? null,
    }));
  }
  return [...neededOf].map(([itemId, needed]) => ({ itemId, quantity: prefill(needed), needed }));
}

const nameOf = (item: InventoryItem | undefined, lang: Lang, itemId: number) =>
  item ? (lang === 'ml' && item.nameMl ? item.nameMl : item.name) : `#${itemId}`;

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
  lang: Lang;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const dateText = useEventDateText();
  const headingId = useId();
  const today = todayInKerala(new Date(serverClockNow()));
  const usage = useEventUsage(event.id, today >= event.date);
  const [rows, setRows] = useState<Row[] | null>(null);
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
      <UsageRows
        event={event}
        version={base}
        items={items}
        lang={lang}
        rows={rows}
        setRows={setRows}
        onCancel={() => setRows(null)}
        onDone={(text) => {
          setRows(null);
          if (text) flash.show(text);
        }}
      />
    );
  } else {
    const recorded = usage.data.recordedAt !== null || usage.waiting;
    body = (
      <div className="space-y-2">
        {usage.waiting ? (
          <p className="text-base font-semibold text-amber-900">{t('waiting')}</p>
        ) : (
          usage.data.recordedAt && (
            <p data-testid="usage-recorded" className="text-base text-stone-800">
              {t('recorded', {
                by: usage.data.recordedBy,
                date: dateText(todayInKerala(new Date(usage.data.recordedAt))),
                count: usage.data.lines.length,
              })}
            </p>
          )
        )}
        <button
          type="button"
          className={button.primary}
          onClick={() => {
            setBase(usage.data!.version);
            setRows(rowsOf(usage.data!, needs));
          }}
        >
          {t(recorded ? 'correct' : 'open')}
        </button>
      </div>
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
        <WaitedConflict
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

/** A record that waited on the device and was refused when it arrived: keep it (sent again from the saved one) or take the saved one. */
function WaitedConflict({
  event,
  items,
  conflict,
  onDone,
}: {
  event: DiaryEvent;
  items: readonly InventoryItem[];
  conflict: UsageConflict;
  onDone: (text: string | null) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const problemText = useProblemText();
  const conflictRows = useUsageConflictRows(items);
  const save = useSaveUsage(event.id, event.title);
  const [failure, setFailure] = useState<string | null>(null);
  const { change, mine, current } = conflict;
  return (
    <div data-testid="usage-conflict">
      <ConflictView
        message={t('conflict', { event: event.title })}
        rows={conflictRows(mine, current.lines)}
        busy={save.isPending}
        onKeepMine={() => {
          offlineChanges.dismiss(change.id);
          save.mutate(
            { lines: mine, version: current.version },
            {
              onSuccess: (result) => onDone(result.status === 'saved' ? t('saved') : null),
              onError: (error) => setFailure(problemText(error, t('failed'))),
            },
          );
        }}
        onTakeSaved={() => offlineChanges.dismiss(change.id)}
      >
        {failure && <ErrorBanner failure={{ title: failure }} />}
      </ConflictView>
    </div>
  );
}

function UsageRows({
  event,
  version,
  items,
  lang,
  rows,
  setRows,
  onCancel,
  onDone,
}: {
  event: DiaryEvent;
  /** The version of the record the rows were made from (as shown when opened, waiting records laid over). */
  version: number;
  items: readonly InventoryItem[];
  lang: Lang;
  rows: Row[];
  setRows: (rows: Row[]) => void;
  onCancel: () => void;
  /** With what to say; null when the record waits on the device (the section says so). */
  onDone: (text: string | null) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const { t: all } = useTranslation();
  const { t: inventoryText } = useTranslation('translation', { keyPrefix: 'inventory' });
  const problemText = useProblemText();
  const quantity = useNeedQuantity();
  const save = useSaveUsage(event.id, event.title);
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ mine: UsageLine[]; current: EventUsage } | null>(null);
  const conflictRows = useUsageConflictRows(items);
  const [adding, setAdding] = useState('');
  const byId = new Map(items.map((item) => [item.id, item]));
  const addable = items.filter((item) => item.isActive && !rows.some((row) => row.itemId === item.id));

  async function submit() {
    setProblems({});
    setBanner(null);
    const parsed = eventUsageInputSchema.safeParse({
      lines: rows.map((row) => ({ itemId: row.itemId, quantity: typed(row.quantity) })),
      version,
    });
    if (!parsed.success) {
      const found: Record<number, string> = {};
      for (const issue of parsed.error.issues) {
        const index = issue.path[1];
        if (issue.path[0] === 'lines' && typeof index === 'number') found[index] ??= all(keyOf(issue.message));
        else setBanner(all(keyOf(issue.message)));
      }
      setProblems(found);
      return;
    }
    await send(parsed.data.lines, version);
  }

  /** Saves the lines as a record made from `from`; a refusal because another device saved first shows both. */
  async function send(lines: UsageLine[], from: number) {
    try {
      const result = await save.mutateAsync({ lines, version: from });
      onDone(result.status === 'saved' ? t('saved') : null);
    } catch (error) {
      const current = staleUsageOf(error);
      if (current) return setConflict({ mine: lines, current });
      const index = error instanceof ApiError ? /^lines\.(\d+)\./.exec(error.field ?? '')?.[1] : undefined;
      if (index !== undefined) setProblems({ [Number(index)]: problemText(error, t('failed')) });
      else setBanner(problemText(error, t('failed')));
    }
  }

  // Another device saved first: both records, until the cook keeps theirs or takes the saved one.
  if (conflict) {
    return (
      <ConflictView
        message={t('conflict', { event: event.title })}
        rows={conflictRows(conflict.mine, conflict.current.lines)}
        busy={save.isPending}
        onKeepMine={() => {
          const { mine, current } = conflict;
          setConflict(null);
          void send(mine, current.version);
        }}
        onTakeSaved={() => onDone(null)}
      />
    );
  }

  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="usage-form"
      onSubmit={(change) => {
        change.preventDefault();
        void submit();
      }}
    >
      {banner && <ErrorBanner failure={{ title: banner }} />}
      {rows.length === 0 && <p className="text-base text-stone-700">{t('empty')}</p>}
      <ul className="grid gap-x-6 gap-y-3 md:grid-cols-2 xl:grid-cols-3">
        {rows.map((row, index) => {
          const item = byId.get(row.itemId);
          const name = nameOf(item, lang, row.itemId);
          const unit = item?.unit ?? '';
          return (
            <li key={row.itemId} data-testid="usage-row" className="flex items-start gap-2">
              <NumberField
                className="min-w-0 flex-1"
                label={t('quantity', { name, unit: unitText(unit, inventoryText) })}
                hint={row.needed === null ? t('added') : t('needed', { amount: quantity(row.needed, unit) })}
                error={problems[index]}
                value={row.quantity}
                onChange={(change) =>
                  setRows(rows.map((each, at) => (at === index ? { ...each, quantity: change.target.value } : each)))
                }
              />
              <button
                type="button"
                className={`${button.secondary} mt-7 shrink-0`}
                aria-label={t('remove', { name })}
                onClick={() => setRows(rows.filter((_, at) => at !== index))}
              >
                <X aria-hidden className="size-5" />
              </button>
            </li>
          );
        })}
      </ul>
      {addable.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={t('add')}
            className="min-w-0 flex-1"
            value={adding}
            onChange={(change) => setAdding(change.target.value)}
            options={[
              { value: '', label: t('addChoose') },
              ...addable.map((item) => ({ value: String(item.id), label: nameOf(item, lang, item.id) })),
            ]}
          />
          <button
            type="button"
            className={button.secondary}
            disabled={!adding}
            onClick={() => {
              setRows([...rows, { itemId: Number(adding), quantity: '', needed: null }]);
              setAdding('');
            }}
          >
            {t('addButton')}
          </button>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={button.secondary} disabled={save.isPending} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className={button.primary} disabled={save.isPending}>
          {save.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {t('save')}
        </button>
      </div>
    </form>
  );
}
