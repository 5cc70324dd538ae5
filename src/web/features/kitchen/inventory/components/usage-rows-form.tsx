import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { ConflictView } from '#web/components/conflict-view.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useUsageConflictRows } from '../model/usage-conflict-rows.ts';
import type { UsageRow } from '../model/usage-rows.ts';
import { useUsageSave } from '../model/use-usage-save.ts';
import { UsageAddItem, UsageLines } from './usage-lines.tsx';

/** The open form: the lines, an item to add, cancel and save; while another device's record clashes, both records instead. */
export function UsageRowsForm({
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
  lang: 'en' | 'ml';
  rows: UsageRow[];
  setRows: (rows: UsageRow[]) => void;
  onCancel: () => void;
  /** With what to say; null when the record waits on the device (the section says so). */
  onDone: (text: string | null) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const { busy, problems, banner, clash, submit, keepMine } = useUsageSave({ event, version, rows, onDone });
  const conflictRows = useUsageConflictRows(items);
  const [adding, setAdding] = useState('');

  // Another device saved first: both records, until the cook keeps theirs or takes the saved one.
  if (clash) {
    return (
      <ConflictView
        message={t('conflict', { event: event.title })}
        rows={conflictRows(clash.mine, clash.current.lines)}
        busy={busy}
        onKeepMine={keepMine}
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
      <UsageLines items={items} lang={lang} rows={rows} setRows={setRows} problems={problems} />
      <UsageAddItem items={items} lang={lang} rows={rows} setRows={setRows} adding={adding} setAdding={setAdding} />
      <UsageFormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** Cancel and save, both held while the record is on its way; save turning while it is. */
function UsageFormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" className={button.secondary} disabled={busy} onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="submit" className={button.primary} disabled={busy}>
        {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {t('save')}
      </button>
    </div>
  );
}
