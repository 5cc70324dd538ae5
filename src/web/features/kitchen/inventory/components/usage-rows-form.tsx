import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { ConflictView } from '#web/components/conflict-view.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { useUsageConflictRows } from '../model/usage-conflict-rows.ts';
import { usageFormSchema, type UsageRow } from '../model/usage-rows.ts';
import { useUsageSave } from '../model/use-usage-save.ts';
import { UsageAddItem, UsageLines } from './usage-lines.tsx';

/** The open form: the lines, an item to add, cancel and save; while another device's record clashes, both records instead. */
export function UsageRowsForm({
  event,
  version,
  items,
  lang,
  rows,
  onCancel,
  onDone,
}: {
  event: DiaryEvent;
  /** The version of the record the rows were made from (as shown when opened, waiting records laid over). */
  version: number;
  items: readonly InventoryItem[];
  lang: 'en' | 'ml';
  /** The rows the form opens with. */
  rows: readonly UsageRow[];
  onCancel: () => void;
  /** With what to say; null when the record waits on the device (the section says so). */
  onDone: (text: string | null) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const problem = useFieldProblem();
  // Kept while the conflict view stands in for the form: the cook's rows come back as typed.
  const form = useSchemaForm(usageFormSchema, { lines: rows.map((row) => ({ ...row })), version });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const { busy, banner, clash, submit, keepMine } = useUsageSave({ event, form, onDone });
  const conflictRows = useUsageConflictRows(items);
  const [adding, setAdding] = useState('');
  const errors = form.formState.errors.lines;
  // A refusal not of one line, or a problem of the whole record (an item twice).
  const shown = banner ?? problem(errors?.root);

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
    <form noValidate className="space-y-3" data-testid="usage-form" onSubmit={(submitted) => void submit(submitted)}>
      {shown && <ErrorBanner failure={{ title: shown }} />}
      {lines.fields.length === 0 && <p className="text-base text-stone-700">{t('empty')}</p>}
      <UsageLines items={items} lang={lang} lines={lines} register={form.register} errors={errors} />
      <UsageAddItem items={items} lang={lang} lines={lines} adding={adding} setAdding={setAdding} />
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
